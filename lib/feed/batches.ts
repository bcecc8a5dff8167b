import "server-only";
// The outbox as batches: pending outbox rows are grouped into batches of at most 100 records
// (one webhook-id each), and workers claim due batches with FOR UPDATE SKIP LOCKED plus a lease.
// Every statement here is one short autocommit statement or transaction: nothing is held open
// across an outgoing post (the embedded database has a single connection).
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";

import { circuitDelayMs } from "@/lib/feed/circuit";
import { inSpecOrder, type ItemUpdateRecord } from "@/lib/feed/milestone-schema";
import { newWebhookId, type SigningSecrets } from "@/lib/feed/secrets";
import { notifyFeedDeadLetter } from "@/lib/notifications/events";

export const MAX_BATCH_RECORDS = 100;

/** Subscriptions a worker serves; null: all. (Tests give each worker its own, so parallel test files cannot take each other's batches.) */
export type Scope = readonly number[] | null;
const inScope = (only: Scope, column: Prisma.Sql) =>
  only ? (only.length ? Prisma.sql`${column} IN (${Prisma.join(only)})` : Prisma.sql`false`) : Prisma.sql`true`;

/**
 * Groups pending, unbatched outbox rows of live subscriptions into batches, at most `maxBatches`
 * per call (so a worker starts posting before a large backlog is all grouped). Subscriptions take
 * turns, one batch each per round, so one subscription's backlog cannot keep another's records
 * unbatched. Returns how many.
 */
export async function formBatches(
  now: Date,
  maxRecords = MAX_BATCH_RECORDS,
  maxBatches = 16,
  only: Scope = null,
): Promise<number> {
  const subs = await db().$queryRaw<{ subscriptionId: number }[]>`
    SELECT DISTINCT d."subscriptionId" FROM "FeedDelivery" d
      JOIN "FeedSubscription" s ON s.id = d."subscriptionId" AND s."pausedAt" IS NULL AND s."disabledAt" IS NULL
     WHERE d."batchId" IS NULL AND d.status = 'PENDING' AND ${inScope(only, Prisma.sql`s.id`)}`;
  let made = 0;
  let waiting = subs.map((s) => s.subscriptionId);
  while (waiting.length && made < maxBatches) {
    const more: number[] = [];
    for (const subscriptionId of waiting) {
      if (made >= maxBatches) break;
      const rows = await db().$queryRaw<{ id: number }[]>`
        WITH picked AS (
          SELECT id FROM "FeedDelivery"
           WHERE "subscriptionId" = ${subscriptionId} AND "batchId" IS NULL AND status = 'PENDING'
           LIMIT ${maxRecords} FOR UPDATE SKIP LOCKED),
        batch AS (
          INSERT INTO "FeedBatch" ("subscriptionId", "webhookId", "nextAttemptAt")
          SELECT ${subscriptionId}, ${newWebhookId()}, ${now} WHERE EXISTS (SELECT 1 FROM picked)
          RETURNING id)
        UPDATE "FeedDelivery" d SET "batchId" = batch.id FROM batch WHERE d.id IN (SELECT id FROM picked)
        RETURNING d.id`;
      if (rows.length) made++;
      if (rows.length >= maxRecords) more.push(subscriptionId);
    }
    waiting = more;
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
 *
 * Subscriptions are isolated from one another: a subscription whose circuit is open (its last
 * post failed, lib/feed/circuit.ts) gets nothing until the circuit's time; one whose last post
 * failed gets one post at a time (the probe); any other at most `perSubscription` posts in flight
 * at this worker. So an endpoint that hangs holds at most that many of a worker's posts, and only
 * until its first post fails.
 */
export async function claimBatches(
  workerId: string,
  now: Date,
  leaseUntil: Date,
  limit: number,
  only: Scope = null,
  perSubscription = limit,
): Promise<ClaimedBatch[]> {
  return db().$queryRaw<ClaimedBatch[]>`
    UPDATE "FeedBatch" b SET "lockedUntil" = ${leaseUntil}, "lockedBy" = ${workerId}
     WHERE b.id IN (
       SELECT fb.id FROM "FeedBatch" fb
        WHERE fb.id IN (
          SELECT ranked.id FROM (
            SELECT c.id, c."nextAttemptAt",
                   row_number() OVER (PARTITION BY c."subscriptionId" ORDER BY c."nextAttemptAt", c.id) AS n,
                   (CASE WHEN s."failureStreak" > 0 THEN 1 ELSE ${perSubscription}::int END)
                     - (SELECT count(*) FROM "FeedBatch" x
                         WHERE x."subscriptionId" = c."subscriptionId" AND x.status = 'PENDING'
                           AND (x."lockedBy" = ${workerId} OR s."failureStreak" > 0) AND x."lockedUntil" >= ${now}) AS room
              FROM "FeedBatch" c JOIN "FeedSubscription" s ON s.id = c."subscriptionId"
             WHERE c.status = 'PENDING' AND c."nextAttemptAt" <= ${now}
               AND (c."lockedUntil" IS NULL OR c."lockedUntil" < ${now})
               AND s."pausedAt" IS NULL AND s."disabledAt" IS NULL
               AND (s."circuitOpenUntil" IS NULL OR s."circuitOpenUntil" <= ${now})
               AND ${inScope(only, Prisma.sql`s.id`)}) ranked
           WHERE ranked.n <= ranked.room
           ORDER BY ranked."nextAttemptAt", ranked.id
           LIMIT ${limit})
          AND fb.status = 'PENDING' AND (fb."lockedUntil" IS NULL OR fb."lockedUntil" < ${now})
        FOR UPDATE SKIP LOCKED)
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
  const secrets = {
    secret: sub.secret,
    previousSecret: sub.previousSecret,
    previousSecretUntil: sub.previousSecretUntil,
  };
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
  outcome:
    | { kind: "delivered" }
    | { kind: "retry"; nextAttemptAt: Date }
    | { kind: "dead" }
    | { kind: "gone"; nextAttemptAt: Date }
    | { kind: "split"; keep: number[]; move: number[] };
}

/**
 * Writes what a post came to: the log row, the batch, its outbox rows, the subscription. Each
 * outcome is one statement (data-modifying CTEs), so it is atomic without a transaction's round trips;
 * a dead-letter (rare) is a transaction, to write the agent's notification with it.
 */
export async function finishPost(r: PostResult): Promise<void> {
  const { batch, outcome } = r;
  const attempt = batch.attempts + 1;
  const nextAttemptAt =
    outcome.kind === "retry" || outcome.kind === "gone"
      ? outcome.nextAttemptAt
      : outcome.kind === "split"
        ? r.at
        : null;
  const error = r.error?.slice(0, 1000) ?? null;
  // The log row is written in every case; the batch changes only while this worker still holds it
  // (a worker whose lease ran out lost the batch to another).
  const logged = Prisma.sql`INSERT INTO "FeedAttempt" ("batchId", attempt, records, at, "durationMs", "responseStatus", error, "nextAttemptAt")
    VALUES (${batch.id}, ${attempt}, ${r.records}, ${r.at}, ${r.durationMs}, ${r.responseStatus}, ${error}, ${nextAttemptAt})`;
  const own = Prisma.sql`id = ${batch.id} AND "lockedBy" = ${r.workerId} AND status = 'PENDING'`;
  if (outcome.kind === "delivered") {
    await db().$executeRaw`
      WITH logged AS (${logged}),
      batch AS (UPDATE "FeedBatch" SET status = 'DELIVERED', attempts = ${attempt}, "lockedUntil" = NULL, "finishedAt" = ${r.at} WHERE ${own} RETURNING id)
      UPDATE "FeedDelivery" SET status = 'DELIVERED', "deliveredAt" = ${r.at} WHERE "batchId" IN (SELECT id FROM batch)`;
  } else if (outcome.kind === "dead") {
    // Records given up on: the agent's notification commits with the dead-letter (a test batch has no records).
    await db().$transaction(async (tx) => {
      const records = await tx.$executeRaw`
        WITH logged AS (${logged}),
        batch AS (UPDATE "FeedBatch" SET status = 'DEAD', attempts = ${attempt}, "lockedUntil" = NULL, "finishedAt" = ${r.at} WHERE ${own} RETURNING id)
        UPDATE "FeedDelivery" SET status = 'DEAD', "deliveredAt" = NULL WHERE "batchId" IN (SELECT id FROM batch)`;
      if (records > 0) await notifyFeedDeadLetter(tx, batch.subscriptionId, records, attempt, r.at);
    });
  } else if (outcome.kind === "split") {
    // 413: this batch keeps the first half (the same records at the same indexes, so its
    // webhook-id stays truthful); the second half becomes a new batch. Both go out at once.
    await db().$executeRaw`
      WITH logged AS (${logged}),
      batch AS (UPDATE "FeedBatch" SET attempts = ${attempt}, "lockedUntil" = NULL, "nextAttemptAt" = ${r.at} WHERE ${own} RETURNING id),
      half AS (INSERT INTO "FeedBatch" ("subscriptionId", "webhookId", "nextAttemptAt") SELECT ${batch.subscriptionId}, ${newWebhookId()}, ${r.at} FROM batch RETURNING id)
      UPDATE "FeedDelivery" SET "batchId" = half.id FROM half WHERE "FeedDelivery".id IN (${Prisma.join(outcome.move)})`;
  } else {
    await db().$executeRaw`
      WITH logged AS (${logged})
      UPDATE "FeedBatch" SET attempts = ${attempt}, "lockedUntil" = NULL, "nextAttemptAt" = ${outcome.nextAttemptAt} WHERE ${own}`;
    if (outcome.kind === "gone") {
      await db().feedSubscription.update({
        where: { id: batch.subscriptionId },
        data: { disabledAt: r.at, disabledReason: "The endpoint answered 410 Gone." },
      });
    }
  }
  if (outcome.kind === "delivered") {
    // Closes the circuit; lastDeliveryAt at most once a second, so parallel posts of one
    // subscription do not queue on its row.
    await db()
      .$executeRaw`UPDATE "FeedSubscription" SET "lastDeliveryAt" = ${r.at}, "failureStreak" = 0, "circuitOpenUntil" = NULL
      WHERE id = ${batch.subscriptionId} AND ("failureStreak" > 0 OR "lastDeliveryAt" IS NULL OR "lastDeliveryAt" < ${new Date(r.at.getTime() - 1000)})`;
  } else if (outcome.kind !== "split") {
    // Opens the circuit for the time the failures in a row call for (the streak before this post
    // picks the delay: 0 → the first).
    const until = (streak: number) =>
      Prisma.sql`CAST(${new Date(r.at.getTime() + circuitDelayMs(streak + 1))} AS timestamp(3))`;
    await db().$executeRaw`UPDATE "FeedSubscription" SET "failureStreak" = "failureStreak" + 1,
      "circuitOpenUntil" = CASE LEAST("failureStreak", 6) WHEN 0 THEN ${until(0)} WHEN 1 THEN ${until(1)} WHEN 2 THEN ${until(2)}
        WHEN 3 THEN ${until(3)} WHEN 4 THEN ${until(4)} WHEN 5 THEN ${until(5)} ELSE ${until(6)} END
      WHERE id = ${batch.subscriptionId}`;
  }
}

/** Lets other workers take a claimed batch at once (a worker stopping before it posted). */
export async function releaseBatch(batchId: number, workerId: string): Promise<void> {
  await db().feedBatch.updateMany({ where: { id: batchId, lockedBy: workerId }, data: { lockedUntil: null } });
}
