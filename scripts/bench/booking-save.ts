// npm run bench -- booking-save — saves bookings of 1, 50 and 250 items through the save service
// on a fresh PostgreSQL database and prints median/p95 latency and items/s, beside a baseline that
// inserts the same rows (booking, items, revision) with plain batched INSERTs in one transaction.
// The measurement runs in a child process so its database settings cannot leak into other suites.
import { runBenchWorker } from "./_spawn-worker";

export default function bookingSaveBench(): Promise<void> {
  return runBenchWorker("booking-save", "_booking-save-worker.ts");
}
