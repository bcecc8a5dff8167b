// npm run bench -- events — GET /api/events's read (lib/tracking/events.ts): 500 events in one
// answer for an agent, for staff of the line, and the same through a VIN filter and a replay
// cursor, over a table of 20,000 events of 2,000 bookings; median and p95.
// Runs in its own process on a fresh database at BENCH_DATABASE_URL (default: 127.0.0.1:5432).
import { runBenchWorker } from "./_spawn-worker";

export default function eventsBench(): Promise<void> {
  return runBenchWorker("events", "_events-worker.ts");
}
