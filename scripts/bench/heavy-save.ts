// npm run bench -- heavy-save — the heaviest booking save the limits allow (lib/booking/message/save-schema.ts
// SAVE_LIMITS, MAX_BODY_BYTES), sent through the save route on a fresh PostgreSQL database: wall
// time, peak memory growth and event-loop delay, one at a time and four at once. Target (issue 11):
// under 2 s and 200 MB. The measurement runs in a child process, so memory figures are its own.
import { runBenchWorker } from "./_spawn-worker";

export default function heavySaveBench(): Promise<void> {
  return runBenchWorker("heavy-save", "_heavy-save-worker.ts", { exposeGc: true, env: { LOG_LEVEL: "warn" } });
}
