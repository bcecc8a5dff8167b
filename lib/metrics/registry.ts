// The process's Prometheus metrics (prom-client), served at GET /metrics (lib/metrics/scrape.ts).
// One registry per process, kept on globalThis: the portal server (run by tsx) and the Next.js
// bundle load their own copies of this module (and of prom-client), and must count into one set.
// Figures that live in PostgreSQL (the feed) or in other objects (the pool, the read cache) are
// read when scraped (`collect`), so nothing has to be counted twice or kept in step.
import { singleton } from "@/lib/process/singleton";
import client from "prom-client";
import { pgPool } from "@/lib/db/prisma";
import { runningReadService } from "@/lib/reads/service-holder";

/** Seconds: from a cached read (well under 1 ms) to a save under load (seconds). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const requests = new client.Counter({
    name: "quayside_http_requests_total",
    help: "HTTP requests answered, by route (the operation's path template), method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: "quayside_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route, method and status.",
    labelNames: ["route", "method", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const rateLimited = new client.Counter({
    name: "quayside_rate_limit_refusals_total",
    help: "Requests refused with 429 RATE_LIMITED (save limit per caller, sign-in limits), by route.",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  new client.Gauge({
    name: "quayside_db_pool_connections",
    help: "Connections of this process's database pool, in use (lent to a query or transaction) or idle.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = pgPool();
      this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
      this.set({ state: "idle" }, pool.idleCount);
    },
  });
  new client.Gauge({
    name: "quayside_db_pool_waiting",
    help: "Requests waiting for a free connection of this process's pool (DATABASE_POOL_MAX reached).",
    registers: [registry],
    collect() {
      this.set(pgPool().waitingCount);
    },
  });
  new client.Counter({
    name: "quayside_read_answers_total",
    help: "Schedule-read answers by source: cache (a cached body), conditional (a 304), database (the read's SQL ran).",
    labelNames: ["source"] as const,
    registers: [registry],
    collect() {
      const answered = runningReadService()?.answered ?? { cache: 0, conditional: 0, database: 0 };
      this.reset();
      for (const [source, count] of Object.entries(answered)) this.inc({ source }, count);
    },
  });
  new client.Gauge({
    name: "quayside_read_cache_bytes",
    help: "Bytes held by this process's read cache (bounded by READ_CACHE_BYTES).",
    registers: [registry],
    collect() {
      this.set(runningReadService()?.cache?.bytes ?? 0);
    },
  });
  new client.Gauge({
    name: "quayside_read_cache_entries",
    help: "Answers held by this process's read cache.",
    registers: [registry],
    collect() {
      this.set(runningReadService()?.cache?.size ?? 0);
    },
  });
  return { registry, requests, latency, rateLimited };
}

export type Metrics = ReturnType<typeof createMetrics>;

export function metrics(): Metrics {
  return singleton("metrics", createMetrics);
}
