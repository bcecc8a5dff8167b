import "server-only";
// Consignees' e-mail updates (DESIGN "Tracking for consignees"): an address left on a booking's
// tracking page is asked to confirm (double opt-in: nothing else is sent until it does), then told
// of each milestone of the booking's units and each change of its estimated arrival, one e-mail
// per minute's events at most, until it unsubscribes with one click (RFC 8058) or the share link it
// came through is revoked or expires. The events are queued by a trigger on "TrackingEvent"
// (migration consignee_updates); the notification worker sends the outbox (sendConsigneeEmails).
//
// A consignee is no user: the confirm and unsubscribe links carry the subscription's id and an
// HMAC of it under the subscription's own secret. Asking never tells whether the address was
// already there: every request answers the same sentence.
//
// The e-mails are written in the language of the tracking page the address was left on (its
// `locale`, asked again from a page in another language: that one), through the "emails"
// catalogue's "consignee" messages; English when it has none.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Transporter } from "nodemailer";
import { ApiError } from "@/lib/core/errors";
import type { Locale } from "@/lib/i18n/locales";
import { refusal } from "@/lib/i18n/sentences";
import { localeOrDefault, translator } from "@/lib/i18n/translator";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { consigneeEmailSchema, type ConsigneeLinkQuery } from "@/lib/notifications/consignee-schema";
import { formatDate, formatWallClock } from "@/lib/time/format";
import { propertyOf } from "@/lib/core/narrow";

/** A second confirmation e-mail to the same address is sent at most this often. */
export const CONFIRM_AGAIN_AFTER_MS = 10 * 60_000;
/** Addresses a booking takes (not counting unsubscribed ones). */
export const ADDRESSES_PER_BOOKING = 20;
const LEASE_MS = 90_000;
const RETRY_MS = [30_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 8 * 3_600_000] as const;

export type Purpose = "confirm" | "stop";
const token = (secret: string, id: number, purpose: Purpose) =>
  createHmac("sha256", secret).update(`consignee:${id}:${purpose}`).digest("base64url");

/** The page a link in the e-mail opens (a button there confirms or stops: a mail scanner's visit does nothing). */
export function consigneePageUrl(portalUrl: string, sub: { id: number; secret: string }, purpose: Purpose): string {
  const u = new URL(`/track/updates/${purpose}`, portalUrl);
  u.searchParams.set("s", String(sub.id));
  u.searchParams.set("t", token(sub.secret, sub.id, purpose));
  return u.toString();
}

/** The List-Unsubscribe target: a POST to it (RFC 8058 one click) stops the e-mails. */
export function consigneeOneClickUrl(portalUrl: string, sub: { id: number; secret: string }): string {
  const u = new URL("/api/track/updates/unsubscribe", portalUrl);
  u.searchParams.set("s", String(sub.id));
  u.searchParams.set("t", token(sub.secret, sub.id, "stop"));
  return u.toString();
}

/** What asking came to: "asked" (the same whether the address was new, waiting or confirmed), or "full". */
export type AskOutcome = "asked" | "full";

const utc = (d: Date) => Prisma.sql`(${d.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/**
 * An address asks for updates of a booking (already found through its pair or share link), from a
 * tracking page in `locale`: its e-mails are written in that language from now on. Queues the
 * confirmation e-mail unless one went out within CONFIRM_AGAIN_AFTER_MS or the address is already
 * confirmed; answers "asked" in every case but a full booking.
 */
export async function askForUpdates(input: {
  bookingId: number;
  shareLinkId: number | null;
  trackPath: string;
  email: string;
  /** the language of the tracking page the address was left on */
  locale: Locale;
  now?: Date;
}): Promise<AskOutcome> {
  const email = consigneeEmailSchema.parse(input.email);
  const now = input.now ?? new Date();
  return db().$transaction(async (tx) => {
    // one request per booking at a time: the cap and the upsert see each other
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('consignee'), ${input.bookingId})`;
    const existing = await tx.consigneeSubscription.findUnique({
      where: { bookingId_email: { bookingId: input.bookingId, email } },
    });
    if (!existing) {
      const live = await tx.consigneeSubscription.count({ where: { bookingId: input.bookingId, stoppedAt: null } });
      if (live >= ADDRESSES_PER_BOOKING) return "full";
    }
    if (existing && existing.locale !== input.locale)
      // asked again from a page in another language: the e-mails follow it, whatever comes next
      await tx.consigneeSubscription.update({ where: { id: existing.id }, data: { locale: input.locale } });
    if (existing && !existing.stoppedAt) {
      if (existing.confirmedAt) return "asked";
      if (now.getTime() - existing.askedAt.getTime() < CONFIRM_AGAIN_AFTER_MS) return "asked";
    }
    const sub = existing
      ? await tx.consigneeSubscription.update({
          where: { id: existing.id },
          // asked again after unsubscribing: a new opt-in, confirmed anew
          data: existing.stoppedAt
            ? {
                stoppedAt: null,
                confirmedAt: null,
                askedAt: now,
                shareLinkId: input.shareLinkId,
                trackPath: input.trackPath,
              }
            : { askedAt: now },
        })
      : await tx.consigneeSubscription.create({
          data: {
            bookingId: input.bookingId,
            email,
            shareLinkId: input.shareLinkId,
            trackPath: input.trackPath,
            locale: input.locale,
            askedAt: now,
            createdAt: now,
          },
        });
    await tx.consigneeEmail.create({ data: { subscriptionId: sub.id, kind: "CONFIRM", nextAttemptAt: now } });
    return "asked";
  });
}

const notValid = () => new ApiError("NOT_FOUND", refusal("refusals.notifications.consigneeLinkNotValid"));

async function genuine(input: ConsigneeLinkQuery, purpose: Purpose) {
  const sub = await db().consigneeSubscription.findUnique({
    where: { id: input.s },
    include: { booking: { select: { bookingCode: true } } },
  });
  if (!sub) throw notValid();
  const want = Buffer.from(token(sub.secret, sub.id, purpose));
  const got = Buffer.from(input.t);
  if (want.length !== got.length || !timingSafeEqual(want, got)) throw notValid();
  return sub;
}

export interface ConsigneeState {
  bookingCode: string;
  email: string;
  state: "pending" | "confirmed" | "stopped";
  trackPath: string;
}
const stateOf = (sub: {
  booking: { bookingCode: string };
  email: string;
  confirmedAt: Date | null;
  stoppedAt: Date | null;
  trackPath: string;
}): ConsigneeState => ({
  bookingCode: sub.booking.bookingCode,
  email: sub.email,
  state: sub.stoppedAt ? "stopped" : sub.confirmedAt ? "confirmed" : "pending",
  trackPath: sub.trackPath,
});

/** What a link's page shows before its button is pressed (404 for a link that is not genuine). */
export async function consigneeState(input: ConsigneeLinkQuery, purpose: Purpose): Promise<ConsigneeState> {
  return stateOf(await genuine(input, purpose));
}

/** The confirmation link's button: updates start (a stopped subscription stays stopped: ask again). */
export async function confirmUpdates(input: ConsigneeLinkQuery, now: Date = new Date()): Promise<ConsigneeState> {
  const sub = await genuine(input, "confirm");
  if (sub.stoppedAt || sub.confirmedAt) return stateOf(sub);
  return stateOf({
    ...sub,
    ...(await db().consigneeSubscription.update({ where: { id: sub.id }, data: { confirmedAt: now } })),
  });
}

/** One-click unsubscribe and the stop page's button: no e-mail from now on, queued ones dropped. */
export async function stopUpdates(input: ConsigneeLinkQuery, now: Date = new Date()): Promise<ConsigneeState> {
  const sub = await genuine(input, "stop");
  if (sub.stoppedAt) return stateOf(sub);
  const [stopped] = await db().$transaction([
    db().consigneeSubscription.update({ where: { id: sub.id }, data: { stoppedAt: now } }),
    db().consigneeEmail.updateMany({
      where: { subscriptionId: sub.id, status: "PENDING" },
      data: { status: "SKIPPED", lastError: "Unsubscribed." },
    }),
  ]);
  return stateOf({ ...sub, ...stopped });
}

// ---- sending (the notification worker's pass) ----

interface Claimed {
  id: number;
  subscriptionId: number;
  kind: string;
  eventIds: number[];
  attempts: number;
}

interface EventLine {
  code: string;
  vinEnd: string | null;
  portName: string | null;
  day: string | null;
  previous: string | null;
  estimate: string | null;
}

type EmailsT = ReturnType<typeof translator<"emails">>;

/** One whole sentence per event, in the language of `t` and `locale` (the port's name as it is). */
export function eventSentence(e: EventLine, t: EmailsT, locale: Locale): string {
  const unit = e.vinEnd ?? "—";
  const port = e.portName ?? "—";
  const day = formatDate(e.day, locale);
  switch (e.code) {
    case "GTIN":
      return t("consignee.event.delivered", { unit, port, day });
    case "LOAD":
      return t("consignee.event.loaded", { unit, port, day });
    case "DISC":
      return t("consignee.event.discharged", { unit, port, day });
    case "RELS":
      return t("consignee.event.cleared", { unit, day });
    default:
      return t("consignee.event.arrival", {
        port,
        estimate: formatWallClock(e.estimate, { year: true, locale }),
        previous: formatWallClock(e.previous, { year: true, locale }),
      });
  }
}

export interface ConsigneeSendOptions {
  transport: Transporter;
  workerId: string;
  from: string;
  portalUrl: string;
  domain: string;
  now: Date;
  /** bookings whose consignees' e-mails this worker sends; null: all (tests scope their workers) */
  bookingIds: readonly number[] | null;
  limit?: number;
}

/** Claims the due consignee e-mails (lease, skip locked), sends each, writes the outcome; answers how many. */
export async function sendConsigneeEmails(o: ConsigneeSendOptions): Promise<number> {
  const scope = o.bookingIds
    ? o.bookingIds.length
      ? Prisma.sql`"subscriptionId" IN (SELECT id FROM "ConsigneeSubscription" WHERE "bookingId" IN (${Prisma.join(o.bookingIds)}))`
      : Prisma.sql`false`
    : Prisma.sql`true`;
  const claimed = await db().$queryRaw<Claimed[]>`
    UPDATE "ConsigneeEmail" SET "lockedUntil" = ${utc(new Date(o.now.getTime() + LEASE_MS))}, "lockedBy" = ${o.workerId}
     WHERE id IN (
       SELECT id FROM "ConsigneeEmail"
        WHERE status = 'PENDING' AND "nextAttemptAt" <= ${utc(o.now)} AND ("lockedUntil" IS NULL OR "lockedUntil" < ${utc(o.now)})
          AND ${scope}
        ORDER BY "nextAttemptAt", id LIMIT ${o.limit ?? 8} FOR UPDATE SKIP LOCKED)
    RETURNING id, "subscriptionId", kind, "eventIds", attempts`;
  await Promise.all(claimed.map((c) => sendOne(c, o)));
  return claimed.length;
}

async function finish(
  email: Claimed,
  o: ConsigneeSendOptions,
  data: Prisma.ConsigneeEmailUpdateManyMutationInput,
): Promise<void> {
  await db().consigneeEmail.updateMany({
    where: { id: email.id, lockedBy: o.workerId, status: "PENDING" },
    data: { ...data, lockedUntil: null },
  });
}

async function sendOne(email: Claimed, o: ConsigneeSendOptions): Promise<void> {
  const sub = await db().consigneeSubscription.findUnique({
    where: { id: email.subscriptionId },
    include: {
      booking: { select: { bookingCode: true } },
      shareLink: { select: { revokedAt: true, expiresAt: true } },
    },
  });
  const closed =
    !sub || sub.stoppedAt
      ? "Unsubscribed."
      : sub.shareLink && (sub.shareLink.revokedAt || sub.shareLink.expiresAt <= o.now)
        ? "The share link it came through is closed."
        : email.kind === "UPDATE" && !sub.confirmedAt
          ? "Not confirmed."
          : null;
  if (closed || !sub) return finish(email, o, { status: "SKIPPED", lastError: closed });

  const page = new URL(sub.trackPath, o.portalUrl).toString();
  const code = sub.booking.bookingCode;
  const locale = localeOrDefault(sub.locale);
  const t = translator(locale, "emails");
  let subject: string;
  let text: string;
  if (email.kind === "CONFIRM") {
    subject = t("consignee.confirm.subject", { code });
    text = [
      t("consignee.confirm.asked", { code }),
      t("consignee.confirm.open", { url: consigneePageUrl(o.portalUrl, sub, "confirm") }),
      t("consignee.confirm.notYou"),
    ].join("\n\n");
  } else {
    const lines = await db().$queryRaw<EventLine[]>`
      SELECT e.code, i."serialLast6" AS "vinEnd", p.name AS "portName",
             to_char(e."eventDateTime" AT TIME ZONE coalesce(p."timeZone", 'UTC'), 'YYYY-MM-DD') AS day,
             e.details->>'previous' AS previous, e.details->>'estimate' AS estimate
        FROM "TrackingEvent" e
        LEFT JOIN "BookingItem" i ON i.id = e."itemId"
        LEFT JOIN "Port" p ON p.id = e."portId"
       WHERE e.id = ANY (${email.eventIds}::int[])
       ORDER BY e.id`;
    if (!lines.length) return finish(email, o, { status: "SKIPPED", lastError: "Its events are gone." });
    subject = t("consignee.update.subject", { count: lines.length, code });
    text = [
      t("consignee.update.news", { code }),
      lines.map((l) => `- ${eventSentence(l, t, locale)}`).join("\n"),
      t("consignee.update.page", { url: page }),
      t("consignee.update.why", { url: consigneePageUrl(o.portalUrl, sub, "stop") }),
    ].join("\n\n");
  }
  try {
    await o.transport.sendMail({
      from: o.from,
      to: sub.email,
      subject,
      text: `${text}\n`,
      messageId: `<consignee-${email.id}@${o.domain}>`,
      headers:
        email.kind === "UPDATE"
          ? {
              "List-Unsubscribe": `<${consigneeOneClickUrl(o.portalUrl, sub)}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            }
          : {},
    });
    await finish(email, o, { status: "SENT", sentAt: o.now, attempts: { increment: 1 }, lastError: null });
  } catch (error) {
    const responseCode = propertyOf(error, "responseCode");
    const lastError = String(propertyOf(error, "message") ?? error).slice(0, 1000);
    const delay = RETRY_MS[email.attempts];
    await finish(
      email,
      o,
      Number(responseCode ?? 0) >= 500 || delay === undefined
        ? { status: "DEAD", attempts: { increment: 1 }, lastError }
        : {
            attempts: { increment: 1 },
            nextAttemptAt: new Date(o.now.getTime() + delay),
            lastError,
          },
    );
  }
}
