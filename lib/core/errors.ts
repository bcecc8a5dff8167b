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

// Messages in the caller's language (decision 120). A refusal is made in English, as the API has
// always answered, and keeps beside its text what it was made from: a catalogue key and its values
// (lib/i18n/sentences.ts `refusal()`), or the zod issue zod's own words came from. The edge (the
// API's envelope, a server action's result) renders that in the request's language; English, and
// any text made without a key, is sent exactly as it was made.

/**
 * What a message was made from: a catalogue key with its values (and lists of catalogue keys, each
 * joined in the message's language: "a, b and c"), zod's issue, or sentences in a row.
 */
export type Said =
  | {
      key: string;
      values?: Readonly<Record<string, string | number>>;
      lists?: Readonly<Record<string, readonly string[]>>;
    }
  | { zodIssue: z.core.$ZodIssue }
  | { parts: readonly Said[] };

/** English text and what it was made from. */
export interface Worded {
  text: string;
  said: Said;
}

/** Renders what a message was made from in one language; undefined keeps the English text. */
export type Wording = (said: Said) => string | undefined;

// A field error's origin travels beside it, not in it: the wire shape stays { path, code, message }
// (and the objects compare and serialize as before).
const SAID = new WeakMap<object, Said>();

/** A field error made from a worded message (or plain English, which stays English). */
export function fieldError(path: string, code: string, message: string | Worded): FieldError {
  const error = { path, code, message: typeof message === "string" ? message : message.text };
  if (typeof message !== "string") SAID.set(error, message.said);
  return error;
}

/** The same field error at another path (its wording kept). */
export function atPath(error: FieldError, path: string): FieldError {
  const moved = { ...error, path };
  const said = SAID.get(error);
  if (said) SAID.set(moved, said);
  return moved;
}

/** What a field error's message was made from, when it was made from a key or a zod issue. */
export function saidOf(error: FieldError): Said | undefined {
  return SAID.get(error);
}

/** A field error's message in a language: the wording's text when it has one, else as it is. */
export function wordFieldError(error: FieldError, wording: Wording): FieldError {
  const said = saidOf(error);
  const text = said && wording(said);
  return text ? { path: error.path, code: error.code, message: text } : error;
}

export class ApiError extends Error {
  readonly #said: Said | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string | Worded,
    readonly errors: FieldError[] = [],
  ) {
    super(typeof message === "string" ? message : message.text);
    this.#said = typeof message === "string" ? undefined : message.said;
    this.name = "ApiError";
  }

  get httpStatus(): number {
    return ERROR_STATUS[this.code];
  }

  /** What the message was made from (undefined: English text only). */
  get said(): Said | undefined {
    return this.#said;
  }

  /** The envelope; with a wording, its messages in that language (decision 120). */
  toEnvelope(wording?: Wording): ErrorEnvelope {
    if (!wording) return { status: 1, code: this.code, message: this.message, errors: this.errors };
    const message = (this.#said && wording(this.#said)) || this.message;
    return { status: 1, code: this.code, message, errors: this.errors.map((e) => wordFieldError(e, wording)) };
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

/** The values a custom issue's params carry for its catalogue key (strings and numbers only). */
function valuesOf(value: unknown): Record<string, string | number> | undefined {
  if (!value || typeof value !== "object") return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === "string" || typeof entry[1] === "number",
  );
  return Object.fromEntries(entries);
}

export function zodIssuesToFieldErrors(error: z.ZodError, prefix: ReadonlyArray<PropertyKey> = []): FieldError[] {
  return error.issues.map((issue) => {
    const path = formatPath([...prefix, ...issue.path]);
    if (issue.code === "custom" && typeof issue.params?.code === "string") {
      const key: unknown = issue.params.key;
      if (typeof key !== "string") return { path, code: issue.params.code, message: issue.message };
      return fieldError(path, issue.params.code, {
        text: issue.message,
        said: { key, values: valuesOf(issue.params.values) },
      });
    }
    // zod's own words for a missing field ("Invalid input: expected string, received null") name a type, not the field.
    if (isMissing(issue)) {
      const name = [...issue.path].reverse().find((key): key is string => typeof key === "string");
      return fieldError(
        path,
        "required",
        name === undefined
          ? CORE_WORDS.valueRequired
          : { text: `${name} is required.`, said: { key: "validation.required", values: { name } } },
      );
    }
    return fieldError(path, issue.code, { text: issue.message, said: { zodIssue: issue } });
  });
}

/**
 * The few refusals lib/core makes itself, with their catalogue keys (lib/core imports no catalogue;
 * lib/i18n/sentences.test.ts checks each key renders this very English).
 */
export const CORE_WORDS = {
  valueRequired: { text: "A value is required.", said: { key: "validation.valueRequired" } },
  requestInvalid: { text: "The request is not valid.", said: { key: "refusals.request.invalid" } },
  unavailable: {
    text: "The service is temporarily unavailable. Try again shortly.",
    said: { key: "refusals.request.unavailable" },
  },
  internal: { text: "An unexpected error occurred.", said: { key: "refusals.request.internal" } },
} as const satisfies Record<string, Worded>;

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
    return new ApiError("VALIDATION_FAILED", CORE_WORDS.requestInvalid, zodIssuesToFieldErrors(error));
  }
  if (isDatabaseUnavailable(error)) {
    report("database unavailable", error);
    return new ApiError("UNAVAILABLE", CORE_WORDS.unavailable);
  }
  report("unexpected error", error);
  return new ApiError("INTERNAL", CORE_WORDS.internal);
}
