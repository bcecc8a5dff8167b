import "server-only";
// The portal server's door for the schedule reads: every GET of a read path is answered here,
// before Next.js sees it — because Next.js's request handling costs more than a small read itself,
// and because here each coding is sent compressed once, under its own strong tag
// (docs/decisions/003-reads-answered-before-nextjs.md). What the answer is, errors included, is
// decided by the one read pipeline (lib/reads/answer-read.ts); this door only writes it out.
import type http from "node:http";
import { answerRead } from "@/lib/reads/answer-read";
import { readAtPath } from "@/lib/reads/read-definitions";

/** False when the request is not a schedule read; else a promise that it was answered. */
export function answerEarly(req: http.IncomingMessage, res: http.ServerResponse): false | Promise<boolean> {
  if (req.method !== "GET" || !req.url) return false;
  const q = req.url.indexOf("?");
  const path = q === -1 ? req.url : req.url.slice(0, q);
  const read = readAtPath(path);
  if (!read) return false;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const search = q === -1 ? "" : req.url.slice(q + 1);
  return answerRead(read, { path, search, headers, compresses: true }).then((reply) => {
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body ?? undefined);
    return true;
  });
}
