// Calls an exported route handler with a real Request, as the portal server would.
import { NextRequest } from "next/server";
import { PEER_IP_HEADER } from "@/lib/net/client-ip";

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
}

export async function callRoute<T = unknown>(handler: Handler, options: CallOptions): Promise<{ status: number; body: T; headers: Headers }> {
  const headers = new Headers(options.headers);
  headers.set(PEER_IP_HEADER, options.ip ?? "127.0.0.1");
  if (options.apiKey) headers.set("authorization", `Bearer ${options.apiKey}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(new URL(options.url, "http://localhost"), { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}
