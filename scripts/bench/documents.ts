// npm run bench -- documents — the documents Quayside produces and the files it keeps, on a fresh
// PostgreSQL database: the 250-unit booking's issued bill of lading and its invoice (read and PDF;
// target ≤ 2 s each), the confirmation and dock receipts of that booking and the manifest of
// the fullest voyage (median and p95 of several runs; target: median ≤ 1 s each on a quiet
// machine), and uploads through the route (MB/s one at a time, and 5 × 10 MB at once with the
// process's peak memory growth: uploads stream into PostgreSQL, so it stays far below 50 MB).
import { runBenchWorker } from "./_spawn-worker";

export default function documentsBench(): Promise<void> {
  return runBenchWorker("documents", "_documents-worker.ts", { exposeGc: true, env: { LOG_LEVEL: "warn" } });
}
