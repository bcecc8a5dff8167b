// npm run bench -- sailing-search — "Will it ship?" (POST /api/sailings/search) on a fresh seeded
// database: 5 units, the next 8 weeks, space and price included, through the route, one lane per
// line. Target (issue 37): p95 ≤ 300 ms.
import { runBenchWorker } from "./_spawn-worker";

export default function sailingSearchBench(): Promise<void> {
  return runBenchWorker("sailing-search", "_sailing-search-worker.ts", { env: { LOG_LEVEL: "warn" } });
}
