export {};
// One delivery worker process of the feed benchmark (as `npm run worker` runs it).
const { FeedWorker } = await import("../../lib/feed/worker");
const worker = new FeedWorker({
  concurrency: Number(process.env.FEED_WORKER_CONCURRENCY ?? 16),
  perSubscription: Number(process.env.FEED_WORKER_PER_SUBSCRIPTION ?? 4),
});
worker.start();
process.send?.("ready");
process.on("message", async (m) => {
  if (m !== "stop") return;
  await worker.stop();
  const { user, system } = process.cpuUsage();
  process.send?.({ cpuMs: (user + system) / 1000 }, () => process.exit(0));
});
