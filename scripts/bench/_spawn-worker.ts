// Runs a bench's measurement in a child process (its database settings and memory figures are its
// own), against BENCH_DATABASE_URL's server (default: the local PostgreSQL at 127.0.0.1:5432).
import { spawn } from "node:child_process";
import path from "node:path";

export function runBenchWorker(
  suite: string,
  workerFile: string,
  options: { exposeGc?: boolean; env?: Record<string, string> } = {},
): Promise<void> {
  const server =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const args = [
    "--import",
    "tsx",
    ...(options.exposeGc ? ["--expose-gc"] : []),
    path.join(import.meta.dirname, workerFile),
  ];
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: "inherit",
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: "scripts/tsconfig.json",
        TEST_DATABASE_URL: server,
        NODE_ENV: "production",
        ...options.env,
      },
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${suite} bench exited with ${code}`))));
  });
}
