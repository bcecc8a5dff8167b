// npm run bench -- feed — the item update feed on a fresh PostgreSQL server database: milestone →
// subscriber latency (p50/p95) with one worker running, the same with one subscriber whose
// endpoint hangs beside healthy ones (their latency), and sustained records/s to a local
// receiver with 1 and 4 worker processes (each as `npm run worker` runs it). The measurement
// runs in a child process so its database settings cannot leak into other suites.
import { runBenchWorker } from "./_spawn-worker";

export default function feedBench(): Promise<void> {
  return runBenchWorker("feed", "_feed-measure.ts");
}
