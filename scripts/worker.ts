// npm run worker — the item feed's delivery worker and the notification worker as a process of its own (for deployments that
// run the portal with FEED_WORKER=0). Needs DATABASE_URL; run as many as you like.
// SIGTERM/SIGINT: stop claiming, let posts in flight finish within SHUTDOWN_DEADLINE_MS, release
// the batches of those still running then (another worker takes them at once), close the pool.
import { env } from "../lib/env";
import { pgPool } from "../lib/db/prisma";
import { startFeedWorker } from "../lib/feed/run-worker";
import { startNotificationWorker } from "../lib/notifications/run-worker";
import { guardProcessOutput } from "../lib/log/process-output";

// A log reader that goes away must not take the worker down (lib/log/process-output.ts).
guardProcessOutput();

if (!process.env.DATABASE_URL) {
  console.error("Set DATABASE_URL (the portal's database).");
  process.exit(1);
}
const worker = startFeedWorker({ force: true })!;
const notifications = startNotificationWorker({ force: true })!;
console.log(
  `Notification worker ${notifications.id} running (e-mail ${env().SMTP_URL ? "through SMTP_URL" : "off: SMTP_URL is not set"}).`,
);
console.log(
  `Item feed worker ${worker.id} running (FEED_WORKER_CONCURRENCY posts in flight at most, FEED_WORKER_PER_SUBSCRIPTION to one subscription).`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  const [{ released }] = await Promise.all([worker.stop(env().SHUTDOWN_DEADLINE_MS), notifications.stop()]);
  await pgPool()
    .end()
    .catch(() => {});
  console.log(
    `Item feed worker ${worker.id} stopped on ${signal} in ${Date.now() - started} ms (${released} claimed batches released unposted).`,
  );
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
