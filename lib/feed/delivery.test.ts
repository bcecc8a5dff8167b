// The delivery worker end to end on the test database (PGlite, or the server with
// TEST_DATABASE_URL) with a real HTTP receiver on 127.0.0.1. Time is injected: retries and
// leases are tested by moving the worker's clock, never by waiting.
process.env.FEED_ALLOW_PRIVATE_URLS = "1";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { db } from "@/lib/db/prisma";
import { claimBatches } from "@/lib/feed/batches";
import { recordMilestones } from "@/lib/feed/record-milestones";
import { redeliver, listDeliveryAttempts } from "@/lib/feed/delivery-log";
import { RETRY_DELAYS_MS } from "@/lib/feed/retry-schedule";
import {
  createSubscription,
  listSubscriptions,
  rotateSubscriptionSecret,
  setSubscriptionPaused,
} from "@/lib/feed/subscriptions";
import { createBooking, startReceiver, testCallers, type TestReceiver } from "@/lib/feed/test-helpers";
import { FeedWorker, LEASE_MS } from "@/lib/feed/worker";

let callers: Awaited<ReturnType<typeof testCallers>>;
let receiver: TestReceiver;
const created: number[] = [];
const today = new Date().toISOString().slice(0, 10);

/** A clock the test moves by hand. */
function clock(start = Date.now()) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

async function subscribe(url = receiver.url) {
  const sub = await createSubscription(callers.bvfAgent, { url });
  created.push(sub.id);
  return sub;
}

async function deliver(itemIds: number[], type: "Delivered" | "Loaded" = "Delivered") {
  return recordMilestones(
    callers.staffNrl,
    itemIds.map((itemId) => ({ itemId, milestone: { type, on: today } })),
  );
}

beforeAll(async () => {
  callers = await testCallers();
});
afterEach(async () => {
  await db().feedSubscription.deleteMany({ where: { id: { in: created.splice(0) } } });
  await receiver?.close();
});
afterAll(async () => {
  await receiver?.close();
});

describe("delivery", () => {
  it("posts a milestone's record signed per Standard Webhooks, verifiable with the secret", async () => {
    receiver = await startReceiver();
    const sub = await subscribe();
    const booking = await createBooking({ agent: "BVF", items: 2 });
    await deliver(booking.itemIds);
    const worker = new FeedWorker({ subscriptionIds: created, now: clock().now });
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.posts).toHaveLength(1);
    const post = receiver.posts[0];
    const verified = new Webhook(sub.secret).verify(post.body, post.headers as Record<string, string>) as Record<
      string,
      string | null
    >[];
    expect(post.headers["webhook-id"]).toMatch(/^msg_/);
    expect(verified.map((r) => r.ItemId).sort()).toEqual(booking.itemIds.map(String).sort());
    expect(Object.keys(verified[0])).toEqual([
      "ItemId",
      "Serial",
      "DeliveryDate",
      "LoadingDate",
      "DischargingDate",
      "CustomsClearedOn",
      "Location",
      "Length",
      "Width",
      "Height",
      "Weight",
      "Voyage",
      "Vessel",
      "CustomsDocs",
    ]);
    expect(verified[0]).toMatchObject({
      DeliveryDate: today,
      LoadingDate: null,
      Serial: booking.message.Items.find(
        (i) =>
          String(booking.itemIds[booking.saved.Items.findIndex((s) => s.RelativeId === i.RelativeId)]) ===
          verified[0].ItemId,
      )!.SerialNumber,
    });
    for (const value of Object.values(verified[0])) expect(value === null || typeof value === "string").toBe(true);
    const [log] = await listDeliveryAttempts(callers.bvfAgent, sub.id);
    expect(log).toMatchObject({
      status: "delivered",
      records: 2,
      attempt: 1,
      responseStatus: 204,
      nextAttemptAt: null,
    });
    expect((await listSubscriptions(callers.bvfAgent)).find((s) => s.id === sub.id)).toMatchObject({
      failing: 0,
      lastDeliveryAt: expect.any(String),
    });
  });

  it("keeps records while the receiver is down, retries on the schedule under the same webhook-id, and delivers them all", async () => {
    receiver = await startReceiver();
    await subscribe();
    const t = clock();
    const worker = new FeedWorker({ subscriptionIds: created, now: t.now, random: () => 0.5 });
    receiver.respond(() => ({ status: 503 }));
    const booking = await createBooking({ agent: "BVF", items: 3 });
    await deliver(booking.itemIds);
    expect(await worker.runOnce()).toBe(1);
    const batch = await db().feedBatch.findFirstOrThrow({
      where: { webhookId: String(receiver.posts[0].headers["webhook-id"]) },
    });
    expect(batch.nextAttemptAt.getTime() - t.now().getTime()).toBe(RETRY_DELAYS_MS[0]);
    t.advance(RETRY_DELAYS_MS[0] - 1000);
    expect(await worker.runOnce()).toBe(0); // not due yet
    receiver.respond(() => ({ status: 200 }));
    t.advance(1000);
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.posts.map((p) => p.headers["webhook-id"])).toEqual([batch.webhookId, batch.webhookId]);
    expect(new Set(receiver.records().map((r) => r.record.ItemId))).toEqual(new Set(booking.itemIds.map(String)));
    expect(await db().feedDelivery.count({ where: { batchId: batch.id, status: "DELIVERED" } })).toBe(3);
  });

  it("loses nothing when a worker dies holding a batch: after its lease another posts it, same webhook-id", async () => {
    receiver = await startReceiver();
    await subscribe();
    const t = clock();
    const booking = await createBooking({ agent: "BVF", items: 2 });
    await deliver(booking.itemIds);
    const survivor = new FeedWorker({ subscriptionIds: created, now: t.now });
    // The dead worker formed and claimed the batch, then vanished (killed mid-post).
    const { formBatches } = await import("@/lib/feed/batches");
    await formBatches(t.now(), 100, 16, created);
    const [claimed] = await claimBatches("killed-worker", t.now(), new Date(t.now().getTime() + LEASE_MS), 10, created);
    expect(claimed).toBeDefined();
    expect(await survivor.runOnce()).toBe(0);
    t.advance(LEASE_MS + 1);
    expect(await survivor.runOnce()).toBe(1);
    expect(receiver.posts[0].headers["webhook-id"]).toBe(claimed.webhookId);
    expect(new Set(receiver.records().map((r) => r.record.ItemId))).toEqual(new Set(booking.itemIds.map(String)));
  });

  it("sends nothing for a milestone call that was refused (rolled back as a whole)", async () => {
    receiver = await startReceiver();
    await subscribe();
    const booking = await createBooking({ agent: "BVF", items: 2 });
    const call = recordMilestones(callers.staffNrl, [
      { itemId: booking.itemIds[0], milestone: { type: "Delivered", on: today } },
      { itemId: booking.itemIds[1], milestone: { type: "Loaded", on: today } },
    ]);
    await expect(call).rejects.toMatchObject({
      code: "NOT_ALLOWED",
      errors: [{ path: "[1].type", code: "out_of_order" }],
    });
    expect(await db().itemUpdate.count({ where: { itemId: { in: booking.itemIds } } })).toBe(0);
    expect(await db().bookingItem.count({ where: { id: { in: booking.itemIds }, state: "APPROVED" } })).toBe(2);
    await new FeedWorker({ subscriptionIds: created, now: clock().now }).runOnce();
    expect(receiver.records().filter((r) => booking.itemIds.map(String).includes(String(r.record.ItemId)))).toEqual([]);
  });

  it("disables the subscription on 410 Gone and queues nothing for it until resumed", async () => {
    receiver = await startReceiver();
    const sub = await subscribe();
    receiver.respond(() => ({ status: 410 }));
    const booking = await createBooking({ agent: "BVF", items: 2 });
    await deliver([booking.itemIds[0]]);
    const t = clock();
    await new FeedWorker({ subscriptionIds: created, now: t.now }).runOnce();
    const stored = await db().feedSubscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(stored.disabledAt).not.toBeNull();
    await deliver([booking.itemIds[1]]);
    expect(await db().feedDelivery.count({ where: { subscriptionId: sub.id } })).toBe(1);
    t.advance(24 * 3600_000);
    expect(await new FeedWorker({ subscriptionIds: created, now: t.now }).runOnce()).toBe(0);
    receiver.respond(() => ({ status: 200 }));
    await setSubscriptionPaused(callers.bvfAgent, sub.id, false);
    expect(await new FeedWorker({ subscriptionIds: created, now: t.now }).runOnce()).toBe(1);
    expect(receiver.posts).toHaveLength(2);
  });

  it("halves a batch the receiver finds too large (413) until it fits, keeping every record", async () => {
    receiver = await startReceiver();
    await subscribe();
    receiver.respond((post) => ({ status: (JSON.parse(post.body) as unknown[]).length > 2 ? 413 : 200 }));
    const booking = await createBooking({ agent: "BVF", items: 7 });
    await deliver(booking.itemIds);
    const worker = new FeedWorker({ subscriptionIds: created, now: clock().now, concurrency: 8 });
    for (let i = 0; i < 10 && (await worker.runOnce()) > 0; i++);
    const ok = receiver.posts.filter((p) => (JSON.parse(p.body) as unknown[]).length <= 2);
    const delivered = ok.flatMap((p) => (JSON.parse(p.body) as { ItemId: string }[]).map((r) => r.ItemId));
    expect(new Set(delivered)).toEqual(new Set(booking.itemIds.map(String)));
    expect(receiver.posts[0].body.length).toBeGreaterThan(ok[0].body.length);
  });

  it("honours Retry-After, and dead-letters a batch after the last retry of the schedule; redeliver queues it again", async () => {
    receiver = await startReceiver();
    const sub = await subscribe();
    receiver.respond(() => ({ status: 429, headers: { "retry-after": "3600" } }));
    const booking = await createBooking({ agent: "BVF", items: 1 });
    await deliver(booking.itemIds);
    const t = clock();
    const worker = new FeedWorker({ subscriptionIds: created, now: t.now, random: () => 0.5 });
    await worker.runOnce();
    const batch = await db().feedBatch.findFirstOrThrow({ where: { subscriptionId: sub.id } });
    expect(batch.nextAttemptAt.getTime() - t.now().getTime()).toBe(3600_000); // not 5 s
    receiver.respond(() => ({ status: 500 }));
    t.advance(3600_000);
    for (const delay of RETRY_DELAYS_MS.slice(1)) {
      expect(await worker.runOnce()).toBe(1);
      t.advance(delay * 1.1 + 1);
    }
    expect(await worker.runOnce()).toBe(1); // the 10th post
    expect(await worker.runOnce()).toBe(0);
    expect(receiver.posts).toHaveLength(10);
    const [row] = await listDeliveryAttempts(callers.bvfAgent, sub.id);
    expect(row).toMatchObject({ status: "dead", attempt: 10, responseStatus: 500, nextAttemptAt: null });
    expect(await redeliver(callers.staffNrl, sub.id)).toEqual({ queued: 1 });
    receiver.respond(() => ({ status: 200 }));
    expect(await worker.runOnce()).toBe(1);
    expect(new Set(receiver.posts.map((p) => p.headers["webhook-id"])).size).toBe(1);
  });

  it("signs with both secrets while one is being rotated", async () => {
    receiver = await startReceiver();
    const sub = await subscribe();
    const { secret } = await rotateSubscriptionSecret(callers.bvfAgent, sub.id);
    const booking = await createBooking({ agent: "BVF", items: 1 });
    await deliver(booking.itemIds);
    await new FeedWorker({ subscriptionIds: created, now: clock().now }).runOnce();
    const post = receiver.posts[0];
    expect(String(post.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    for (const s of [sub.secret, secret])
      expect(() => new Webhook(s).verify(post.body, post.headers as Record<string, string>)).not.toThrow();
  });

  it("never lets two workers post one batch: every webhook-id arrives once", async () => {
    receiver = await startReceiver();
    await subscribe();
    receiver.respond(async () => {
      await new Promise((r) => setTimeout(r, 5)); // keep posts in flight side by side
      return { status: 200 };
    });
    const booking = await createBooking({ agent: "BVF", items: 40 });
    await deliver(booking.itemIds);
    const t = clock();
    const a = new FeedWorker({ subscriptionIds: created, now: t.now, maxBatchRecords: 3, concurrency: 3 });
    const b = new FeedWorker({ subscriptionIds: created, now: t.now, maxBatchRecords: 3, concurrency: 3 });
    for (let i = 0; i < 20; i++) {
      const [x, y] = await Promise.all([a.runOnce(), b.runOnce()]);
      if (x + y === 0) break;
    }
    const ids = receiver.posts.map((p) => String(p.headers["webhook-id"]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      receiver
        .records()
        .map((r) => r.record.ItemId)
        .sort(),
    ).toEqual(booking.itemIds.map(String).sort());
    expect(Math.max(...receiver.posts.map((p) => (JSON.parse(p.body) as unknown[]).length))).toBeLessThanOrEqual(3);
  });
});
