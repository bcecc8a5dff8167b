// npm run bench -- bookings-list — the bookings list query (lib/booking/read/list-bookings.ts) on 10,000
// bookings of 3 units each: one page of each kind of view (default, search by VIN or code, status,
// Pol and departure dates, sort by departure) and the CSV export's full view, median and p95.
// Runs in its own process on a fresh database at BENCH_DATABASE_URL (default: 127.0.0.1:5432).
import { runBenchWorker } from "./_spawn-worker";

export default function bookingsListBench(): Promise<void> {
  return runBenchWorker("bookings-list", "_bookings-list-worker.ts");
}
