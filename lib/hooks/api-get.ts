// GET a read operation of our own API from the browser: query string from a params object,
// the response checked against the route's schema, and an error envelope turned into an ApiRequestError.
import type { z } from "zod";
import { errorEnvelopeSchema, type ErrorEnvelope } from "@/lib/core/errors";
import { fetchKeepingSession } from "@/lib/auth/session-watch";
import { propertyOf } from "@/lib/core/narrow";

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly envelope: ErrorEnvelope | null,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export type QueryParams = Record<string, string | number | null | undefined>;

/** The answer a page was rendered with, for the params it was asked with (lib/reads/read-for-page.ts). */
export interface InitialRead<T> {
  params: Record<string, string>;
  data: T;
}

/** A query's initial data: the page's answer when the hook asks for exactly the params it was rendered with. */
export function initialFor<T>(
  initial: InitialRead<T> | null | undefined,
  params: Record<string, unknown>,
): T | undefined {
  if (!initial) return undefined;
  const keys = new Set([...Object.keys(initial.params), ...Object.keys(params)]);
  return [...keys].every((k) => initial.params[k] === params[k]) ? initial.data : undefined;
}

/** Drops empty values, so the key of a query and its URL only hold what was chosen. */
export function cleanParams<T extends QueryParams>(params: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    (out as QueryParams)[key] = value;
  }
  return out;
}

export async function apiGet<S extends z.ZodType>(
  path: string,
  params: QueryParams,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanParams(params))) query.set(key, String(value));
  const url = query.size ? `${path}?${query}` : path;
  let response: Response;
  try {
    // An ended session waits for the person to sign in again, then the read goes on.
    response = await fetchKeepingSession(url, { signal, headers: { accept: "application/json" } });
  } catch (error) {
    if (propertyOf(error, "name") === "AbortError") throw error;
    throw new ApiRequestError("The server could not be reached. Check your connection and try again.", 0, null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const envelope = errorEnvelopeSchema.safeParse(body);
    if (envelope.success) {
      const detail = envelope.data.errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join("; ");
      throw new ApiRequestError(
        detail && detail !== envelope.data.message ? `${envelope.data.message} (${detail})` : envelope.data.message,
        response.status,
        envelope.data,
      );
    }
    throw new ApiRequestError(`The server answered ${response.status}.`, response.status, null);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ApiRequestError("The server sent an answer this page does not understand.", response.status, null);
  return parsed.data;
}
