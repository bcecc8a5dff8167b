// npm run bench -- feed — the item update feed on a fresh PostgreSQL server database: milestone →
// subscriber latency (p50/p95) with one worker running, the same with one subscriber whose
// endpoint hangs beside healthy ones (their latency), and sustained records/s to a local
// receiver with 1 and 4 worker processes (each as `npm run worker` runs it). The measurement
// runs in a child process so its database settings cannot leak into other suites.
import { spawn } from "node:child_process";
import path from "node:path";

export default async function feedBench(): Promise<void> {
  const server =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const measure = path.join(import.meta.dirname, "_feed-measure.ts");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", measure], {
      stdio: "inherit",
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: "scripts/tsconfig.json",
        TEST_DATABASE_URL: server,
        NODE_ENV: "production",
      },
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`feed bench exited with ${code}`))));
  });
}
