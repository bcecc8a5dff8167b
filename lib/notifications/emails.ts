import "server-only";
// The e-mail outbox (lib/feed/batches.ts's pattern): a worker forms e-mails from notifications
// (one per EMAIL notification, one digest per user for the DIGEST ones that are due), claims due
// e-mails with FOR UPDATE SKIP LOCKED and a lease, sends after the claim committed, and writes the
// outcome only while it still holds the lease. A notification joins one e-mail once (its emailId),
// an e-mail is held by one worker at a time, and it is marked SENT once: at most once per
// recipient and event. Every statement is short; none is open while a message is sent.
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";

/** Users a worker serves; null: all. (Tests scope their workers to their own users.) */
export type UserScope = readonly number[] | null;
const inScope = (only: UserScope, column: Prisma.Sql) =>
  only ? (only.length ? Prisma.sql`${column} IN (${Prisma.join(only)})` : Prisma.sql`false`) : Prisma.sql`true`;
const ts = (d: Date) => Prisma.sql`(${d.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

const HOUR = 3_600_000;
/**
 * An e-mail more than this late is not sent: an "at once" notification written this long before a
 * worker with SMTP first saw it (e-mail was off: no SMTP_URL, or no worker ran), or a digest due
 * this long ago. Such mail would tell of what the portal has long shown; the notifications stay in
 * the portal. (An outage of the SMTP server is not this: its e-mails are formed and retried.)
 */
export const EMAIL_MAX_LATENESS_MS = 12 * HOUR;

/**
 * Closes notifications too late for e-mail without sending them: one SKIPPED e-mail row per user
 * holds them (so they are never formed again and the outbox says what became of them). Returns how many.
 */
export async function skipLateNotifications(
  now: Date,
  domain: string,
  only: UserScope = null,
  limit = 5000,
): Promise<number> {
  const before = new Date(now.getTime() - EMAIL_MAX_LATENESS_MS);
  const reason = `Not sent: more than ${EMAIL_MAX_LATENESS_MS / HOUR} h late for e-mail (shown in the portal).`;
  return db().$executeRaw`
    WITH late AS (
      SELECT id, "userId" FROM "Notification"
       WHERE "emailId" IS NULL AND ${inScope(only, Prisma.sql`"userId"`)}
         AND ((channel = 'EMAIL' AND "createdAt" < ${ts(before)}) OR (channel = 'DIGEST' AND "digestAt" < ${ts(before)}))
       ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED),
    firsts AS (SELECT "userId", min(id) AS first FROM late GROUP BY "userId"),
    emails AS (
      INSERT INTO "NotificationEmail" ("userId", "messageId", status, "nextAttemptAt", "lastError")
      SELECT "userId", 'skipped-' || first || '@' || ${domain}, 'SKIPPED'::"EmailStatus", ${ts(now)}, ${reason} FROM firsts
      ON CONFLICT ("messageId") DO NOTHING
      RETURNING id, "userId")
    UPDATE "Notification" n SET "emailId" = e.id FROM emails e, late l WHERE n.id = l.id AND l."userId" = e."userId"`;
}

/** Forms e-mails from notifications not yet in one; returns how many. The Message-ID names the notification (or the digest's first). */
export async function formEmails(now: Date, domain: string, only: UserScope = null, limit = 1000): Promise<number> {
  const single = await db().$executeRaw`
    WITH picked AS (
      SELECT id, "userId" FROM "Notification"
       WHERE channel = 'EMAIL' AND "emailId" IS NULL AND ${inScope(only, Prisma.sql`"userId"`)}
       ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED),
    emails AS (
      INSERT INTO "NotificationEmail" ("userId", "messageId", "nextAttemptAt")
      SELECT "userId", 'notification-' || id || '@' || ${domain}, ${ts(now)} FROM picked
      ON CONFLICT ("messageId") DO NOTHING
      RETURNING id, "messageId")
    UPDATE "Notification" n SET "emailId" = e.id FROM emails e WHERE e."messageId" = 'notification-' || n.id || '@' || ${domain}`;
  const digests = await db().$executeRaw`
    WITH picked AS (
      SELECT id, "userId" FROM "Notification"
       WHERE channel = 'DIGEST' AND "emailId" IS NULL AND "digestAt" <= ${ts(now)} AND ${inScope(only, Prisma.sql`"userId"`)}
       ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED),
    firsts AS (SELECT "userId", min(id) AS first FROM picked GROUP BY "userId"),
    emails AS (
      INSERT INTO "NotificationEmail" ("userId", "messageId", digest, "nextAttemptAt")
      SELECT "userId", 'digest-' || first || '@' || ${domain}, true, ${ts(now)} FROM firsts
      ON CONFLICT ("messageId") DO NOTHING
      RETURNING id, "userId")
    UPDATE "Notification" n SET "emailId" = e.id FROM emails e, picked p WHERE n.id = p.id AND p."userId" = e."userId"`;
  return single + digests;
}

export interface ClaimedEmail {
  id: number;
  userId: number;
  messageId: string;
  digest: boolean;
  attempts: number;
}

export async function claimEmails(
  workerId: string,
  now: Date,
  leaseUntil: Date,
  limit: number,
  only: UserScope = null,
): Promise<ClaimedEmail[]> {
  return db().$queryRaw<ClaimedEmail[]>`
    UPDATE "NotificationEmail" SET "lockedUntil" = ${ts(leaseUntil)}, "lockedBy" = ${workerId}
     WHERE id IN (
       SELECT id FROM "NotificationEmail"
        WHERE status = 'PENDING' AND "nextAttemptAt" <= ${ts(now)} AND ("lockedUntil" IS NULL OR "lockedUntil" < ${ts(now)})
          AND ${inScope(only, Prisma.sql`"userId"`)}
        ORDER BY "nextAttemptAt", id LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
    RETURNING id, "userId", "messageId", digest, attempts`;
}

export interface EmailContent {
  /** locale: the language the user chose (null: never chose; their e-mails are in English) */
  to: { name: string; email: string; timeZone: string; unsubscribeSecret: string; locale: string | null };
  notifications: { id: number; kind: string; title: string; body: string; link: string; createdAt: Date }[];
}

export async function loadEmail(email: ClaimedEmail): Promise<EmailContent | null> {
  const user = await db().user.findUnique({
    where: { id: email.userId },
    select: { name: true, email: true, timeZone: true, unsubscribeSecret: true, locale: true, disabledAt: true },
  });
  if (!user || user.disabledAt) return null;
  const notifications = await db().notification.findMany({
    where: { emailId: email.id },
    orderBy: { id: "asc" },
    select: { id: true, kind: true, title: true, body: true, link: true, createdAt: true },
  });
  return { to: user, notifications };
}

export type EmailOutcome =
  { kind: "sent" } | { kind: "retry"; nextAttemptAt: Date; error: string } | { kind: "dead"; error: string };

/** Writes what sending came to, only while this worker holds the e-mail; answers whether it did. */
export async function finishEmail(
  email: ClaimedEmail,
  workerId: string,
  at: Date,
  outcome: EmailOutcome,
): Promise<boolean> {
  const own = Prisma.sql`id = ${email.id} AND "lockedBy" = ${workerId} AND status = 'PENDING'`;
  const n =
    outcome.kind === "sent"
      ? await db()
          .$executeRaw`UPDATE "NotificationEmail" SET status = 'SENT', attempts = attempts + 1, "sentAt" = ${ts(at)}, "lockedUntil" = NULL, "lastError" = NULL WHERE ${own}`
      : outcome.kind === "dead"
        ? await db()
            .$executeRaw`UPDATE "NotificationEmail" SET status = 'DEAD', attempts = attempts + 1, "lockedUntil" = NULL, "lastError" = ${outcome.error.slice(0, 1000)} WHERE ${own}`
        : await db()
            .$executeRaw`UPDATE "NotificationEmail" SET attempts = attempts + 1, "lockedUntil" = NULL, "nextAttemptAt" = ${ts(outcome.nextAttemptAt)}, "lastError" = ${outcome.error.slice(0, 1000)} WHERE ${own}`;
  return n === 1;
}

/** A claimed e-mail with nothing to send (its user gone or disabled): closed without sending. */
export async function dropEmail(email: ClaimedEmail, workerId: string, at: Date): Promise<void> {
  await finishEmail(email, workerId, at, { kind: "dead", error: "The recipient is disabled or gone." });
}

/** Lets other workers take a claimed e-mail at once (a worker stopping before it sent). */
export async function releaseEmail(emailId: number, workerId: string): Promise<void> {
  await db().notificationEmail.updateMany({ where: { id: emailId, lockedBy: workerId }, data: { lockedUntil: null } });
}
