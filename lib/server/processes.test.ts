// Real processes on the PostgreSQL server, on one fresh database: a portal (`npm start` on the
// `next build` output) and feed workers (`npm run worker`).
//  - GET /metrics: the admin key gets the Prometheus text format with every figure operators alert
//    on (docs/operators/metrics-and-alerts.md); anonymous and agent callers get the error envelope.
//  - SIGTERM to the portal: it refuses new connections at once, answers /api/ready 503 on a
//    connection already open, lets a save in flight commit, and exits 0. The save is held in
//    flight by the test's own lock on the bookings table, so nothing is timed.
//  - SIGTERM to a worker with a post in flight past SHUTDOWN_DEADLINE_MS: the post is cut short and
//    its batch released, so the next worker posts it at once (same webhook-id) instead of waiting
//    out the 30 s lease; no failed attempt is counted.
// PGlite has no network of its own (and serves one connection): these run on the server only.
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@/lib/api/errors";
import { bookingInput } from "@/lib/booking/test-helpers";
import { parsePrometheusText, samplesOf } from "@/lib/metrics/parse-text";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import {
  startPortalProcess,
  startWorkerProcess,
  type ManagedProcess,
  type PortalProcess,
} from "@/lib/testing/processes";
import { connect, rawRequest, readAnswer } from "@/lib/testing/raw-http";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";

const EVERY_METRIC = {
  quayside_http_requests_total: "counter",
  quayside_http_request_duration_seconds: "histogram",
  quayside_db_pool_connections: "gauge",
  quayside_db_pool_waiting: "gauge",
  quayside_read_answers_total: "counter",
  quayside_read_cache_bytes: "gauge",
  quayside_read_cache_entries: "gauge",
  quayside_rate_limit_refusals_total: "counter",
  quayside_feed_backlog: "gauge",
  quayside_feed_oldest_undelivered_seconds: "gauge",
  quayside_feed_dead_letters: "gauge",
  quayside_feed_deliveries: "gauge",
  quayside_feed_worker_last_pass_seconds: "gauge",
  quayside_feed_workers: "gauge",
  quayside_upload_storage_bytes: "gauge",
  quayside_upload_storage_quota_bytes: "gauge",
  nodejs_eventloop_lag_p99_seconds: "gauge",
  process_resident_memory_bytes: "gauge",
  nodejs_heap_size_used_bytes: "gauge",
} as const;

describe.skipIf(!process.env.TEST_DATABASE_URL)("real processes", () => {
  let database: TestDatabase;
  let portal: PortalProcess;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One save a minute: the second is refused, so the refusal counter has something to show.
    portal = await startPortalProcess(database.url, { env: { SAVE_RATE_LIMIT_PER_MINUTE: "1" } });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 600_000);

  afterAll(async () => {
    await sql?.end();
    await portal?.stop();
    await database?.drop();
  });

  describe("GET /metrics", () => {
    const get = (path: string, key?: string) =>
      fetch(portal.url + path, { headers: key ? { authorization: `Bearer ${key}` } : {} });

    it("is refused to anonymous callers (401) and to agents (403), in the error envelope", async () => {
      const anonymous = await get("/metrics");
      expect(anonymous.status).toBe(401);
      expect(errorEnvelopeSchema.parse(await anonymous.json()).code).toBe("UNAUTHORIZED");
      const agent = await get("/metrics", TEST_API_KEYS.agent);
      expect(agent.status).toBe(403);
      expect(errorEnvelopeSchema.parse(await agent.json()).code).toBe("FORBIDDEN");
    });

    it("gives an admin key every metric in the Prometheus text format, with this instance's traffic in it", async () => {
      const headers = { authorization: `Bearer ${TEST_API_KEYS.agent}`, "content-type": "application/json" };
      const save = () =>
        fetch(portal.url + "/api/booking/save", {
          method: "POST",
          headers,
          body: JSON.stringify({ booking: { ...bookingInput({ items: 1 }), TestOnly: false } }),
        });
      expect((await save()).status).toBe(200);
      expect((await save()).status).toBe(429);
      const read = "/api/voyage/pols?Line=NRL";
      expect((await get(read, TEST_API_KEYS.agent)).status).toBe(200);
      expect((await get(read, TEST_API_KEYS.agent)).status).toBe(200);
      // The feed's figures come from the outbox: a subscription of the agent's, as the feed would fill it.
      {
        await sql.query(
          `INSERT INTO "FeedSubscription" ("agentId", url, secret) SELECT id, 'http://127.0.0.1:9/hook', 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' FROM "Agent" WHERE code = 'ACME'`,
        );
        // Two item updates owed to it: one pending for 90 s, one given up on (a dead letter).
        await sql.query(`
          WITH items AS (
            SELECT i.id, b."agentId", row_number() OVER (ORDER BY i.id) AS n FROM "BookingItem" i JOIN "Booking" b ON b.id = i."bookingId" ORDER BY i.id LIMIT 2),
          updates AS (INSERT INTO "ItemUpdate" ("itemId", "agentId", record) SELECT id, "agentId", jsonb_build_object('n', n) FROM items RETURNING id, (record->>'n')::int AS n)
          INSERT INTO "FeedDelivery" ("subscriptionId", "itemUpdateId", status, "createdAt")
          SELECT (SELECT max(id) FROM "FeedSubscription"), id, CASE n WHEN 1 THEN 'PENDING' ELSE 'DEAD' END::"DeliveryStatus", timezone('UTC', now()) - interval '90 seconds' FROM updates`);
      }

      const res = await get("/metrics", TEST_API_KEYS.admin);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const parsed = parsePrometheusText(await res.text());
      for (const [name, type] of Object.entries(EVERY_METRIC)) expect(parsed.types.get(name), name).toBe(type);

      const count = (name: string, labels: Record<string, string>) =>
        samplesOf(parsed, name, labels).reduce((sum, s) => sum + s.value, 0);
      expect(count("quayside_http_requests_total", { route: "/api/booking/save", method: "POST", status: "200" })).toBe(
        1,
      );
      expect(count("quayside_http_requests_total", { route: "/api/booking/save", method: "POST", status: "429" })).toBe(
        1,
      );
      expect(count("quayside_http_requests_total", { route: "/api/voyage/pols", method: "GET", status: "200" })).toBe(
        2,
      );
      expect(count("quayside_http_requests_total", { route: "/metrics", status: "401" })).toBe(1);
      expect(count("quayside_http_request_duration_seconds_count", { route: "/api/voyage/pols", status: "200" })).toBe(
        2,
      );
      expect(
        count("quayside_http_request_duration_seconds_bucket", {
          route: "/api/voyage/pols",
          status: "200",
          le: "+Inf",
        }),
      ).toBe(2);
      expect(count("quayside_rate_limit_refusals_total", { route: "/api/booking/save" })).toBe(1);
      expect(count("quayside_read_answers_total", { source: "database" })).toBe(1);
      expect(count("quayside_read_answers_total", { source: "cache" })).toBe(1);
      expect(count("quayside_read_cache_bytes", {})).toBeGreaterThan(0);
      expect(
        count("quayside_db_pool_connections", { state: "in_use" }) +
          count("quayside_db_pool_connections", { state: "idle" }),
      ).toBeGreaterThan(0);
      expect(count("quayside_feed_backlog", {})).toBe(1);
      expect(count("quayside_feed_deliveries", { outcome: "pending" })).toBe(1);
      expect(count("quayside_feed_oldest_undelivered_seconds", {})).toBeGreaterThanOrEqual(90);
      // No worker has served this database (the portal runs none, FEED_WORKER=0): "No worker" fires.
      expect(count("quayside_feed_worker_last_pass_seconds", {})).toBe(Infinity);
      expect(count("quayside_feed_workers", {})).toBe(0);
      expect(count("quayside_feed_dead_letters", {})).toBe(1);
      expect(count("quayside_feed_deliveries", { outcome: "dead" })).toBe(1);
      expect(count("process_resident_memory_bytes", {})).toBeGreaterThan(0);
    });
  });

  describe("a portal on SIGTERM", () => {
    async function waitForBlockedStatement(): Promise<void> {
      for (;;) {
        const { rows } = await sql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (rows[0].n > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    it("refuses new connections, answers ready 503, lets the save in flight commit, and exits 0", async () => {
      const ready = await rawRequest(portal.port, "GET", "/api/ready", {});
      expect(ready.status).toBe(200);

      // The save goes in flight and waits on the test's lock (inserting a booking needs it).
      await sql.query("BEGIN");
      await sql.query(`LOCK TABLE "Booking" IN EXCLUSIVE MODE`);
      const message = bookingInput({ agent: "BVF", items: 2 });
      const saving = rawRequest(
        portal.port,
        "POST",
        "/api/booking/save",
        { authorization: `Bearer ${TEST_API_KEYS.otherAgent}`, "content-type": "application/json" },
        JSON.stringify({ booking: { ...message, TestOnly: false } }),
      );
      await waitForBlockedStatement();
      // A balancer's health check already on an open connection: its head is half sent.
      const probe = await connect(portal.port);
      probe.write("GET /api/ready HTTP/1.1\r\nhost: 127.0.0.1\r\n");

      portal.signal("SIGTERM");
      await portal.waitFor(/SIGTERM: draining/);
      await expect(connect(portal.port)).rejects.toMatchObject({ code: "ECONNREFUSED" });
      probe.write("\r\n");
      const draining = await readAnswer(probe);
      expect(draining.status).toBe(503);
      expect(draining.headers.connection).toBe("close");
      expect(JSON.parse(draining.body)).toMatchObject({ status: 1, code: "UNAVAILABLE" });

      await sql.query("COMMIT");
      const saved = await saving;
      expect(saved.status, saved.body).toBe(200);
      expect(saved.headers.connection).toBe("close");
      const id = Number(JSON.parse(saved.body).booking.Id);
      expect(await portal.exited).toBe(0);
      expect(portal.output()).toMatch(/1 requests were in flight, 0 cut short at the deadline/);

      const { rows } = await sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "BookingItem" WHERE "bookingId" = $1`,
        [id],
      );
      expect(rows[0].n).toBe(2);
    }, 120_000);
  });

  describe("a worker on SIGTERM", () => {
    let receiver: http.Server;
    const posts: { webhookId: string; answer: (status: number) => void }[] = [];
    const arrivals = new Set<() => void>();
    let answerAtOnce: number | null = null;
    const workers: ManagedProcess[] = [];

    beforeAll(async () => {
      // The subscriber: holds every post unanswered until told (or answers at once when set).
      receiver = http.createServer((req, res) => {
        req.resume();
        req.on("end", () => {
          const answer = (status: number) => res.writeHead(status).end();
          posts.push({ webhookId: String(req.headers["webhook-id"]), answer });
          if (answerAtOnce !== null) answer(answerAtOnce);
          for (const arrived of arrivals) arrived();
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    });

    afterAll(async () => {
      for (const w of workers) await w.stop();
      receiver?.closeAllConnections();
      receiver?.close();
    });

    const postNumber = (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => posts.length >= n && (arrivals.delete(check), resolve());
        arrivals.add(check);
        check();
      });

    async function batch(id: number) {
      const { rows } = await sql.query<{
        status: string;
        attempts: number;
        locked: boolean;
        due: boolean;
        tries: number;
      }>(
        `SELECT status::text, attempts, "lockedUntil" IS NOT NULL AS locked, "nextAttemptAt" <= timezone('UTC', now()) AS due,
              (SELECT count(*)::int FROM "FeedAttempt" a WHERE a."batchId" = b.id) AS tries
         FROM "FeedBatch" b WHERE id = $1`,
        [id],
      );
      return rows[0];
    }

    it("releases the batch of a post cut short at the deadline; the next worker posts it at once under the same webhook-id", async () => {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const {
        rows: [sub],
      } = await sql.query<{ id: number }>(
        `INSERT INTO "FeedSubscription" ("agentId", url, secret) SELECT id, $1, $2 FROM "Agent" WHERE code = 'ACME' RETURNING id`,
        [url, `whsec_${Buffer.alloc(32, 7).toString("base64")}`],
      );
      const {
        rows: [made],
      } = await sql.query<{ id: number }>(
        `INSERT INTO "FeedBatch" ("subscriptionId", "webhookId", "nextAttemptAt", "testRecords") VALUES ($1, 'msg_shutdown_test', timezone('UTC', now()), $2) RETURNING id`,
        [sub.id, JSON.stringify([{ ItemId: "1", Serial: "TEST" }])],
      );

      const first = await startWorkerProcess(database.url, { SHUTDOWN_DEADLINE_MS: "300" });
      workers.push(first);
      await postNumber(1);
      expect(await batch(made.id)).toMatchObject({ status: "PENDING", locked: true });

      first.signal("SIGTERM");
      expect(await first.exited).toBe(0);
      expect(first.output()).toMatch(/stopped on SIGTERM in \d+ ms \(1 claimed batches released unposted\)/);
      // Released, due now, and not counted as a failed post (no back-off, no attempt).
      expect(await batch(made.id)).toMatchObject({
        status: "PENDING",
        locked: false,
        due: true,
        attempts: 0,
        tries: 0,
      });

      answerAtOnce = 204;
      const second = await startWorkerProcess(database.url);
      workers.push(second);
      await postNumber(2);
      expect(posts.map((p) => p.webhookId)).toEqual(["msg_shutdown_test", "msg_shutdown_test"]);
      while ((await batch(made.id)).status !== "DELIVERED") await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await batch(made.id)).toMatchObject({ status: "DELIVERED", attempts: 1, tries: 1 });
    }, 300_000); // two worker processes start
  });
});
