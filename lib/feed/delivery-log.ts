import "server-only";
// The delivery log of one subscription, redelivery and test posts (Integrations page, API).
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { getSubscriptionOrThrow } from "@/lib/feed/access";
import type { DeliveryAttemptRow, DeliveryRowStatus } from "@/lib/feed/delivery-log-schema";
import type { ItemUpdateRecord } from "@/lib/feed/milestone-schema";
import { newWebhookId } from "@/lib/feed/secrets";

/** Newest batch first, each with its last post. */
export async function listDeliveryAttempts(
  caller: Caller,
  subscriptionId: number,
  options: { take?: number } = {},
): Promise<DeliveryAttemptRow[]> {
  await getSubscriptionOrThrow(caller, subscriptionId, "read");
  const batches = await db().feedBatch.findMany({
    where: { subscriptionId },
    orderBy: { id: "desc" },
    take: Math.min(options.take ?? 100, 500),
    include: { posts: { orderBy: { id: "desc" }, take: 1 }, _count: { select: { deliveries: true } } },
  });
  return batches.map((b) => {
    const last = b.posts[0];
    const testRecords = Array.isArray(b.testRecords) ? b.testRecords.length : 0;
    const status: DeliveryRowStatus =
      b.status === "DELIVERED"
        ? "delivered"
        : b.status === "DEAD"
          ? "dead"
          : last && last.responseStatus !== null && last.responseStatus < 300
            ? "pending"
            : last
              ? "failed"
              : "pending";
    return {
      id: b.id,
      webhookId: b.webhookId,
      records: b._count.deliveries + testRecords,
      attempt: b.attempts,
      status,
      responseStatus: last?.responseStatus ?? null,
      durationMs: last?.durationMs ?? null,
      at: last?.at.toISOString() ?? null,
      nextAttemptAt: b.status === "PENDING" ? b.nextAttemptAt.toISOString() : null,
      error: last?.error ?? null,
      test: b.testRecords !== null,
    };
  });
}

/** Queues batches again (same webhook-id, attempts counted afresh); none named: every failed and dead one. */
export async function redeliver(
  caller: Caller,
  subscriptionId: number,
  options: { batchIds?: number[] } = {},
): Promise<{ queued: number }> {
  await getSubscriptionOrThrow(caller, subscriptionId, "redeliver");
  const now = new Date();
  const where = options.batchIds?.length
    ? { subscriptionId, id: { in: options.batchIds }, status: { not: "DELIVERED" as const } }
    : { subscriptionId, OR: [{ status: "DEAD" as const }, { status: "PENDING" as const, attempts: { gt: 0 } }] };
  const { count } = await db().$transaction(async (tx) => {
    const ids = (await tx.feedBatch.findMany({ where, select: { id: true } })).map((b) => b.id);
    await tx.feedDelivery.updateMany({ where: { batchId: { in: ids } }, data: { status: "PENDING" } });
    // Asked for now: the circuit's wait ends (one post probes the endpoint while it is failing).
    await tx.feedSubscription.update({ where: { id: subscriptionId }, data: { circuitOpenUntil: null } });
    return tx.feedBatch.updateMany({
      where: { id: { in: ids } },
      data: { status: "PENDING", attempts: 0, nextAttemptAt: now, lockedUntil: null, finishedAt: null },
    });
  });
  return { queued: count };
}

/** A record that names no real item, posted like any other (signed, logged, retried). */
export function testRecord(now: Date = new Date()): ItemUpdateRecord {
  const day = now.toISOString().slice(0, 10);
  return {
    ItemId: "0",
    Serial: "TEST0000000000000",
    DeliveryDate: day,
    LoadingDate: null,
    DischargingDate: null,
    CustomsClearedOn: null,
    Location: "Test update from Quayside",
    Length: "480",
    Width: "185",
    Height: "150",
    Weight: "1500",
    Voyage: null,
    Vessel: null,
    CustomsDocs: null,
  };
}

export async function sendTestUpdate(
  caller: Caller,
  subscriptionId: number,
): Promise<{ batchId: number; webhookId: string }> {
  await getSubscriptionOrThrow(caller, subscriptionId, "manage");
  const batch = await db().feedBatch.create({
    data: { subscriptionId, webhookId: newWebhookId(), testRecords: [testRecord()] },
  });
  await db().feedSubscription.update({ where: { id: subscriptionId }, data: { circuitOpenUntil: null } });
  return { batchId: batch.id, webhookId: batch.webhookId };
}
