import "server-only";
// The outbox as batches: pending outbox rows are grouped into batches of at most 100 records
// (one webhook-id each), and workers claim due batches with FOR UPDATE SKIP LOCKED plus a lease.
// Every statement here is one short autocommit statement or transaction: nothing is held open
// across an outgoing post (the embedded database has a single connection).
import { db } from "@/lib/db/prisma";

import { inSpecOrder, type ItemUpdateRecord } from "@/lib/feed/milestone-schema";
import { newWebhookId, type SigningSecrets } from "@/lib/feed/secrets";

export const MAX_BATCH_RECORDS = 100;

/** Groups pending, unbatched outbox rows of live subscriptions into batches. Returns how many were made. */
export async function formBatches(now: Date, maxRecords = MAX_BATCH_RECORDS): Promise<number> {
  const subs = await db().$queryRaw<{ subscriptionId: number }[]>`
    SELECT DISTINCT d."subscriptionId" FROM "FeedDelivery" d
      JOIN "FeedSubscription" s ON s.id = d."subscriptionId" AND s."pausedAt" IS NULL AND s."disabledAt" IS NULL
     WHERE d."batchId" IS NULL AND d.status = 'PENDING'`;
  let made = 0;
  for (const { subscriptionId } of subs) {
    for (;;) {
      const rows = await db().$queryRaw<{ id: number }[]>`
        WITH picked AS (
          SELECT id FROM "FeedDelivery"
           WHERE "subscriptionId" = ${subscriptionId} AND "batchId" IS NULL AND status = 'PENDING'
           ORDER BY id LIMIT ${maxRecords} FOR UPDATE SKIP LOCKED),
        batch AS (
          INSERT INTO "FeedBatch" ("subscriptionId", "webhookId", "nextAttemptAt")
          SELECT ${subscriptionId}, ${newWebhookId()}, ${now} WHERE EXISTS (SELECT 1 FROM picked)
          RETURNING id)
        UPDATE "FeedDelivery" d SET "batchId" = batch.id FROM batch WHERE d.id IN (SELECT id FROM picked)
        RETURNING d.id`;
      if (rows.length) made++;
      if (rows.length < maxRecords) break;
    }
  }
  return made;
}

export interface ClaimedBatch {
  id: number;
  subscriptionId: number;
  webhookId: string;
  attempts: number;
  testRecords: ItemUpdateRecord[] | null;
}

/**
 * Claims up to `limit` due batches for `workerId` until `leaseUntil`. A batch whose lease ran out
 * (its worker died mid-post) is due again, under the same webhook-id.
 */
export async function claimBatches(workerId: string, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedBatch[]> {
  return db().$queryRaw<ClaimedBatch[]>`
    UPDATE "FeedBatch" b SET "lockedUntil" = ${leaseUntil}, "lockedBy" = ${workerId}
     WHERE b.id IN (
       SELECT fb.id FROM "FeedBatch" fb JOIN "FeedSubscription" s ON s.id = fb."subscriptionId"
        WHERE fb.status = 'PENDING' AND fb."nextAttemptAt" <= ${now}
          AND (fb."lockedUntil" IS NULL OR fb."lockedUntil" < ${now})
          AND s."pausedAt" IS NULL AND s."disabledAt" IS NULL
        ORDER BY fb."nextAttemptAt", fb.id
        LIMIT ${limit}
        FOR UPDATE OF fb SKIP LOCKED)
    RETURNING b.id, b."subscriptionId", b."webhookId", b.attempts, b."testRecords"`;
}

export interface BatchContent {
  url: string;
  secrets: SigningSecrets;
  records: ItemUpdateRecord[];
  deliveryIds: number[];
}

/** The subscription and the records of a claimed batch, in a stable order (receivers dedupe by webhook-id and index). */
export async function loadBatch(batch: ClaimedBatch): Promise<BatchContent | null> {
  const sub = await db().feedSubscription.findUnique({ where: { id: batch.subscriptionId } });
  if (!sub) return null;
  const secrets = { secret: sub.secret, previousSecret: sub.previousSecret, previousSecretUntil: sub.previousSecretUntil };
  if (batch.testRecords) return { url: sub.url, secrets, records: batch.testRecords, deliveryIds: [] };
  const rows = await db().$queryRaw<{ id: number; record: ItemUpdateRecord }[]>`
    SELECT d.id, u.record FROM "FeedDelivery" d JOIN "ItemUpdate" u ON u.id = d."itemUpdateId"
     WHERE d."batchId" = ${batch.id} ORDER BY d.id`;
  return { url: sub.url, secrets, records: rows.map((r) => inSpecOrder(r.record)), deliveryIds: rows.map((r) => r.id) };
}

export interface PostResult {
  batch: ClaimedBatch;
  workerId: string;
  at: Date;
  records: number;
  durationMs: number;
  responseStatus: number | null;
  error: string | null;
  outcome: { kind: "delivered" } | { kind: "retry"; nextAttemptAt: Date } | { kind: "dead" } | { kind: "gone"; nextAttemptAt: Date } | { kind: "split"; keep: number[]; move: number[] };
}

/** Writes what a post came to: the log row, the batch, its outbox rows, the subscription. One transaction. */
export async function finishPost(r: PostResult): Promise<void> {
  const { batch, outcome } = r;
  const attempt = batch.attempts + 1;
  const nextAttemptAt = outcome.kind === "retry" || outcome.kind === "gone" ? outcome.nextAttemptAt : outcome.kind === "split" ? r.at : null;
  await db().$transaction(async (tx) => {
    await tx.feedAttempt.create({
      data: { batchId: batch.id, attempt, records: r.records, at: r.at, durationMs: r.durationMs, responseStatus: r.responseStatus, error: r.error?.slice(0, 1000) ?? null, nextAttemptAt },
    });
    // A worker whose lease ran out lost the batch to another: its log row stays, the batch is the other's.
    const own = { id: batch.id, lockedBy: r.workerId, status: "PENDING" as const };
    if (outcome.kind === "delivered") {
      const { count } = await tx.feedBatch.updateMany({ where: own, data: { status: "DELIVERED", attempts: attempt, lockedUntil: null, finishedAt: r.at } });
      if (count) await tx.feedDelivery.updateMany({ where: { batchId: batch.id }, data: { status: "DELIVERED", deliveredAt: r.at } });
      await tx.feedSubscription.update({ where: { id: batch.subscriptionId }, data: { lastDeliveryAt: r.at } });
    } else if (outcome.kind === "dead") {
      const { count } = await tx.feedBatch.updateMany({ where: own, data: { status: "DEAD", attempts: attempt, lockedUntil: null, finishedAt: r.at } });
      if (count) await tx.feedDelivery.updateMany({ where: { batchId: batch.id }, data: { status: "DEAD" } });
    } else if (outcome.kind === "split") {
      // 413: this batch keeps the first half (same records at the same indexes, so the same
      // webhook-id stays truthful); the second half becomes a new batch. Both go out at once.
      const { count } = await tx.feedBatch.updateMany({ where: own, data: { attempts: attempt, lockedUntil: null, nextAttemptAt: r.at } });
      if (count) {
        const half = await tx.feedBatch.create({ data: { subscriptionId: batch.subscriptionId, webhookId: newWebhookId(), nextAttemptAt: r.at } });
        await tx.feedDelivery.updateMany({ where: { id: { in: outcome.move } }, data: { batchId: half.id } });
      }
    } else {
      await tx.feedBatch.updateMany({ where: own, data: { attempts: attempt, lockedUntil: null, nextAttemptAt: outcome.nextAttemptAt } });
      if (outcome.kind === "gone") {
        await tx.feedSubscription.update({ where: { id: batch.subscriptionId }, data: { disabledAt: r.at, disabledReason: "The endpoint answered 410 Gone." } });
      }
    }
  });
}

/** Lets other workers take a claimed batch at once (a worker stopping before it posted). */
export async function releaseBatch(batchId: number, workerId: string): Promise<void> {
  await db().feedBatch.updateMany({ where: { id: batchId, lockedBy: workerId }, data: { lockedUntil: null } });
}

