import "server-only";
// The one pipeline of a schedule read, whichever door it came in by: the portal server's early
// answer (lib/reads/early-answer.ts, every read under `npm start` and `npm run dev`) or the route
// handler (lib/reads/cached-read.ts: under a plain `next start`, and the route tests). Caller,
// access, parameters, the read service (304, cache, SQL), ETag, coding, headers, the error
// envelope, the compatibility mode and the log line are decided here once, into a reply that each
// door only writes out (docs/decisions/104-one-pipeline-for-schedule-reads.md).
import type { z } from "zod";
import { API_VERSION, assertAccess, errorAnswer, JSON_ANSWER_HEADERS, parseQueryOrThrow } from "@/lib/api/handler";
import { prefersStatusInBody, statusInBodyAnswer } from "@/lib/api/status-in-body";
import { resolveCaller } from "@/lib/auth/current-caller";
import { requestCookies } from "@/lib/auth/request-cookies";
import { logAnswered, requestIdFrom, withRequestLog } from "@/lib/log/logger";
import { readService } from "@/lib/reads/service-holder";
import type { ReadDefinition } from "@/lib/reads/read-definitions";
import { answerHeaders, type ReadAnswer, type ReadRequest } from "@/lib/reads/read-service";

/** A read's answer as any door sends it. */
export interface ReadReply {
  status: number;
  headers: Record<string, string>;
  /** null for a 304 */
  body: Buffer | string | null;
}

export interface ReadCall {
  /** The request's path, for the log line. */
  path: string;
  /** The query string, without "?". */
  search: string;
  headers: Headers;
  /**
   * Whether this door may send a compressed body. The portal server may; a route handler may not
   * (Next.js drops a Content-Encoding a route sets), so it answers identity, which the answers'
   * `no-transform` keeps Next.js from compressing under the identity's strong tag.
   */
  compresses: boolean;
}

export function answerRead<Q extends z.ZodObject>(read: ReadDefinition<Q>, call: ReadCall): Promise<ReadReply> {
  let query: z.infer<Q> | undefined;
  let badQuery: unknown = null;
  try {
    query = parseQueryOrThrow(read.query, new URLSearchParams(call.search));
  } catch (error) {
    badQuery = error; // answered after the caller check, as every route orders them
  }
  const request: ReadRequest = {
    ifNoneMatch: call.headers.get("if-none-match"),
    acceptEncoding: call.compresses ? call.headers.get("accept-encoding") : null,
  };
  const requestId = requestIdFrom(call.headers);
  return withRequestLog(requestId, { method: "GET", path: call.path }, async () => {
    const started = performance.now();
    const preferred = prefersStatusInBody(call.headers);
    let statusInBody = preferred;
    let reply: ReadReply;
    try {
      const service = readService();
      // Before any I/O: a 304 or a cached body is known now, so the caller check is the only await.
      const atOnce = query === undefined ? null : service.answerAtOnce(read, query, request);
      const caller = await resolveCaller({ headers: call.headers, cookies: requestCookies(call.headers) });
      assertAccess(read.operation.access, caller);
      if (caller?.statusInBody) statusInBody = true;
      if (query === undefined) throw badQuery;
      reply = readReply(atOnce ?? (await service.answer(read, query, request)), requestId);
    } catch (error) {
      const failed = errorAnswer(error);
      const sent = statusInBody ? statusInBodyAnswer(failed.status, preferred) : { status: failed.status, headers: {} };
      reply = {
        status: sent.status,
        headers: { ...JSON_ANSWER_HEADERS, "x-request-id": requestId, ...failed.headers, ...sent.headers },
        body: failed.body,
      };
    }
    logAnswered(reply.status, started);
    return reply;
  });
}

function readReply(answer: ReadAnswer, requestId: string): ReadReply {
  const headers: Record<string, string> = {
    "api-version": API_VERSION,
    "x-content-type-options": "nosniff",
    "x-request-id": requestId,
    ...answerHeaders(answer),
  };
  if (answer.status === 304) return { status: 304, headers, body: null };
  headers["content-length"] = String(answer.body.length);
  return { status: 200, headers, body: answer.body };
}
