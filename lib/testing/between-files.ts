// Test files of one worker share its modules (vitest `isolate: false`, scripts/test-all.sh): each
// file starts as it would in a process of its own. Before each file (lib/testing/worker-setup.ts):
// the environment is the worker's first, the parsed env is forgotten, and the process's values
// (lib/process/singleton.ts: pools, the Prisma client, caches, the read service) are closed and
// dropped, so the file's own DATABASE_URL makes new ones. Importing the app's modules once per
// worker instead of once per file took about a quarter of the server run's time.
import pg from "pg";
import { forgetEnv } from "@/lib/env";
import { isRecord } from "@/lib/core/narrow";

const FIRST_ENV = Symbol.for("quayside-test.first-env");
// Kept across files: the log, the metrics registry (prom-client refuses a metric registered twice)
// and the schema engine's WebAssembly instance (one per process: lib/db/schema-engine.ts).
const KEPT = new Set(["quayside.log", "quayside.metrics", "quayside.schema-engine"]);

function restoreEnvironment(): void {
  const first = Reflect.get(globalThis, FIRST_ENV);
  if (!isRecord(first)) {
    Reflect.set(globalThis, FIRST_ENV, { ...process.env });
    return;
  }
  for (const name of Object.keys(process.env)) if (!(name in first)) delete process.env[name];
  for (const [name, value] of Object.entries(first)) if (typeof value === "string") process.env[name] = value;
}

async function close(value: unknown): Promise<void> {
  if (value instanceof pg.Pool) {
    if (!value.ended) await value.end().catch(() => {});
    return;
  }
  if (!isRecord(value)) return;
  for (const method of ["stop", "$disconnect"]) {
    const fn = value[method];
    if (typeof fn === "function") await Promise.resolve(fn.call(value)).catch(() => {});
  }
}

export async function startFileAfresh(): Promise<void> {
  for (const key of Object.getOwnPropertySymbols(globalThis)) {
    const name = key.description ?? "";
    if (!name.startsWith("quayside.") || KEPT.has(name)) continue;
    await close(Reflect.get(globalThis, key));
    Reflect.deleteProperty(globalThis, key);
  }
  restoreEnvironment();
  forgetEnv();
}
