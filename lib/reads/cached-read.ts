import "server-only";
// The route handler of a schedule read: the usual door (apiRoute: caller, role, parameters,
// error envelope), then the answer from the process's read service — a 304, a cached body or
// the read's SQL — with ETag, Cache-Control and the content coding the client accepts.
import { apiRoute, API_VERSION } from "@/lib/api/handler";
import { onAppPoolNotification } from "@/lib/db/notify";
import { pgPool } from "@/lib/db/prisma";
import { env } from "@/lib/env";
import { READ_ACCESS, type ReadDefinition } from "@/lib/reads/read-definitions";
import { answerHeaders, ReadService, type ReadAnswer } from "@/lib/reads/read-service";
import { ReferenceVersion } from "@/lib/reads/reference-version";
import { keepReadService, runningReadService } from "@/lib/reads/service-holder";

export function readService(): ReadService {
  const existing = runningReadService();
  if (existing) return existing;
  const version = new ReferenceVersion({ connectionString: env().DATABASE_URL, pool: pgPool(), subscribePool: onAppPoolNotification });
  return keepReadService(new ReadService({ pool: pgPool(), version, cacheBytes: env().READ_CACHE_BYTES }));
}

export function readResponse(answer: ReadAnswer): Response {
  const headers = { "api-version": API_VERSION, ...answerHeaders(answer) };
  if (answer.status === 304) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(answer.body.buffer as ArrayBuffer, answer.body.byteOffset, answer.body.byteLength), { status: 200, headers });
}

export function cachedReadRoute<S extends ReadDefinition>(read: S) {
  return apiRoute({ access: READ_ACCESS, query: read.query }, async ({ req, query }) =>
    readResponse(
      await readService().answer(read, query as never, {
        ifNoneMatch: req.headers.get("if-none-match"),
        // Identity here: Next.js compresses route answers itself (gzip), and a body already in br
        // would reach the client encoded twice under one Content-Encoding. The portal server's
        // early answer (lib/reads/early-answer.ts), which Next.js does not touch, sends br or gzip.
        acceptEncoding: null,
        prepareCodingFor: req.headers.get("accept-encoding"),
      }),
    ),
  );
}
