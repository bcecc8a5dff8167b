import "server-only";
// The route handler of a schedule read: the usual door (`handle`: caller, role, parameters,
// error envelope), then the answer from the process's read service — a 304, a cached body or
// the read's SQL — with ETag and Cache-Control. Under the portal server (npm start, npm run dev)
// a read with valid credentials is answered before Next.js, compressed as the client accepts
// (lib/reads/early-answer.ts); this route answers the errors, and every read under `next start`.
import { API_VERSION, handle } from "@/lib/api/handler";
import { onAppPoolNotification } from "@/lib/db/notify";
import { pgPool } from "@/lib/db/prisma";
import { env } from "@/lib/env";
import type { ReadDefinition } from "@/lib/reads/read-definitions";
import { answerHeaders, ReadService, type ReadAnswer } from "@/lib/reads/read-service";
import { ReferenceVersion } from "@/lib/reads/reference-version";
import { keepReadService, runningReadService } from "@/lib/reads/service-holder";

export function readService(): ReadService {
  const existing = runningReadService();
  if (existing) return existing;
  const version = new ReferenceVersion({
    connectionString: env().DATABASE_URL,
    pool: pgPool(),
    subscribePool: onAppPoolNotification,
  });
  return keepReadService(new ReadService({ pool: pgPool(), version, cacheBytes: env().READ_CACHE_BYTES }));
}

/**
 * The route's Response. Next.js drops a Content-Encoding a route sets and compresses route answers
 * itself when the client accepts a coding, so the route answers identity, and then under a weak
 * tag (`W/`): one strong tag must not name two codings of an answer.
 */
function readResponse(answer: ReadAnswer, acceptEncoding: string | null): Response {
  const headers: Record<string, string> = { "api-version": API_VERSION, ...answerHeaders(answer) };
  if (acceptEncoding && /gzip|deflate|br|\*/i.test(acceptEncoding)) headers.etag = `W/${headers.etag}`;
  if (answer.status === 304) return new Response(null, { status: 304, headers });
  return new Response(
    new Uint8Array(answer.body.buffer as ArrayBuffer, answer.body.byteOffset, answer.body.byteLength),
    { status: 200, headers },
  );
}

export function cachedReadRoute<S extends ReadDefinition>(read: S) {
  return handle(read.operation, async ({ req, query }) =>
    readResponse(
      await readService().answer(read, query as never, { ifNoneMatch: req.headers.get("if-none-match") }),
      req.headers.get("accept-encoding"),
    ),
  );
}
