import "server-only";
// The one wrapper every route handler goes through: resolve the caller (session or API key),
// check the role, parse and validate the input, and answer every error with the envelope.
import type { NextRequest } from "next/server";
import { z } from "zod";
import { errorBodyText } from "@/lib/core/error-body";
import { ApiError, toApiError, type ErrorReport } from "@/lib/core/errors";
import {
  idempotencyRunner,
  readIdempotencyKey,
  REPLAYED_HEADER,
  ReplayedAnswer,
  type IdempotencyOption,
  type RunOnce,
} from "@/lib/api/idempotency";
import { parseQuery } from "@/lib/api/query";
import { prefersStatusInBody, withStatusInBody } from "@/lib/api/status-in-body";
import { assertJsonBody, assertSameOriginWrite } from "@/lib/api/same-origin";
import { findUnstorableJson, unstorableText, unstorableWords } from "@/lib/core/storable-json";
import { answeringIn, answerWording, localeOfApiRequest } from "@/lib/i18n/answer-language";
import { resolveCaller } from "@/lib/auth/current-caller";
import type { Caller } from "@/lib/auth/caller";
import type { Access, BodyReader, Operation } from "@/lib/core/operation";
import { env } from "@/lib/env";
import { log, logAnswered, requestIdFrom, withRequestLog } from "@/lib/log/logger";
import { callerKey } from "@/lib/auth/caller";
import { consumeLimit, type LimitRule } from "@/lib/rate-limit/limits";
import { RateLimitedError } from "@/lib/rate-limit/rate-limited-error";

import { API_VERSION } from "@/lib/api/version";
import { refusal } from "@/lib/i18n/sentences";

export { API_VERSION };

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface RouteContext<Q, B, A extends Access, I = undefined, P = Record<string, string>> {
  req: NextRequest;
  caller: A extends "public" ? Caller | null : Caller;
  query: Q;
  body: B;
  /** The body text exactly as received, when the route asked for `rawBody`. */
  rawBody: string;
  /** The path parameters, parsed by the operation's schema (ids are numbers). */
  params: P;
  /** With the idempotency option: runs the write at most once per Idempotency-Key. */
  idempotent: I extends IdempotencyOption ? RunOnce : undefined;
}

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

export function jsonResponse(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonTextResponse(JSON.stringify(data), status, headers);
}

/** The headers of every JSON answer of the API (the portal server's early answers send them too). */
export const JSON_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "application/json; charset=utf-8",
  "api-version": API_VERSION,
  "x-content-type-options": "nosniff",
};

/** A body that is already JSON text (e.g. written by PostgreSQL). */
export function jsonTextResponse(json: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(json, { status, headers: { ...JSON_ANSWER_HEADERS, ...headers } });
}

/** What toApiError hides from the caller goes to the request's log, with its stack. */
const reportToLog: ErrorReport = (what, error) => log().error({ err: error }, what);

export interface ErrorAnswer {
  status: number;
  /** The headers the error adds to the JSON ones (WWW-Authenticate, Retry-After). */
  headers: Record<string, string>;
  body: string;
}

/** The envelope of any error, with the request's id; an unknown error is logged and answered 500. */
export function errorAnswer(error: unknown): ErrorAnswer {
  const apiError = toApiError(error, reportToLog);
  const headers: Record<string, string> = {};
  if (apiError.code === "UNAUTHORIZED") headers["www-authenticate"] = 'Bearer realm="quayside"';
  if (apiError.code === "UNAVAILABLE") headers["retry-after"] = "5";
  if (apiError instanceof RateLimitedError) headers["retry-after"] = String(apiError.retryAfterSeconds);
  return { status: apiError.httpStatus, headers, body: errorBodyText(apiError, answerWording()) };
}

export function errorResponse(error: unknown): Response {
  const answer = errorAnswer(error);
  return jsonTextResponse(answer.body, answer.status, answer.headers);
}

/**
 * Runs one /api request in its log scope: every line it logs carries its request id, which the
 * answer returns as x-request-id (and in any error envelope); every answer is nosniff and versioned.
 * Its error messages are in the request's language (lib/i18n/answer-language.ts).
 */
export async function servedApiRequest(req: Request, answer: () => Promise<Response>): Promise<Response> {
  const requestId = requestIdFrom(req.headers);
  const path = new URL(req.url).pathname;
  return answeringIn(localeOfApiRequest(req.headers), () => answerLogged(req, requestId, path, answer));
}

function answerLogged(req: Request, requestId: string, path: string, answer: () => Promise<Response>) {
  return withRequestLog(requestId, { method: req.method, path }, async () => {
    const started = performance.now();
    let res: Response;
    try {
      res = await answer();
    } catch (error) {
      res = errorResponse(error);
    }
    try {
      res.headers.set("x-request-id", requestId);
      res.headers.set("x-content-type-options", "nosniff");
      if (!res.headers.has("api-version")) res.headers.set("api-version", API_VERSION);
    } catch {
      res = new Response(res.body, {
        status: res.status,
        headers: {
          ...Object.fromEntries(res.headers),
          "x-request-id": requestId,
          "x-content-type-options": "nosniff",
          "api-version": API_VERSION,
        },
      });
    }
    logAnswered(res.status, started);
    return res;
  });
}

/** Reads the body as JSON, refusing bodies over MAX_BODY_BYTES before parsing them. */
export async function readJsonBody(req: Request): Promise<unknown> {
  const text = await readBodyText(req);
  if (!text.trim()) throw new ApiError("BAD_REQUEST", refusal("refusals.request.noBody"));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError("BAD_REQUEST", refusal("refusals.request.badJson"));
  }
  const unstorable = findUnstorableJson(json);
  if (unstorable) throw new ApiError("BAD_REQUEST", unstorableWords(unstorable.code), [unstorable]);
  return json;
}

/** The body as text, refusing bodies over MAX_BODY_BYTES while reading them. */
export async function readBodyText(req: Request): Promise<string> {
  const limit = env().MAX_BODY_BYTES;
  const tooLarge = () => new ApiError("PAYLOAD_TOO_LARGE", refusal("refusals.request.tooLarge", { limit }));
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (declared > limit) throw tooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Cross-cutting options of the wrapper that are server code, not facts of the operation. */
export interface ServerOptions<I extends IdempotencyOption | undefined = undefined> {
  /** Honour an Idempotency-Key header: the handler runs its write through `ctx.idempotent`. */
  idempotency?: I;
  /** Counts each call against this limit per caller (API key or user): 429 with Retry-After over it. */
  rateLimit?: () => LimitRule | null;
}

/** What the wrapper needs of an operation's facts (lib/core/operation.ts). */
interface Serving {
  access: Access;
  /** Parses the path parameters; a failure is a 404 (the id cannot name a record). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyReadBy: "schema" | "handler" | "raw" | "stream";
}

interface AnyContext {
  req: NextRequest;
  caller: Caller | null;
  query: unknown;
  body: unknown;
  rawBody: string;
  params: unknown;
  idempotent: RunOnce | undefined;
}

function serve(
  serving: Serving,
  options: ServerOptions<IdempotencyOption | undefined>,
  handler: (ctx: AnyContext) => Promise<unknown>,
) {
  return (req: NextRequest, context?: NextRouteContext): Promise<Response> =>
    servedApiRequest(req, async () => {
      // Compatibility mode (lib/api/status-in-body.ts): asked for by the request, or set on the API key.
      const preferred = prefersStatusInBody(req.headers);
      let statusInBody = preferred;
      try {
        // A public operation answers everyone alike: a bad key makes its caller anonymous, not refused.
        const caller =
          serving.access === "public" ? await resolveCaller(req).catch(() => null) : await resolveCaller(req);
        assertAccess(serving.access, caller);
        if (caller?.statusInBody) statusInBody = true;
        assertSameOriginWrite(req, caller);
        const limit = options.rateLimit?.();
        if (limit && caller) await consumeLimit(limit, callerKey(caller));
        const rawParams = (context ? await context.params : undefined) ?? {};
        const texts = Object.fromEntries(
          Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
        );
        const params: unknown = serving.params ? parsePathParams(serving.params, texts) : texts;
        let query: unknown = undefined;
        if (serving.query) query = parseQueryOrThrow(serving.query, req.nextUrl.searchParams);
        let body: unknown = undefined;
        let rawBody = "";
        if (serving.bodyReadBy === "raw") {
          rawBody = await readBodyText(req);
        } else if (serving.bodyReadBy === "stream") {
          // the handler reads req.body as it arrives
        } else if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "DELETE") {
          assertJsonBody(req, caller);
          const json = await readJsonBody(req);
          body = serving.bodyReadBy === "schema" && serving.body ? serving.body.parse(json) : json;
        }
        const idempotent =
          options.idempotency && caller
            ? idempotencyRunner(caller, readIdempotencyKey(req.headers), body, options.idempotency)
            : undefined;
        const result = await handler({ req, caller, query, body, rawBody, params, idempotent });
        // A replay sends the first answer's very text (its request id included: the request that made it).
        if (result instanceof ReplayedAnswer) {
          const replay = jsonTextResponse(result.text, result.status, { [REPLAYED_HEADER]: "true" });
          return statusInBody ? withStatusInBody(replay, preferred) : replay;
        }
        return result instanceof Response ? result : jsonResponse(result);
      } catch (error) {
        return statusInBody ? withStatusInBody(errorResponse(error), preferred) : errorResponse(error);
      }
    });
}

/** 401 without a caller, 403 for a role the operation does not take (ADMIN may call everything). */
export function assertAccess(access: Access, caller: Caller | null): void {
  if (access === "public") return;
  if (!caller) throw new ApiError("UNAUTHORIZED", refusal("refusals.auth.signIn"));
  if (caller.role !== "ADMIN" && !access.includes(caller.role))
    throw new ApiError("FORBIDDEN", refusal("refusals.auth.roleMayNotUse"));
}

/** The query by its schema; a bad value is the 400 envelope naming the parameter. */
export function parseQueryOrThrow<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.infer<S> {
  try {
    return parseQuery(schema, params);
  } catch (error) {
    if (error instanceof z.ZodError) throw badRequestFromZod(error);
    throw error;
  }
}

/** Path parameters by their schema: one that cannot name a record is answered like one the caller may not see. */
function parsePathParams(schema: z.ZodObject, texts: Record<string, string>): unknown {
  // Text PostgreSQL cannot hold (a NUL) names no record: the 404, before any query sees it.
  const unstorable = Object.entries(texts).find(([, value]) => unstorableText(value));
  if (unstorable)
    throw new ApiError(
      "NOT_FOUND",
      refusal("refusals.notFound.withValue", { name: unstorable[0], value: JSON.stringify(unstorable[1]) }),
    );
  const parsed = schema.safeParse(texts);
  if (parsed.success) return parsed.data;
  const [name] = parsed.error.issues[0]?.path ?? [];
  const value = typeof name === "string" ? texts[name] : undefined;
  throw new ApiError(
    "NOT_FOUND",
    value === undefined
      ? refusal("refusals.notFound.noSuchRecord")
      : refusal("refusals.notFound.withValue", { name: String(name), value: JSON.stringify(value) }),
  );
}

/** A route handler of an operation as Next.js calls it, carrying the operation it serves. */
export type OperationHandler<O extends Operation = Operation> = ((
  req: NextRequest,
  context?: NextRouteContext,
) => Promise<Response>) & { readonly operation: O };

/**
 * The route handler of one operation (lib/api/operations/): `export const GET = handle(op, fn)`.
 * The wrapper checks the caller against `op.access`, parses the path parameters, query and body
 * with the operation's schemas, and answers what `fn` returns (or throws) as JSON or the envelope.
 */
export function handle<
  P extends z.ZodObject,
  Q extends z.ZodObject | undefined,
  B extends z.ZodType | undefined,
  A extends Access,
  R extends BodyReader,
  I extends IdempotencyOption | undefined = undefined,
>(
  op: Operation<P, Q, B, A, R>,
  fn: (ctx: RouteContext<Infer<Q>, BodyOf<B, R>, A, I, z.infer<P>>) => Promise<unknown>,
  options: ServerOptions<I> = {},
): OperationHandler<Operation<P, Q, B, A, R>> {
  const route = serve(op, options, fn as (ctx: AnyContext) => Promise<unknown>);
  return Object.assign(route, { operation: op });
}

/** The body as the handler gets it: the schema's output where the wrapper parsed it, else unknown JSON (raw: see rawBody). */
type BodyOf<B, R> = R extends "schema" ? (B extends z.ZodType ? z.infer<B> : unknown) : unknown;

/** A bad query value (unparsable date, unknown enum) is a 400, never a silent empty result. */
function badRequestFromZod(error: z.ZodError): ApiError {
  const apiError = toApiError(error);
  return new ApiError("BAD_REQUEST", refusal("refusals.request.badQuery"), apiError.errors);
}
