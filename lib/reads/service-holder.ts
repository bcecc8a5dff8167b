// One read service per process (lib/process/singleton.ts): the Next.js bundle (the routes) and the portal
// server's early answers (lib/reads/early-answer.ts, outside the bundle) load their own copies
// of lib/reads, and must share one cache and one version.
import { existingSingleton, singleton } from "@/lib/process/singleton";
import { onAppPoolNotification } from "@/lib/db/notify";
import { pgPool } from "@/lib/db/prisma";
import { env } from "@/lib/env";
import { ReadService } from "@/lib/reads/read-service";
import { ReferenceVersion } from "@/lib/reads/reference-version";

/** The process's read service, once a read route has started it. */
export function runningReadService(): ReadService | undefined {
  return existingSingleton<ReadService>("reads.service");
}

export function keepReadService(service: ReadService): ReadService {
  return singleton("reads.service", () => service);
}

/** The process's read service, started on first use. */
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
