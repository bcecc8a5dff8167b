// The item feed's figures, read from PostgreSQL when /metrics is scraped: they are the same for
// every process (the outbox is shared), so any instance's scrape tells the whole feed.
import client from "prom-client";
import { pgPool } from "@/lib/db/prisma";
import type { Metrics } from "@/lib/metrics/registry";
import { isOneOf, keysOf } from "@/lib/core/narrow";

interface FeedFigures {
  backlog: number;
  oldestUndeliveredSeconds: number;
  lastPassSeconds: number;
  workers: number;
  byStatus: Record<"PENDING" | "DELIVERED" | "DEAD", number>;
}

/** The gauge the "No worker" alert reads (docs/operators/metrics-and-alerts.md). */
export const NO_WORKER_METRIC = "quayside_feed_worker_last_pass_seconds";
/** A worker counts as running while its last pass is this recent (it notes one every 5 s). */
const WORKER_SEEN_SECONDS = 60;

/**
 * One statement: pending rows and the age of the oldest, deliveries by status, and the workers'
 * passes (lib/feed/worker-passes.ts): the age of the newest, and how many workers made one
 * lately. Ages in UTC, as Prisma stores timestamps, on the database's clock.
 */
async function readFeedFigures(): Promise<FeedFigures> {
  const { rows } = await pgPool().query<{ status: string; count: string; oldest: number | null }>(`
    WITH now_utc AS (SELECT timezone('UTC', now()) AS t)
    SELECT d.status::text AS status, count(*)::text AS count,
           EXTRACT(EPOCH FROM ((SELECT t FROM now_utc) - min(d."createdAt")))::float8 AS oldest
      FROM "FeedDelivery" d GROUP BY d.status
    UNION ALL
    SELECT 'PASSES', count(*) FILTER (WHERE w."lastPassAt" >= (SELECT t FROM now_utc) - interval '${WORKER_SEEN_SECONDS} seconds')::text,
           EXTRACT(EPOCH FROM ((SELECT t FROM now_utc) - max(w."lastPassAt")))::float8
      FROM "FeedWorker" w`);
  const byStatus = { PENDING: 0, DELIVERED: 0, DEAD: 0 };
  let oldest = 0;
  // No pass ever noted: no worker has run against this database.
  let lastPass = Infinity;
  let workers = 0;
  for (const row of rows) {
    if (row.status === "PASSES") {
      workers = Number(row.count);
      if (row.oldest !== null) lastPass = Math.max(0, row.oldest);
    } else {
      if (isOneOf(keysOf(byStatus), row.status)) byStatus[row.status] = Number(row.count);
      if (row.status === "PENDING") oldest = Math.max(0, row.oldest ?? 0);
    }
  }
  return { backlog: byStatus.PENDING, oldestUndeliveredSeconds: oldest, lastPassSeconds: lastPass, workers, byStatus };
}

/** Adds the feed's gauges to the registry once; one query per scrape serves them all. */
export function registerFeedMetrics(m: Metrics): void {
  if (m.registry.getSingleMetric("quayside_feed_backlog")) return;
  let pending: Promise<FeedFigures> | null = null;
  // The gauges' collect() calls start together, synchronously, within one scrape: they share one
  // query. It is forgotten as soon as it settles: a timer to forget it could fire after the next
  // scrape had begun (a local database answers within the millisecond) and hand it stale figures.
  const figures = () =>
    (pending ??= readFeedFigures().finally(() => {
      pending = null;
    }));
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
    NO_WORKER_METRIC,
    "Seconds since any delivery worker last made a pass (looked for due work and took what it may); +Inf when none ever did. Failing subscribers do not move it.",
    (f) => f.lastPassSeconds,
  );
  gauge(
    "quayside_feed_workers",
    `Delivery workers that made a pass within the last ${WORKER_SEEN_SECONDS} s.`,
    (f) => f.workers,
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
