// Subscriptions are isolated in the delivery worker (issue 26): an endpoint that hangs holds at
// most its share of a worker's posts, and a failing endpoint's circuit backs it off, so another
// subscription's records still go out. Real HTTP receivers on 127.0.0.1; time is injected for the
// circuit, and nothing here waits on a clock: the hung receiver's posts are released by closing it.
process.env.FEED_ALLOW_PRIVATE_URLS = "1";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { CIRCUIT_FIRST_MS } from "@/lib/feed/circuit";
import { sendTestUpdate } from "@/lib/feed/delivery-log";
import { recordMilestones } from "@/lib/feed/record-milestones";
import { createSubscription } from "@/lib/feed/subscriptions";
import { createBooking, startReceiver, testCallers, type TestReceiver } from "@/lib/feed/test-helpers";
import { FeedWorker } from "@/lib/feed/worker";

let callers: Awaited<ReturnType<typeof testCallers>>;
const receivers: TestReceiver[] = [];
const created: number[] = [];
const today = new Date().toISOString().slice(0, 10);

async function receiver() {
  const r = await startReceiver();
  receivers.push(r);
  return r;
}
async function subscribe(url: string) {
  const sub = await createSubscription(callers.bvfAgent, { url });
  created.push(sub.id);
  return sub;
}

beforeAll(async () => {
  callers = await testCallers();
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
  await db().feedSubscription.deleteMany({ where: { id: { in: created.splice(0) } } });
});
afterAll(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

describe("subscription isolation", () => {
  it("keeps delivering to a healthy subscriber while another's endpoint hangs with a backlog", async () => {
    const hung = await receiver();
    const healthy = await receiver();
    let hungInFlight = 0;
    let overrun: (() => void) | null = null;
    hung.respond(() => {
      hungInFlight++;
      if (hungInFlight > 1) overrun?.();
      return new Promise(() => {}); // never answers
    });
    const healthyGot = new Promise<void>((resolve) => healthy.respond(() => (resolve(), { status: 204 })));
    const a = await subscribe(hung.url);
    await subscribe(healthy.url);
    // The hung subscriber's backlog is older than the healthy one's record: due first.
    for (let i = 0; i < 6; i++) await sendTestUpdate(callers.bvfAgent, a.id);
    const booking = await createBooking({ agent: "BVF", items: 1 });
    await recordMilestones(callers.staffNrl, [
      { itemId: booking.itemIds[0], milestone: { type: "Delivered", on: today } },
    ]);

    const worker = new FeedWorker({
      subscriptionIds: created,
      concurrency: 4,
      perSubscription: 1,
      timeoutMs: 3_600_000,
      pollMs: 20,
    });
    const overran = new Promise<"overrun">((resolve) => (overrun = () => resolve("overrun")));
    worker.start();
    try {
      // Either the healthy subscriber is served, or the hung endpoint is given a second post in flight.
      expect(await Promise.race([healthyGot.then(() => "served" as const), overran])).toBe("served");
      expect(healthy.records().map((r) => r.record.ItemId)).toContain(String(booking.itemIds[0]));
      expect(hungInFlight).toBe(1);
    } finally {
      await hung.close(); // ends the hung post (a failure), so the worker can stop
      await worker.stop();
    }
    const stored = await db().feedSubscription.findUniqueOrThrow({ where: { id: a.id } });
    expect(stored.failureStreak).toBeGreaterThan(0);
    expect(stored.circuitOpenUntil).not.toBeNull();
  });

  it("opens a failing endpoint's circuit: nothing more goes to it until the circuit's time, then one probe, and a success closes it", async () => {
    const failing = await receiver();
    failing.respond(() => ({ status: 503 }));
    const sub = await subscribe(failing.url);
    await sendTestUpdate(callers.bvfAgent, sub.id);
    let t = Date.now() + 1000; // the batch is due
    const now = () => new Date(t);
    const worker = new FeedWorker({
      subscriptionIds: created,
      now,
      concurrency: 8,
      perSubscription: 4,
      random: () => 0.5,
    });
    expect(await worker.runOnce()).toBe(1);
    // Three more batches, due at once: the circuit holds them back.
    for (let i = 0; i < 3; i++)
      await db().feedBatch.create({
        data: { subscriptionId: sub.id, webhookId: `msg_circuit${i}`, nextAttemptAt: now(), testRecords: [] },
      });
    expect(await worker.runOnce()).toBe(0);
    t += CIRCUIT_FIRST_MS - 1;
    expect(await worker.runOnce()).toBe(0);
    t += 1;
    failing.respond(() => ({ status: 200 }));
    expect(await worker.runOnce()).toBe(1); // the half-open probe: one post though four are due
    expect(await db().feedSubscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({
      failureStreak: 0,
      circuitOpenUntil: null,
    });
    expect(await worker.runOnce()).toBe(3);
    expect(failing.posts).toHaveLength(5);
  });

  it("backs off longer with every failure in a row", async () => {
    const failing = await receiver();
    failing.respond(() => ({ status: 500 }));
    const sub = await subscribe(failing.url);
    let t = Date.now() + 1000;
    const worker = new FeedWorker({ subscriptionIds: created, now: () => new Date(t), concurrency: 4 });
    const gaps: number[] = [];
    for (let i = 0; i < 3; i++) {
      await sendTestUpdate(callers.bvfAgent, sub.id);
      expect(await worker.runOnce()).toBe(1);
      const s = await db().feedSubscription.findUniqueOrThrow({ where: { id: sub.id } });
      gaps.push(s.circuitOpenUntil!.getTime() - t);
      t = s.circuitOpenUntil!.getTime();
    }
    expect(gaps).toEqual([CIRCUIT_FIRST_MS, 2 * CIRCUIT_FIRST_MS, 4 * CIRCUIT_FIRST_MS]);
  });
});
