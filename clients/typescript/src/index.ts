// The Quayside booking API client: the generated types (schema.ts, from the OpenAPI document)
// behind openapi-fetch, plus the few things a generator cannot know: the API key, an
// Idempotency-Key on every save, retries of 429/503 that honour Retry-After, conditional GETs
// (If-None-Match) and the feed's signature check (Standard Webhooks).
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import { Webhook } from "standardwebhooks";
import type { components, paths, webhooks } from "./schema.js";

export type { components, paths, webhooks };
export type Schemas = components["schemas"];
/** The one error envelope of every operation. */
export type ErrorEnvelope = Schemas["ErrorEnvelope"];
/** One record of the item update feed. */
export type ItemUpdateRecord = Schemas["ItemUpdateRecord"];
export type BookingSaveRequest = Schemas["ExtBookingSaveMessage"];
export type BookingSaveResponse = Schemas["BookingSaveResponse"];

export interface RetryOptions {
  /** Attempts in all, the first included (default 3; 1 turns retries off). */
  attempts?: number;
  /** Longest wait between attempts, in seconds (default 30): a longer Retry-After ends the retries. */
  maxDelaySeconds?: number;
  /** Wait when the answer has no Retry-After, in seconds (default 1, doubled per attempt). */
  fallbackDelaySeconds?: number;
}

export interface QuaysideClientOptions {
  /** The portal's address, e.g. "https://quayside.example.com" (no /api: paths carry it). */
  baseUrl: string;
  /** An integrator's or admin's API key (`qs_…`), sent as `Authorization: Bearer …`. */
  apiKey?: string;
  retry?: RetryOptions;
  /**
   * Remember each GET answer's ETag and body, send If-None-Match on the next GET of the same URL,
   * and hand a 304 back as the remembered 200 (default true; at most `etagCacheSize` URLs).
   */
  etagCache?: boolean;
  etagCacheSize?: number;
  /** Extra headers on every request (e.g. `Prefer: status-in-body`). */
  headers?: Record<string, string>;
  /** The fetch to use (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
  /** Waits between retries (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
}

export type QuaysideClient = Client<paths> & {
  /** The ETag cache's entries, by URL (for inspection; cleared with `.clear()`). */
  readonly etags: Map<string, { etag: string; body: string; headers: [string, string][] }>;
};

const SAVE_PATH = /\/api\/booking\/save$/i;
const RETRIED_STATUSES = new Set([429, 503]);

/** Seconds from a Retry-After header (delay-seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A fetch that retries 429 and 503 answers, waiting as Retry-After says (capped). */
function retryingFetch(
  inner: (request: Request) => Promise<Response>,
  options: RetryOptions,
  sleep: (ms: number) => Promise<void>,
) {
  const attempts = Math.max(1, options.attempts ?? 3);
  const maxDelay = options.maxDelaySeconds ?? 30;
  const fallback = options.fallbackDelaySeconds ?? 1;
  return async (request: Request): Promise<Response> => {
    for (let attempt = 1; ; attempt++) {
      // A body can be read once: each attempt sends a copy.
      const response = await inner(attempt < attempts ? request.clone() : request);
      if (attempt >= attempts || !RETRIED_STATUSES.has(response.status)) return response;
      const wait = retryAfterSeconds(response.headers.get("retry-after")) ?? fallback * 2 ** (attempt - 1);
      if (wait > maxDelay) return response;
      await response.body?.cancel();
      await sleep(wait * 1000);
    }
  };
}

/** A fetch that sends If-None-Match for GETs it has an ETag of, and answers a 304 with the remembered body. */
function conditionalFetch(
  inner: (request: Request) => Promise<Response>,
  cache: QuaysideClient["etags"],
  size: number,
) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== "GET" || request.headers.has("if-none-match")) return inner(request);
    const key = request.url;
    const known = cache.get(key);
    if (known) request.headers.set("if-none-match", known.etag);
    const response = await inner(request);
    if (response.status === 304 && known) {
      // Keep the newest headers the server sent (request id, cache-control) over the remembered ones.
      const headers = new Headers(known.headers);
      response.headers.forEach((value, name) => headers.set(name, value));
      headers.delete("content-encoding");
      headers.delete("content-length");
      return new Response(known.body, { status: 200, statusText: "OK", headers });
    }
    const etag = response.headers.get("etag");
    if (response.status === 200 && etag) {
      const body = await response.clone().text();
      cache.delete(key);
      cache.set(key, {
        etag,
        body,
        headers: [...response.headers].filter(([name]) => name !== "content-encoding" && name !== "content-length"),
      });
      while (cache.size > size) cache.delete(cache.keys().next().value as string);
    }
    return response;
  };
}

/**
 * A client of the Quayside API: `client.GET("/api/voyage/rotation", { params: { query: { Pol: "BEZEE" } } })`,
 * `client.POST("/api/booking/save", { body })`; each answers `{ data }` or `{ error }` (the envelope) and `response`.
 */
export function createQuaysideClient(options: QuaysideClientOptions): QuaysideClient {
  const etags: QuaysideClient["etags"] = new Map();
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const base = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const retrying = retryingFetch(base, options.retry ?? {}, sleep);
  const fetch =
    options.etagCache === false ? retrying : conditionalFetch(retrying, etags, options.etagCacheSize ?? 100);
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ""), headers, fetch } as ClientOptions);
  client.use({
    onRequest({ request }) {
      // One key per intended save, kept by every retry: a retry of a save that went through returns its first answer.
      if (
        request.method === "POST" &&
        SAVE_PATH.test(new URL(request.url).pathname) &&
        !request.headers.has("idempotency-key")
      ) {
        request.headers.set("idempotency-key", crypto.randomUUID());
      }
      return request;
    },
  });
  return Object.assign(client, { etags });
}

export class ItemUpdateVerificationError extends Error {
  override name = "ItemUpdateVerificationError";
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/**
 * Checks a post of the item update feed (Standard Webhooks: `webhook-id`, `webhook-timestamp`
 * within five minutes, `webhook-signature` over `{id}.{timestamp}.{body}` with the subscription's
 * `whsec_…` secret) and returns its records. `body` must be the exact text received.
 * Throws ItemUpdateVerificationError when the signature, the timestamp or the body is wrong.
 */
export function verifyItemUpdates(headers: HeaderSource, body: string, secret: string): ItemUpdateRecord[] {
  const plain: Record<string, string> = {};
  if (headers instanceof Headers) headers.forEach((value, name) => (plain[name.toLowerCase()] = value));
  else
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined) plain[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  let payload: unknown;
  try {
    payload = new Webhook(secret).verify(body, plain);
  } catch (error) {
    throw new ItemUpdateVerificationError(`The item update post is not authentic: ${(error as Error).message}`);
  }
  if (!Array.isArray(payload))
    throw new ItemUpdateVerificationError("The item update post is not a JSON array of records.");
  return payload as ItemUpdateRecord[];
}
