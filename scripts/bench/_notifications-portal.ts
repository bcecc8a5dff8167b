// The portal as the notifications bench runs it: the portal's HTTP server (scripts/run-portal.ts's)
// on DATABASE_URL, whose notification worker (sending through SMTP_URL) the bench starts and stops
// with a line on stdin ("start" / "stop"; answered "started" / "stopped"). Next.js from the
// `next build` output, or its dev server when BENCH_PORTAL_DEV=1 (no build on this machine).
import { createInterface } from "node:readline";
import { startNotificationWorker } from "../../lib/notifications/run-worker";
import { startPortalServer } from "../../lib/server/portal-server";
import type { NotificationWorker } from "../../lib/notifications/worker";

const server = await startPortalServer({
  dev: process.env.BENCH_PORTAL_DEV === "1",
  hostname: "127.0.0.1",
  port: Number(process.env.PORT),
});
let worker: NotificationWorker | null = null;
createInterface({ input: process.stdin }).on("line", async (line) => {
  if (line === "start") {
    worker ??= startNotificationWorker({ force: true, log: (l) => console.error(l) });
    console.log("started");
  } else if (line === "stop") {
    await worker?.stop();
    worker = null;
    console.log("stopped");
  }
});
console.log("ready");
process.once("SIGTERM", () => {
  void Promise.all([worker?.stop(), server.close()]).finally(() => process.exit(0));
});
