// The "No worker" alert's metric (docs/operators/metrics-and-alerts.md) tells whether delivery
// workers run, whatever the subscribers do: a healthy worker beside a subscriber that has been
// failing for a while (its circuit open, its batch due 90 s ago and held back on purpose) must not
// read as "no worker" (issue 39 saw 62.6 s), and once no worker makes a pass the metric grows.
// A real worker against a real receiver that answers 500; the gauges are collected as a scrape of /metrics collects them.
process.env.FEED_ALLOW_PRIVATE_URLS = "1";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { sendTestUpdate } from "@/lib/feed/delivery-log";
import { createSubscription } from "@/lib/feed/subscriptions";
import { startReceiver, testCallers, type TestReceiver } from "@/lib/feed/test-helpers";
import { FeedWorker } from "@/lib/feed/worker";
import { NO_WORKER_METRIC, registerFeedMetrics } from "@/lib/metrics/feed-metrics";
import { metrics } from "@/lib/metrics/registry";

/** The alert's threshold: `max(quayside_feed_worker_last_pass_seconds) > 60`. */
const NO_WORKER_THRESHOLD_SECONDS = 60;

let receiver: TestReceiver;
let subscriptionId: number;

beforeAll(async () => {
  receiver = await startReceiver();
  receiver.respond(() => ({ status: 500 }));
  const callers = await testCallers();
  subscriptionId = (await createSubscription(callers.bvfAgent, { url: receiver.url })).id;
  for (let i = 0; i < 3; i++) await sendTestUpdate(callers.bvfAgent, subscriptionId);
});

afterAll(async () => {
  await receiver?.close();
  await db().feedSubscription.deleteMany({ where: { id: subscriptionId } });
});

/** A gauge's value as a scrape of /metrics collects it. */
async function gauge(name: string): Promise<number> {
  const m = metrics();
  registerFeedMetrics(m);
  const { values } = await m.registry.getSingleMetric(name)!.get();
  expect(values, name).toHaveLength(1);
  return values[0].value;
}

describe("the no-worker metric", () => {
  it("reads a healthy worker as running while its subscriber fails, and grows once no worker makes a pass", async () => {
    const worker = new FeedWorker({ subscriptionIds: [subscriptionId], pollMs: 20 });
    worker.start();
    try {
      // The subscriber fails its first post: its circuit opens.
      while (!receiver.posts.length) await new Promise((resolve) => setTimeout(resolve, 20));
      // ...and has been failing for a while: circuit open for minutes, its other batches due 90 s
      // ago and held back by the circuit, as the worker means them to be.
      await db().$executeRaw`UPDATE "FeedSubscription" SET "failureStreak" = 7,
        "circuitOpenUntil" = timezone('UTC', now()) + interval '5 minutes' WHERE id = ${subscriptionId}`;
      const heldBack = await db()
        .$executeRaw`UPDATE "FeedBatch" SET "nextAttemptAt" = timezone('UTC', now()) - interval '90 seconds',
        "lockedUntil" = NULL WHERE "subscriptionId" = ${subscriptionId} AND status = 'PENDING'`;
      expect(heldBack).toBeGreaterThan(0);
      // A few more passes of the worker (it polls every 20 ms).
      await new Promise((resolve) => setTimeout(resolve, 300));

      const seconds = await gauge(NO_WORKER_METRIC);
      console.info(`[feed-metrics] ${NO_WORKER_METRIC}, healthy worker, failing subscriber: ${seconds} s`);
      expect(seconds).toBeLessThan(NO_WORKER_THRESHOLD_SECONDS);
      expect(await gauge("quayside_feed_workers")).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.stop();
    }

    // No worker since: every worker's last pass two minutes ago (as if two minutes had passed).
    await db().$executeRaw`UPDATE "FeedWorker" SET "lastPassAt" = "lastPassAt" - interval '120 seconds'`;
    expect(await gauge(NO_WORKER_METRIC)).toBeGreaterThanOrEqual(120);
    expect(await gauge("quayside_feed_workers")).toBe(0);

    // None ever: +Inf, so the alert fires on a database no worker has served.
    await db().$executeRaw`DELETE FROM "FeedWorker"`;
    expect(await gauge(NO_WORKER_METRIC)).toBe(Infinity);
  });
});
