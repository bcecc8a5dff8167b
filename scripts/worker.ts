// npm run worker — the item feed's delivery worker as a process of its own (for deployments that
// run the portal with FEED_WORKER=0). Needs DATABASE_URL; run as many as you like.
import { startFeedWorker } from "../lib/feed/run-worker";

if (!process.env.DATABASE_URL) {
  console.error("Set DATABASE_URL (the portal's database).");
  process.exit(1);
}
const worker = startFeedWorker({ force: true })!;
console.log(`Item feed worker ${worker.id} running (FEED_WORKER_CONCURRENCY posts in flight at most, FEED_WORKER_PER_SUBSCRIPTION to one subscription).`);

async function shutdown() {
  await worker.stop();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
