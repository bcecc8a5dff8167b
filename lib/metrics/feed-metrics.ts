// The item feed's figures, read from PostgreSQL when /metrics is scraped: they are the same for
// every process (the outbox is shared), so any instance's scrape tells the whole feed.
import client from "prom-client";
import { pgPool } from "@/lib/db/prisma";
import type { Metrics } from "@/lib/metrics/registry";

interface FeedFigures {
  backlog: number;
  oldestUndeliveredSeconds: number;
  workerLagSeconds: number;
  byStatus: Record<"PENDING" | "DELIVERED" | "DEAD", number>;
}

/**
 * One statement: pending rows and the age of the oldest, deliveries by status, and the worker lag:
 * how long the oldest due work has waited for a worker (a due batch no worker holds, or an outbox
 * row not yet in a batch). Ages in UTC, as Prisma stores timestamps.
 */
async function readFeedFigures(): Promise<FeedFigures> {
  const { rows } = await pgPool().query<{ status: string; count: string; oldest: number | null; lag: number | null }>(`
    WITH now_utc AS (SELECT timezone('UTC', now()) AS t)
    SELECT d.status::text AS status, count(*)::text AS count,
           EXTRACT(EPOCH FROM ((SELECT t FROM now_utc) - min(d."createdAt")))::float8 AS oldest,
           NULL::float8 AS lag
      FROM "FeedDelivery" d GROUP BY d.status
    UNION ALL
    SELECT 'LAG', '0', NULL, EXTRACT(EPOCH FROM ((SELECT t FROM now_utc) - LEAST(
             (SELECT min(b."nextAttemptAt") FROM "FeedBatch" b
               WHERE b.status = 'PENDING' AND b."nextAttemptAt" <= (SELECT t FROM now_utc)
                 AND (b."lockedUntil" IS NULL OR b."lockedUntil" < (SELECT t FROM now_utc))),
             (SELECT min(d."createdAt") FROM "FeedDelivery" d WHERE d.status = 'PENDING' AND d."batchId" IS NULL))))::float8`);
  const byStatus = { PENDING: 0, DELIVERED: 0, DEAD: 0 };
  let oldest = 0;
  let lag = 0;
  for (const row of rows) {
    if (row.status === "LAG") lag = Math.max(0, row.lag ?? 0);
    else {
      byStatus[row.status as keyof typeof byStatus] = Number(row.count);
      if (row.status === "PENDING") oldest = Math.max(0, row.oldest ?? 0);
    }
  }
  return { backlog: byStatus.PENDING, oldestUndeliveredSeconds: oldest, workerLagSeconds: lag, byStatus };
}

/** Adds the feed's gauges to the registry once; one query per scrape serves them all. */
export function registerFeedMetrics(m: Metrics): void {
  if (m.registry.getSingleMetric("quayside_feed_backlog")) return;
  let pending: Promise<FeedFigures> | null = null;
  // The gauges' collect() calls run in parallel within one scrape: they share one query.
  const figures = () => (pending ??= readFeedFigures().finally(() => setTimeout(() => (pending = null), 0)));
  const gauge = (name: string, help: string, pick: (f: FeedFigures) => number) =>
    new client.Gauge({
      name,
      help,
      registers: [m.registry],
      async collect() {
        this.set(pick(await figures()));
      },
    });
  gauge(
    "quayside_feed_backlog",
    "Item updates owed to subscriptions and not yet delivered (outbox rows PENDING).",
    (f) => f.backlog,
  );
  gauge(
    "quayside_feed_oldest_undelivered_seconds",
    "Age of the oldest item update not yet delivered (0 when none).",
    (f) => f.oldestUndeliveredSeconds,
  );
  gauge(
    "quayside_feed_dead_letters",
    "Item updates given up on after every retry (outbox rows DEAD).",
    (f) => f.byStatus.DEAD,
  );
  gauge(
    "quayside_feed_worker_lag_seconds",
    "How long the oldest due work (a due batch no worker holds, or an unbatched outbox row) has waited for a worker.",
    (f) => f.workerLagSeconds,
  );
  new client.Gauge({
    name: "quayside_feed_deliveries",
    help: "Item updates owed to subscriptions, by outcome so far: pending, delivered, dead.",
    labelNames: ["outcome"] as const,
    registers: [m.registry],
    async collect() {
      const f = await figures();
      for (const [status, count] of Object.entries(f.byStatus)) this.set({ outcome: status.toLowerCase() }, count);
    },
  });
}
