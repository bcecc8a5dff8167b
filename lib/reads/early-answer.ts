import "server-only";
// The portal server's own path for the schedule reads: every GET of a read path is answered here,
// before Next.js sees it — a 304, a cached body, the read's SQL, or the error envelope — because
// Next.js's request handling costs more than a small read itself, and because Next.js compresses
// route answers on its own under the route's ETag (lib/reads/cached-read.ts), where this path
// sends each coding compressed once, with its own tag (docs/decisions/003-reads-answered-before-nextjs.md).
// Same door, same rules as the route: the caller is resolved by resolveCaller and checked by the
// wrapper's assertAccess against the read operation's access, the parameters are parsed by the
// wrapper's parseQueryOrThrow with the operation's schema, the answer comes from the same read
// service with the same headers, errors in the same envelope (errorAnswer), one log line with the
// request id, and the compatibility mode's 200 for a 4xx (lib/api/status-in-body.ts) when the
// request or the caller's key asks for it. Nothing is handed on, so nothing is parsed or checked twice.
import type http from "node:http";
import { API_VERSION, assertAccess, errorAnswer, JSON_ANSWER_HEADERS, parseQueryOrThrow } from "@/lib/api/handler";
import { prefersStatusInBody, statusInBodyAnswer } from "@/lib/api/status-in-body";
import { resolveCaller } from "@/lib/auth/current-caller";
import { requestCookies } from "@/lib/auth/request-cookies";
import { logAnswered, requestIdFrom, withRequestLog } from "@/lib/log/logger";
import { readService } from "@/lib/reads/cached-read";
import { readAtPath } from "@/lib/reads/read-definitions";
import { answerHeaders, type ReadAnswer, type ReadRequest } from "@/lib/reads/read-service";

/**
 * False when the request is not a schedule read; else a promise that it was answered — every GET of
 * a read path, errors included (401, 403, 400 in the route's envelope), so nothing is handed on to
 * Next.js to be parsed and checked a second time.
 */
export function answerEarly(req: http.IncomingMessage, res: http.ServerResponse): false | Promise<boolean> {
  if (req.method !== "GET" || !req.url) return false;
  const q = req.url.indexOf("?");
  const path = q === -1 ? req.url : req.url.slice(0, q);
  const read = readAtPath(path);
  if (!read) return false;
  let query: unknown;
  let badQuery: unknown = null;
  try {
    query = parseQueryOrThrow(read.query, new URLSearchParams(q === -1 ? "" : req.url.slice(q + 1)));
  } catch (error) {
    badQuery = error; // answered after the caller check, as the route orders them
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const service = readService();
  const request: ReadRequest = {
    ifNoneMatch: headers.get("if-none-match"),
    acceptEncoding: headers.get("accept-encoding"),
  };
  // Before any I/O: a 304 or a cached body is known now, so its caller check is the only await.
  const atOnce = badQuery ? null : service.answerAtOnce(read, query as never, request);
  const requestId = requestIdFrom(headers);
  return withRequestLog(requestId, { method: "GET", path }, async () => {
    const started = performance.now();
    let status: number;
    const preferred = prefersStatusInBody(headers);
    let statusInBody = preferred;
    try {
      const caller = await resolveCaller({ headers, cookies: requestCookies(headers) });
      assertAccess(read.operation.access, caller);
      if (caller?.statusInBody) statusInBody = true;
      if (badQuery) throw badQuery;
      const answer = atOnce ?? (await service.answer(read, query as never, request));
      status = sendAnswer(res, answer, requestId);
    } catch (error) {
      const failed = errorAnswer(error);
      const sent = statusInBody ? statusInBodyAnswer(failed.status, preferred) : { status: failed.status, headers: {} };
      status = sent.status;
      res.writeHead(sent.status, {
        ...JSON_ANSWER_HEADERS,
        "x-request-id": requestId,
        ...failed.headers,
        ...sent.headers,
      });
      res.end(failed.body);
    }
    logAnswered(status, started);
    return true;
  });
}

function sendAnswer(res: http.ServerResponse, answer: ReadAnswer, requestId: string): number {
  const headers: Record<string, string | number> = {
    "api-version": API_VERSION,
    "x-request-id": requestId,
    ...answerHeaders(answer),
  };
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
