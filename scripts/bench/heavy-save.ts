// npm run bench -- heavy-save — the heaviest booking save the limits allow (lib/booking/save-schema.ts
// SAVE_LIMITS, MAX_BODY_BYTES), sent through the save route on a fresh PostgreSQL database: wall
// time, peak memory growth and event-loop delay, one at a time and four at once. Target (issue 11):
// under 2 s and 200 MB. The measurement runs in a child process, so memory figures are its own.
import { spawn } from "node:child_process";
import path from "node:path";

export default async function heavySaveBench(): Promise<void> {
  const server =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const worker = path.join(import.meta.dirname, "_heavy-save-worker.ts");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--expose-gc", worker], {
      stdio: "inherit",
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: "scripts/tsconfig.json",
        TEST_DATABASE_URL: server,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
      },
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`heavy-save bench exited with ${code}`))));
  });
}
