// Calls an exported route handler with a real Request, as the portal server would.
import { NextRequest } from "next/server";
import { PEER_IP_HEADER } from "@/lib/net/client-ip";
import { checkExchange } from "@/lib/testing/openapi-traffic";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  /** path and query, e.g. "/api/voyage/pols?Line=Nordic" */
  url: string;
  apiKey?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** the socket address the request comes from */
  ip?: string;
  params?: Record<string, string>;
  /** Keep the error envelope's requestId in `body` (by default it is checked against x-request-id, then dropped). */
  keepRequestId?: boolean;
  /** Measurements only (scripts/bench): skip the OpenAPI check, whose parsing would be measured with the route. */
  skipOpenApiCheck?: true;
}

export async function callRoute<T = unknown>(
  handler: Handler,
  options: CallOptions,
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers = new Headers(options.headers);
  headers.set(PEER_IP_HEADER, options.ip ?? "127.0.0.1");
  if (options.apiKey) headers.set("authorization", `Bearer ${options.apiKey}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const req = new NextRequest(new URL(options.url, "http://localhost"), {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  // Request and answer against the OpenAPI document (throws on a mismatch: lib/testing/openapi-traffic.ts).
  if (!options.skipOpenApiCheck)
    checkExchange({
      method: req.method,
      url: options.url,
      requestHeaders: headers,
      requestBody: body,
      status: res.status,
      responseHeaders: res.headers,
      responseBody: text,
    });
  // JSON answers parsed; a file (text/csv) as its text.
  const isJson = !res.headers.get("content-type") || /json/i.test(res.headers.get("content-type")!);
  const parsed = text ? (isJson ? JSON.parse(text) : text) : null;
  // Every error envelope names its request (lib/api/handler.ts); tests compare the rest of it.
  if (!options.keepRequestId && res.status >= 400 && parsed && typeof parsed === "object" && "requestId" in parsed) {
    // A replayed answer names the request that made it first.
    if (res.headers.get("idempotent-replayed") !== "true" && parsed.requestId !== res.headers.get("x-request-id"))
      throw new Error(`requestId ${parsed.requestId} is not x-request-id ${res.headers.get("x-request-id")}`);
    delete parsed.requestId;
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}
