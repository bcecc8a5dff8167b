import "server-only";
// Starting the delivery worker: inside the portal process unless FEED_WORKER=0, or on its own
// (npm run worker). Either way it reads the database of DATABASE_URL through the app's pool.
import { env } from "@/lib/env";
import { FeedWorker } from "@/lib/feed/worker";

export function startFeedWorker(options: { force?: boolean; log?: (line: string) => void } = {}): FeedWorker | null {
  if (!options.force && !env().FEED_WORKER) return null;
  const worker = new FeedWorker({
    concurrency: env().FEED_WORKER_CONCURRENCY,
    perSubscription: env().FEED_WORKER_PER_SUBSCRIPTION,
    log: options.log,
  });
  worker.start();
  return worker;
}
