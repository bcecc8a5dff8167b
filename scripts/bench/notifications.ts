// npm run bench -- notifications — a milestone recorded for 250 units of 50 bookings on a fresh
// PostgreSQL server database → the notifications (one per booking and agent user) and their
// e-mails, sent by one notification worker through a local SMTP server (smtp-server): the time
// from the recording's start to the last e-mail accepted, and the running portal's read latency
// (p50/p95 of two reads) idle and while the e-mails go out, with the worker inside the portal's
// process and in one of its own. Runs in a child process, like feed.ts (_notifications-measure.ts).
import { spawn } from "node:child_process";
import path from "node:path";

export default async function notificationsBench(): Promise<void> {
  const server =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const measure = path.join(import.meta.dirname, "_notifications-measure.ts");
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
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`notifications bench exited with ${code}`))));
  });
}
