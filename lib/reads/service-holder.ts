// One read service per process, on globalThis: the Next.js bundle (the routes) and the portal
// server's early answers (lib/reads/early-answer.ts, outside the bundle) load their own copies
// of lib/reads, and must share one cache and one version.
import type { ReadService } from "@/lib/reads/read-service";

const SERVICE_KEY = Symbol.for("quayside.reads.service");
const holder = globalThis as unknown as Record<symbol, ReadService | undefined>;

/** The process's read service, once a read route has started it. */
export function runningReadService(): ReadService | undefined {
  return holder[SERVICE_KEY];
}

export function keepReadService(service: ReadService): ReadService {
  holder[SERVICE_KEY] ??= service;
  return holder[SERVICE_KEY];
}
