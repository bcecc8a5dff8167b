// npm run bench -- bookings-list — the bookings list query (lib/booking/list-bookings.ts) on 10,000
// bookings of 3 units each: one page of each kind of view (default, search by VIN or code, status,
// Pol and departure dates, sort by departure) and the CSV export's full view, median and p95.
// Runs in its own process on a fresh database at BENCH_DATABASE_URL (default: 127.0.0.1:5432).
import { spawn } from "node:child_process";
import path from "node:path";

export default async function bookingsListBench(): Promise<void> {
  const server =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const worker = path.join(import.meta.dirname, "_bookings-list-worker.ts");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", worker], {
      stdio: "inherit",
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: "scripts/tsconfig.json",
        TEST_DATABASE_URL: server,
        NODE_ENV: "production",
      },
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`bookings-list bench exited with ${code}`))));
  });
}
