import "server-only";
// The feed's workers post the booking events queued by the line's decisions
// (lib/booking/decision/confirmation-events.ts) one by one, signed as the item feed is (Standard
// Webhooks), and retry a failed post on the feed's schedule for about a day before giving up (DEAD).
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { postBatch } from "@/lib/feed/post-batch";
import { retryDelayMs } from "@/lib/feed/retry-schedule";
import { activeSecrets, signedHeaders } from "@/lib/feed/secrets";

const LEASE_MS = 30_000;

interface Claimed {
  id: number;
  subscriptionId: number;
  webhookId: string;
  body: unknown;
  attempts: number;
  createdAt: Date;
}

/**
 * Claims the due events (of these subscriptions; null: all) and posts each; returns how many were
 * posted. Claims skip locked rows and carry a lease, so two workers never post one event at once.
 */
export async function deliverBookingEvents(options: {
  now: Date;
  subscriptionIds: readonly number[] | null;
  limit?: number;
  timeoutMs?: number;
}): Promise<number> {
  const { now } = options;
  const scope = options.subscriptionIds
    ? options.subscriptionIds.length
      ? Prisma.sql`"subscriptionId" IN (${Prisma.join(options.subscriptionIds)})`
      : Prisma.sql`false`
    : Prisma.sql`true`;
  const claimed = await db().$queryRaw<Claimed[]>`
    UPDATE "BookingEvent" e SET "lockedUntil" = ${new Date(now.getTime() + LEASE_MS)}, attempts = e.attempts + 1
     WHERE e.id IN (
       SELECT id FROM "BookingEvent"
        WHERE status = 'PENDING' AND "nextAttemptAt" <= ${now} AND ("lockedUntil" IS NULL OR "lockedUntil" < ${now})
          AND ${scope}
        ORDER BY id LIMIT ${options.limit ?? 16} FOR UPDATE SKIP LOCKED)
    RETURNING e.id, e."subscriptionId", e."webhookId", e.body, e.attempts, e."createdAt"`;
  for (const event of claimed) await deliverOne(event, now, options.timeoutMs);
  return claimed.length;
}

async function deliverOne(event: Claimed, now: Date, timeoutMs?: number): Promise<void> {
  const sub = await db().feedSubscription.findUnique({ where: { id: event.subscriptionId } });
  if (!sub || sub.disabledAt) {
    await db().bookingEvent.update({
      where: { id: event.id },
      data: { status: "DEAD", lastError: "No live subscription." },
    });
    return;
  }
  if (sub.pausedAt) {
    // Paused: it waits, as the item feed's records do, without counting as an attempt.
    await db().bookingEvent.update({
      where: { id: event.id },
      data: { attempts: event.attempts - 1, lockedUntil: null, nextAttemptAt: new Date(now.getTime() + 60_000) },
    });
    return;
  }
  const body = JSON.stringify(event.body);
  const headers = signedHeaders(activeSecrets(sub, now), event.webhookId, now, body);
  const res = await postBatch(sub.url, headers, body, timeoutMs);
  if (res.status !== null && res.status >= 200 && res.status < 300) {
    await db().bookingEvent.update({
      where: { id: event.id },
      data: { status: "DELIVERED", deliveredAt: new Date(), lockedUntil: null, lastError: null },
    });
    return;
  }
  const delay = retryDelayMs(event.attempts);
  await db().bookingEvent.update({
    where: { id: event.id },
    data: {
      status: delay === null ? "DEAD" : "PENDING",
      lockedUntil: null,
      nextAttemptAt: new Date(now.getTime() + (delay ?? 0)),
      lastError: res.error ?? `HTTP ${res.status}`,
    },
  });
}
