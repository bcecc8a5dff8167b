import "server-only";
// The portal server's shortcut for integrators polling the reads: a request with an API key
// whose answer needs no I/O — a 304, or a body already cached in the coding it accepts — is
// answered before Next.js sees it. Everything else (sessions, misses, errors, bad parameters)
// goes on to the route, which answers the same way and fills the cache. Same door, same rules:
// the caller is resolved by resolveCaller, the roles are the routes' (READ_ACCESS), the
// parameters are parsed by the routes' schemas, the headers are the routes' (answerHeaders).
import type http from "node:http";
import { API_VERSION } from "@/lib/api/handler";
import { parseQuery } from "@/lib/api/query";
import { resolveCaller } from "@/lib/auth/current-caller";
import { READ_ACCESS, readAtPath } from "@/lib/reads/read-definitions";
import { answerHeaders, type ReadAnswer } from "@/lib/reads/read-service";
import { runningReadService } from "@/lib/reads/service-holder";

const NO_COOKIES = { getAll: () => [] };

/** False when the request is not one to answer early; else a promise of whether it was answered. */
export function answerEarly(req: http.IncomingMessage, res: http.ServerResponse): false | Promise<boolean> {
  if (req.method !== "GET" || !req.url || !req.headers.authorization) return false;
  const q = req.url.indexOf("?");
  const read = readAtPath(q === -1 ? req.url : req.url.slice(0, q));
  const service = runningReadService();
  if (!read || !service || (!service.caching && !req.headers["if-none-match"])) return false;
  // The answer first (no I/O): a miss costs a parse and a hash, and the caller check is left
  // to the route rather than done twice.
  let answer: ReadAnswer | null;
  try {
    const query = parseQuery(read.query, new URLSearchParams(q === -1 ? "" : req.url.slice(q + 1)));
    answer = service.answerAtOnce(read, query as never, { ifNoneMatch: req.headers["if-none-match"], acceptEncoding: req.headers["accept-encoding"] });
  } catch {
    return false; // a bad parameter: the route answers it with the envelope
  }
  if (!answer) return false;
  const found = answer;
  return (async () => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
      }
      const caller = await resolveCaller({ headers, cookies: NO_COOKIES });
      if (!caller || (caller.role !== "ADMIN" && !READ_ACCESS.includes(caller.role))) return false;
      send(res, found);
      return true;
    } catch {
      return false; // a bad key: the route answers 401 with the envelope
    }
  })();
}

function send(res: http.ServerResponse, answer: ReadAnswer) {
  const headers: Record<string, string | number> = { "api-version": API_VERSION, ...answerHeaders(answer) };
  if (answer.status === 304) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers["content-length"] = answer.body.length;
  res.writeHead(200, headers);
  res.end(answer.body);
}
