// Real processes on the PostgreSQL server, on one fresh database: a portal (`npm start` on the
// `next build` output) and feed workers (`npm run worker`).
//  - GET /metrics: the admin key gets the Prometheus text format with every figure operators alert
//    on (docs/operators/metrics-and-alerts.md); anonymous and agent callers get the error envelope.
//  - SIGTERM to the portal: unready first (/api/ready 503, everything else still served, so a
//    balancer takes it out before it refuses anything), then (a second signal ends that step) it
//    refuses new connections, answers /api/ready 503 on a connection already open, lets a save in
//    flight commit, and exits 0. The save is held in flight by the test's own lock on the bookings
//    table, so nothing is timed.
//  - Its log reader killed (stdout and stderr a broken pipe), a portal keeps answering and stops on
//    SIGTERM within its drain time; so does a worker.
//  - `GET *` and `OPTIONS *` (the asterisk form) get the 400 envelope.
//  - SIGTERM to a worker with a post in flight past SHUTDOWN_DEADLINE_MS: the post is cut short and
//    its batch released, so the next worker posts it at once (same webhook-id) instead of waiting
//    out the 30 s lease; no failed attempt is counted.
// PGlite has no network of its own (and serves one connection): these run on the server only.
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@/lib/core/errors";
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
    // Unready for a minute after SIGTERM: the SIGTERM test ends that step with a second signal.
    portal = await startPortalProcess(database.url, {
      env: { SAVE_RATE_LIMIT_PER_MINUTE: "1", SHUTDOWN_UNREADY_MS: "60000" },
    });
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
      // Each answer is read to its end, as a client does: an answer left unread is counted when its
      // connection closes, which may be after the scrape (seen once in CI as a missing 200).
      const statusOf = async (answer: Promise<Response>) => {
        const res = await answer;
        await res.arrayBuffer();
        return res.status;
      };
      expect(await statusOf(save())).toBe(200);
      expect(await statusOf(save())).toBe(429);
      const read = "/api/voyage/pols?Line=NRL";
      expect(await statusOf(get(read, TEST_API_KEYS.agent))).toBe(200);
      expect(await statusOf(get(read, TEST_API_KEYS.agent))).toBe(200);
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

  it("answers `GET *` and `OPTIONS *` (the asterisk form) with the 400 envelope, not a 500", async () => {
    for (const method of ["GET", "OPTIONS"]) {
      const answer = await rawRequest(portal.port, method, "*", {});
      expect(answer.status, `${method} *: ${answer.body}`).toBe(400);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(errorEnvelopeSchema.parse(JSON.parse(answer.body))).toMatchObject({
        code: "BAD_REQUEST",
        requestId: answer.headers["x-request-id"],
      });
    }
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

    it("is unready first (ready 503, the rest served), then refuses new connections, lets the save in flight commit, and exits 0", async () => {
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
      await portal.waitFor(/SIGTERM: unready/);
      // Unready: a balancer's check on a new connection fails, while requests are still served.
      const unready = await rawRequest(portal.port, "GET", "/api/ready", {});
      expect(unready.status).toBe(503);
      expect(JSON.parse(unready.body)).toMatchObject({ status: 1, code: "UNAVAILABLE" });
      const served = await rawRequest(portal.port, "GET", "/api/health", {});
      expect(served.status).toBe(200);
      expect(served.headers.connection).toBe("close");
      expect(portal.output()).not.toMatch(/SIGTERM: draining/);

      portal.signal("SIGINT"); // a second signal ends the unready step
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

  describe("a log reader that dies", () => {
    // stdout and stderr go to one `cat` (as `2>&1 | tee` would); the test kills it, so every
    // write the process makes from then on fails with EPIPE.
    const exitWithin = async (p: ManagedProcess, ms: number) =>
      Promise.race([
        p.exited,
        new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), ms)),
      ]);

    it("leaves the portal serving (/api/health answers) and stopping on SIGTERM within its drain time", async () => {
      const drain = { SHUTDOWN_UNREADY_MS: "1000", SHUTDOWN_DEADLINE_MS: "5000" };
      const logged = await startPortalProcess(database.url, { logReader: true, env: { LOG_LEVEL: "info", ...drain } });
      try {
        expect((await fetch(logged.url + "/api/health")).status).toBe(200);
        // a log line per answer, through the reader (written as the answer goes out: polled, not read at once)
        await expect.poll(() => logged.output(), { timeout: 5_000 }).toMatch(/"msg":"request"/);
        await logged.killLogReader();
        // Each answer logs a line into the broken pipe.
        for (let n = 0; n < 50; n++) {
          const res = await fetch(logged.url + "/api/health", { signal: AbortSignal.timeout(5_000) });
          expect(res.status).toBe(200);
          await res.arrayBuffer();
        }
        const signalled = performance.now();
        logged.signal("SIGTERM"); // its "unready" and "draining" lines go to the broken pipe too
        // Still served while unready (new connections are taken for SHUTDOWN_UNREADY_MS).
        const during = await fetch(logged.url + "/api/health", { signal: AbortSignal.timeout(5_000) });
        expect(during.status).toBe(200);
        // Unready 1 s + deadline 5 s + the pool's close (2 s at most).
        expect(await exitWithin(logged, 8_000)).toBe(0);
        expect(performance.now() - signalled).toBeLessThan(8_000);
      } finally {
        await logged.stop(1_000);
      }
    }, 180_000);

    it("leaves the worker stopping on SIGTERM within its drain time", async () => {
      const worker = await startWorkerProcess(
        database.url,
        { LOG_LEVEL: "info", SHUTDOWN_DEADLINE_MS: "2000" },
        { logReader: true },
      );
      try {
        await worker.killLogReader();
        // A database blip: the worker's connections are cut and new ones refused for a moment, so
        // its loop reports each failed claim (to stderr, the broken pipe).
        const others = `FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`;
        while ((await sql.query(`SELECT 1 ${others}`)).rowCount === 0)
          await new Promise((resolve) => setTimeout(resolve, 100));
        const name = new URL(database.url).pathname.slice(1);
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        try {
          await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
          await sql.query(`SELECT pg_terminate_backend(pid) ${others}`);
          await new Promise((resolve) => setTimeout(resolve, 2_000)); // a few of its polls
        } finally {
          await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
          await admin.end();
        }
        expect(worker.child.exitCode, "the worker died").toBeNull();
        worker.signal("SIGTERM");
        expect(await exitWithin(worker, 6_000)).toBe(0);
      } finally {
        await worker.stop(1_000);
      }
    }, 180_000);
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
