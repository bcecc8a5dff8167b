// Fault test: the database freezes, then is cut, under concurrent saves, through a TCP proxy this
// test starts in front of its own database (never the machine's server itself). Each 503 comes
// within the bound docs/operators/reliability.md gives it, measured here: a request that starts
// while the database is frozen (also one the pool could hand an idle connection to the frozen
// server), and a request in flight when it freezes. Then the process recovers by itself, every
// booking is complete or absent, and no Idempotency-Key stays claimed. Server only: PGlite runs
// in-process behind one connection, with no network to freeze.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST } from "@/app/api/booking/save/route";
import { GET as ready } from "@/app/api/ready/route";
import { bookingInput, randomSerial } from "@/lib/booking/test-helpers";
import { READY_TIMEOUT_MS } from "@/lib/db/readiness";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { startTcpProxy, type TcpProxy } from "@/lib/testing/tcp-proxy";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";

const onServer = inject("databaseKind") === "server";
/** docs/operators/reliability.md: a request that starts while the database is frozen: 503 within 4 s (the connect timeout). */
const NEW_REQUEST_BOUND_MS = 4_000;
/** docs/operators/reliability.md: a request in flight when the database freezes: 503 within 8 s of the freeze (the query timeout). */
const IN_FLIGHT_BOUND_MS = 8_000;
/**
 * What the test allows on top of the product's bounds: timers firing late and the answer being
 * written on a loaded two-core CI machine. The bounds are correctness bounds, not speed figures.
 */
const MARGIN_MS = 1_000;
const ITEMS = 3;

let database: TestDatabase;
let proxy: TcpProxy;

beforeAll(async () => {
  if (!onServer) return;
  database = await createTestDatabase();
  const url = new URL(database.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  // Before the first use of the pool in this file's process: the app connects through the proxy.
  process.env.DATABASE_URL = url.toString();
}, 180_000);

afterAll(async () => {
  if (!onServer) return;
  const { db, pgPool } = await import("@/lib/db/prisma");
  await db()
    .$disconnect()
    .catch(() => {});
  await pgPool()
    .end()
    .catch(() => {});
  await proxy.close();
  await database.drop();
});

async function timed<T>(run: () => Promise<T>): Promise<T & { ms: number }> {
  const started = performance.now();
  const result = await run();
  return Object.assign(result as object, { ms: performance.now() - started }) as T & { ms: number };
}

const message = (reference: string) => ({
  booking: { ...bookingInput({ items: ITEMS, header: { ReferenceNumber: reference } }), TestOnly: false },
});
/** A save with an Idempotency-Key (`key`, also its reference), or without one (`keyed: false`). */
const send = (key: string, keyed = true) =>
  timed(() =>
    callRoute(POST, {
      url: "/api/booking/save",
      method: "POST",
      apiKey: TEST_API_KEYS.agent,
      headers: keyed ? { "idempotency-key": key } : {},
      body: message(key),
    }),
  );

describe("a database that freezes, then goes away, under concurrent saves", () => {
  it.skipIf(!onServer)("documents the bounds this test holds the pool to", async () => {
    const { env } = await import("@/lib/env");
    expect(NEW_REQUEST_BOUND_MS).toBe(env().DATABASE_CONNECT_TIMEOUT_MS);
    expect(IN_FLIGHT_BOUND_MS).toBe(env().DATABASE_QUERY_TIMEOUT_MS);
  });

  it.skipIf(!onServer)(
    "gives new requests their 503 within the connect timeout, idle pooled connections or not, recovers by itself, and loses or doubles nothing",
    async () => {
      const { db, pgPool } = await import("@/lib/db/prisma");
      expect(pgPool().options.connectionString).toContain(`:${proxy.port}/`);
      const warm = await send(`warm-${randomSerial(8)}`);
      expect(warm.status).toBe(200);
      // The pool holds idle connections, opened before the freeze: the new saves' first candidates.
      expect(pgPool().idleCount).toBeGreaterThan(0);

      // Frozen: saves that start now, with and without an Idempotency-Key, end within the bound,
      // with 503 and Retry-After.
      proxy.freeze();
      const keys = Array.from({ length: 8 }, (_, i) => `fault-${i}-${randomSerial(8)}`);
      const unkeyed = Array.from({ length: 2 }, (_, i) => `fault-unkeyed-${i}-${randomSerial(8)}`);
      const frozen = await Promise.all([
        ...keys.map((key) => send(key)),
        ...unkeyed.map((reference) => send(reference, false)),
      ]);
      console.info(`[frozen-database] new saves, start → 503: ${frozen.map((r) => Math.round(r.ms)).join(", ")} ms`);
      for (const res of frozen) {
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ status: 1, code: "UNAVAILABLE" });
        expect(res.headers.get("retry-after")).toBe("5");
        expect(res.ms).toBeLessThan(NEW_REQUEST_BOUND_MS + MARGIN_MS);
      }
      const notReady = await timed(() => callRoute(ready, { url: "/api/ready" }));
      expect(notReady.status).toBe(503);
      expect(notReady.ms).toBeLessThan(READY_TIMEOUT_MS + MARGIN_MS);

      // Cut: connections dropped, new ones refused: 503 at once.
      proxy.cut();
      const cut = await send(keys[0]);
      console.info(`[frozen-database] a save once the database is cut: ${Math.round(cut.ms)} ms`);
      expect(cut.status).toBe(503);
      expect(cut.ms).toBeLessThan(NEW_REQUEST_BOUND_MS + MARGIN_MS);

      // Back: without a restart, every key ends with one stored booking, replayed or saved now.
      proxy.restore();
      const finals = new Map<string, number>();
      const deadline = Date.now() + 40_000;
      while (finals.size < keys.length && Date.now() < deadline) {
        for (const key of keys.filter((k) => !finals.has(k))) {
          const res = await send(key);
          // 503: pool still reconnecting; 409 in progress: a claim of the outage not yet released.
          if (res.status === 200) finals.set(key, (res.body as { booking: { Id: number } }).booking.Id);
          else expect([503, 409]).toContain(res.status);
        }
        if (finals.size < keys.length) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(finals.size).toBe(keys.length);
      expect((await callRoute(ready, { url: "/api/ready" })).status).toBe(200);

      // Complete or absent, never doubled: one booking per key, with every item and its revision.
      for (const key of keys) {
        const bookings = await db().booking.findMany({
          where: { referenceNumber: key },
          include: { items: true, revisions: true },
        });
        expect(bookings.map((b) => b.id)).toEqual([finals.get(key)]);
        expect(bookings[0].items).toHaveLength(ITEMS);
        expect(bookings[0].itemCount).toBe(ITEMS);
        expect(bookings[0].revisions).toHaveLength(1);
      }
      // The unkeyed saves answered 503 before anything reached the database: absent.
      expect(await db().booking.count({ where: { referenceNumber: { in: unkeyed } } })).toBe(0);
      const unfinished = await db().idempotencyKey.count({ where: { key: { in: keys }, completed: false } });
      expect(unfinished).toBe(0);
    },
    120_000,
  );

  it.skipIf(!onServer)(
    "answers a keyed save frozen inside its transaction within the documented time, and frees the key once the database is back",
    async () => {
      const key = `frozen-claimed-${randomSerial(8)}`;
      // The claim is taken; the database freezes as the save writes its booking, in its transaction.
      const frozenAt = proxy.freezeOnText('INSERT INTO "public"."Booking"');
      const res = await send(key);
      const answeredAt = performance.now();
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 1, code: "UNAVAILABLE" });
      expect(res.headers.get("retry-after")).toBe("5");
      const inFlightMs = answeredAt - (await frozenAt);
      console.info(`[frozen-database] a save in flight, freeze → 503: ${Math.round(inFlightMs)} ms`);
      expect(inFlightMs).toBeLessThan(IN_FLIGHT_BOUND_MS + MARGIN_MS);

      // Back: the claim is released in the background, and the retry saves the booking once.
      proxy.restore();
      const { db } = await import("@/lib/db/prisma");
      let saved: { status: number; body: unknown } | undefined;
      for (let attempt = 0; attempt < 60 && saved?.status !== 200; attempt++) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 500));
        saved = await send(key);
        if (saved.status !== 200) expect([503, 409]).toContain(saved.status);
      }
      expect(saved?.status).toBe(200);
      expect(await db().booking.count({ where: { referenceNumber: key } })).toBe(1);
    },
    120_000,
  );
});
