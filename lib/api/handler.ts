import "server-only";
// The one wrapper every route handler goes through: resolve the caller (session or API key),
// check the role, parse and validate the input, and answer every error with the envelope.
import type { NextRequest } from "next/server";
import { z } from "zod";
import { ApiError, toApiError } from "@/lib/api/errors";
import { parseQuery } from "@/lib/api/query";
import { resolveCaller } from "@/lib/auth/current-caller";
import type { Caller, Role } from "@/lib/auth/caller";
import { env } from "@/lib/env";

/** The spec labels every operation v1.0 without putting it in the paths. */
export const API_VERSION = "1.0";

type Access = "public" | readonly Role[];

interface RouteConfig<Q extends z.ZodObject | undefined, B extends z.ZodType | undefined> {
  /** Roles that may call; ADMIN may call everything. "public" needs no caller. */
  access: Access;
  query?: Q;
  /** Schema of the JSON body; without one the handler gets the parsed JSON as `unknown`. */
  body?: B;
  /** Hand the body over as the exact text received (`rawBody`), unparsed: for signature checks. */
  rawBody?: boolean;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface RouteContext<Q, B, A extends Access> {
  req: NextRequest;
  caller: A extends "public" ? Caller | null : Caller;
  query: Q;
  body: B;
  /** The body text exactly as received, when the route asked for `rawBody`. */
  rawBody: string;
  params: Record<string, string>;
}

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

export function jsonResponse(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonTextResponse(JSON.stringify(data), status, headers);
}

/** A body that is already JSON text (e.g. written by PostgreSQL). */
export function jsonTextResponse(json: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(json, { status, headers: { "content-type": "application/json; charset=utf-8", "api-version": API_VERSION, ...headers } });
}

export function errorResponse(error: unknown): Response {
  const apiError = toApiError(error);
  const headers: Record<string, string> = {};
  if (apiError.code === "UNAUTHORIZED") headers["www-authenticate"] = 'Bearer realm="quayside"';
  if (apiError.code === "UNAVAILABLE") headers["retry-after"] = "5";
  return jsonResponse(apiError.toEnvelope(), apiError.httpStatus, headers);
}

/** Reads the body as JSON, refusing bodies over MAX_BODY_BYTES before parsing them. */
export async function readJsonBody(req: Request): Promise<unknown> {
  const text = await readBodyText(req);
  if (!text.trim()) throw new ApiError("BAD_REQUEST", "The request has no body; send JSON.");
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("BAD_REQUEST", "The request body is not valid JSON.");
  }
}

/** The body as text, refusing bodies over MAX_BODY_BYTES while reading them. */
export async function readBodyText(req: Request): Promise<string> {
  const limit = env().MAX_BODY_BYTES;
  const tooLarge = () => new ApiError("PAYLOAD_TOO_LARGE", `The request body is larger than ${limit} bytes.`);
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

export function apiRoute<
  A extends Access,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  config: RouteConfig<Q, B> & { access: A },
  handler: (ctx: RouteContext<Infer<Q>, B extends z.ZodType ? z.infer<B> : unknown, A>) => Promise<unknown>,
) {
  return async (req: NextRequest, context?: NextRouteContext): Promise<Response> => {
    try {
      const caller = await resolveCaller(req);
      if (config.access !== "public") {
        if (!caller) throw new ApiError("UNAUTHORIZED", "Sign in, or send 'Authorization: Bearer <api key>'.");
        if (caller.role !== "ADMIN" && !config.access.includes(caller.role)) {
          throw new ApiError("FORBIDDEN", "Your role may not use this operation.");
        }
      }
      let query: unknown = undefined;
      if (config.query) {
        try {
          query = parseQuery(config.query, req.nextUrl.searchParams);
        } catch (error) {
          if (error instanceof z.ZodError) throw badRequestFromZod(error);
          throw error;
        }
      }
      let body: unknown = undefined;
      let rawBody = "";
      if (config.rawBody) {
        rawBody = await readBodyText(req);
      } else if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "DELETE") {
        const json = await readJsonBody(req);
        body = config.body ? config.body.parse(json) : json;
      }
      const rawParams = (context ? await context.params : undefined) ?? {};
      const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
      const result = await handler({ req, caller: caller as never, query: query as never, body: body as never, rawBody, params });
      return result instanceof Response ? result : jsonResponse(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** A bad query value (unparsable date, unknown enum) is a 400, never a silent empty result. */
function badRequestFromZod(error: z.ZodError): ApiError {
  const apiError = toApiError(error);
  return new ApiError("BAD_REQUEST", "A query parameter has a bad value.", apiError.errors);
}
