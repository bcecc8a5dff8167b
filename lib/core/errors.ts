// The one error envelope of the API (DESIGN.md "API conventions") and the translator
// that turns anything thrown in a handler into it.
import { z } from "zod";
import { enumKeysOf, propertyOf } from "@/lib/core/narrow";

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ALLOWED: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const fieldErrorSchema = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  status: z.literal(1),
  code: z.enum(enumKeysOf(ERROR_STATUS)),
  message: z.string(),
  errors: z.array(fieldErrorSchema),
  requestId: z
    .string()
    .optional()
    .meta({ description: "The request's id (also the x-request-id header): quote it when reporting a problem" }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }

  get httpStatus(): number {
    return ERROR_STATUS[this.code];
  }

  toEnvelope(): ErrorEnvelope {
    return { status: 1, code: this.code, message: this.message, errors: this.errors };
  }
}

/** "Items[3].SerialNumber" from a zod issue path. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === "number") return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, "");
}

/** A field left out (or null where a value is required): parses that report their input say "required". */
function isMissing(issue: z.core.$ZodIssue): boolean {
  return issue.code === "invalid_type" && "input" in issue && (issue.input === undefined || issue.input === null);
}

export function zodIssuesToFieldErrors(error: z.ZodError, prefix: ReadonlyArray<PropertyKey> = []): FieldError[] {
  return error.issues.map((issue) => {
    const path = formatPath([...prefix, ...issue.path]);
    if (issue.code === "custom" && typeof issue.params?.code === "string")
      return { path, code: issue.params.code, message: issue.message };
    // zod's own words for a missing field ("Invalid input: expected string, received null") name a type, not the field.
    if (isMissing(issue))
      return {
        path,
        code: "required",
        message: `${String([...issue.path].reverse().find((key) => typeof key === "string") ?? "A value")} is required.`,
      };
    return { path, code: issue.code, message: issue.message };
  });
}

// 57014: statement_timeout cancelled a statement (the database is too slow to answer in time).
const CONNECTION_ERROR_CODES = new Set([
  "57014",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P03",
  "08006",
  "08001",
  "08003",
]);

/** True when the error says the database cannot be reached (answered 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const code = propertyOf(e, "code");
    if (typeof code === "string" && CONNECTION_ERROR_CODES.has(code)) return true;
    // Prisma's raw-query errors (P2010) carry the database's code under meta.driverAdapterError.
    const adapterCode = propertyOf(
      propertyOf(propertyOf(propertyOf(e, "meta"), "driverAdapterError"), "cause"),
      "code",
    );
    if (typeof adapterCode === "string" && CONNECTION_ERROR_CODES.has(adapterCode)) return true;
    const name = propertyOf(e, "name");
    const message = propertyOf(e, "message");
    if (name === "DriverAdapterError" || name === "PrismaClientInitializationError") {
      const text = String(message ?? "") + String(propertyOf(propertyOf(e, "cause"), "kind") ?? "");
      if (/connect|ECONNREFUSED|terminat|timeout|DatabaseNotReachable|ConnectionClosed/i.test(text)) return true;
    }
    if (
      typeof message === "string" &&
      /Connection terminated|ECONNREFUSED|connect ETIMEDOUT|timeout exceeded when trying to connect|Can't reach database|Query read timeout|Client was closed and is not queryable|Connection closed/i.test(
        message,
      )
    ) {
      return true;
    }
    e = propertyOf(e, "cause");
  }
  return false;
}

/** Where toApiError reports what it hides; route handlers pass their request's structured logger. */
export type ErrorReport = (what: "database unavailable" | "unexpected error", error: unknown) => void;
const reportToConsole: ErrorReport = (what, error) => console.error(`[api] ${what}:`, error);

/** Turns anything thrown by a handler into the envelope; unknown errors are reported, never echoed. */
export function toApiError(error: unknown, report: ErrorReport = reportToConsole): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) {
    return new ApiError("VALIDATION_FAILED", "The request is not valid.", zodIssuesToFieldErrors(error));
  }
  if (isDatabaseUnavailable(error)) {
    report("database unavailable", error);
    return new ApiError("UNAVAILABLE", "The service is temporarily unavailable. Try again shortly.");
  }
  report("unexpected error", error);
  return new ApiError("INTERNAL", "An unexpected error occurred.");
}
