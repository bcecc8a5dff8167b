import "server-only";
// The portal server's own path for the schedule reads: a GET with credentials (an API key or a
// session) is answered here, before Next.js sees it — a 304, a cached body, or the read's SQL —
// because Next.js's request handling costs more than a small read itself, and because Next.js
// compresses route answers on its own under the route's ETag (lib/reads/cached-read.ts), where
// this path sends each coding compressed once, with its own tag (README "Reads API").
// Same door, same rules as the route: the caller is resolved by resolveCaller, the roles are the
// read operation's access, the parameters are parsed by the routes' schemas, the answer comes from
// the same read service with the same headers, errors in the same envelope, one log line with the
// request id. Whatever needs the route's envelope before the read runs (no caller, a bad key, a
// bad parameter) goes on to the route.
import type http from "node:http";
import { API_VERSION, errorAnswer, JSON_ANSWER_HEADERS } from "@/lib/api/handler";
import { parseQuery } from "@/lib/api/query";
import { resolveCaller } from "@/lib/auth/current-caller";
import { requestCookies } from "@/lib/auth/request-cookies";
import { logAnswered, requestIdFrom, withRequestLog } from "@/lib/log/logger";
import { readService } from "@/lib/reads/cached-read";
import { readAtPath } from "@/lib/reads/read-definitions";
import { answerHeaders, type ReadAnswer, type ReadRequest } from "@/lib/reads/read-service";

/** False when the request is not one to answer here; else a promise of whether it was answered. */
export function answerEarly(req: http.IncomingMessage, res: http.ServerResponse): false | Promise<boolean> {
  if (req.method !== "GET" || !req.url || !(req.headers.authorization || req.headers.cookie)) return false;
  const q = req.url.indexOf("?");
  const path = q === -1 ? req.url : req.url.slice(0, q);
  const read = readAtPath(path);
  if (!read) return false;
  let query: unknown;
  try {
    query = parseQuery(read.query, new URLSearchParams(q === -1 ? "" : req.url.slice(q + 1)));
  } catch {
    return false; // a bad parameter: the route answers it with the envelope
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const service = readService();
  const request: ReadRequest = { ifNoneMatch: headers.get("if-none-match"), acceptEncoding: headers.get("accept-encoding") };
  // Before any I/O: a 304 or a cached body is known now, so its caller check is the only await.
  const atOnce = service.answerAtOnce(read, query as never, request);
  const requestId = requestIdFrom(headers);
  return withRequestLog(requestId, { method: "GET", path }, async () => {
    const started = performance.now();
    try {
      const caller = await resolveCaller({ headers, cookies: requestCookies(headers) });
      if (!caller || (caller.role !== "ADMIN" && !read.operation.access.includes(caller.role))) return false;
    } catch {
      return false; // a bad key, or the caller could not be checked: the route answers with the envelope
    }
    let status: number;
    try {
      const answer = atOnce ?? (await service.answer(read, query as never, request));
      status = sendAnswer(res, answer, requestId);
    } catch (error) {
      const failed = errorAnswer(error);
      status = failed.status;
      res.writeHead(failed.status, { ...JSON_ANSWER_HEADERS, "x-request-id": requestId, ...failed.headers });
      res.end(failed.body);
    }
    logAnswered(status, started);
    return true;
  });
}

function sendAnswer(res: http.ServerResponse, answer: ReadAnswer, requestId: string): number {
  const headers: Record<string, string | number> = { "api-version": API_VERSION, "x-request-id": requestId, ...answerHeaders(answer) };
  if (answer.status === 304) {
    res.writeHead(304, headers);
    res.end();
    return 304;
  }
  headers["content-length"] = answer.body.length;
  res.writeHead(200, headers);
  res.end(answer.body);
  return 200;
}
