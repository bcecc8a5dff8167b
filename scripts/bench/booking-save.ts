// npm run bench -- booking-save — saves bookings of 1, 50 and 250 items through the save service
// on a fresh PostgreSQL database and prints median/p95 latency and items/s, beside a baseline that
// inserts the same rows (booking, items, revision) with plain batched INSERTs in one transaction.
// The measurement runs in a child process so its database settings cannot leak into other suites.
import { spawn } from "node:child_process";
import path from "node:path";

export default async function bookingSaveBench(): Promise<void> {
  const server =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const worker = path.join(import.meta.dirname, "_booking-save-worker.ts");
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
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`booking-save bench exited with ${code}`))));
  });
}
