import "server-only";
// The events a change causes (of a booking, an exception granted, feed records given up on),
// written in the change's own transaction.
import { createHash } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import type { Change } from "@/lib/booking/message/booking-fields";
import type { Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  inLanguages,
  writeNotifications,
  type EmailsT,
  type NotificationEvent,
} from "@/lib/notifications/write-notifications";
import { changeSummary } from "@/lib/booking/read/revision-words";
import { formatDate } from "@/lib/time/format";
import { translator } from "@/lib/i18n/translator";

const english = translator("en", "emails");

export const bookingLink = (bookingId: number) => `/bookings/${bookingId}`;

/**
 * Milestones just recorded: one notification per booking and milestone type (not per unit) to the
 * booking's agent's users. The event is this call's: a later call on more units of the booking is another.
 */
export async function notifyMilestones(tx: Tx, milestoneIds: number[], now?: Date): Promise<void> {
  if (!milestoneIds.length) return;
  const groups = await tx.$queryRaw<
    {
      bookingId: number;
      bookingCode: string;
      agentId: number;
      type: string;
      units: number;
      first: number;
      on: string;
      vessel: string | null;
      voyage: string | null;
      port: string | null;
    }[]
  >`
    SELECT b.id AS "bookingId", b."bookingCode", b."agentId", m.type::text AS type, count(*)::int AS units, min(m.id) AS first,
           to_char(min(m."on"), 'YYYY-MM-DD') AS "on", min(ve.name) AS vessel, min(v.number) AS voyage, min(m.location) AS port
      FROM "ItemMilestone" m JOIN "BookingItem" i ON i.id = m."itemId" JOIN "Booking" b ON b.id = i."bookingId"
      LEFT JOIN "Voyage" v ON v.id = b."voyageId" LEFT JOIN "Vessel" ve ON ve.id = v."vesselId"
     WHERE m.id IN (${Prisma.join(milestoneIds)})
     GROUP BY b.id, b."bookingCode", b."agentId", m.type`;
  const events: NotificationEvent[] = groups.map((g) => {
    const where = [g.vessel && g.voyage ? `${g.vessel} ${g.voyage}` : null, g.port].filter(Boolean).join(", ");
    const args = {
      code: g.bookingCode,
      count: g.units,
      n: String(g.units),
      type: g.type,
      fallback: g.type.toLowerCase(),
      hasWhere: where ? "yes" : "no",
      where,
    };
    return {
      kind: "MILESTONE",
      eventKey: `milestone:${g.bookingId}:${g.type}:${g.first}`,
      audience: { agentId: g.agentId },
      bookingId: g.bookingId,
      ...inLanguages((t, locale) => ({
        title: t("events.milestone.title", args),
        body: t("events.milestone.body", { ...args, date: formatDate(g.on, locale) }),
      })),
      link: bookingLink(g.bookingId),
    };
  });
  await writeNotifications(tx, events, now);
}

/** The change that marks a revision as the line's decision. */
export const DECISION_PATH = "Confirmation.Decision";

/** The line decided on a booking (or a held change of it): the agent's users hear of it, with the reason. */
export async function notifyDecision(
  tx: Tx,
  caller: Caller,
  booking: { id: number; bookingCode: string; agentId: number; version: number },
  decision: { state: string; amendment: boolean; reason: string },
  now?: Date,
): Promise<void> {
  const args = { code: booking.bookingCode, state: decision.state, amendment: decision.amendment ? "yes" : "no" };
  await writeNotifications(
    tx,
    [
      {
        kind: "BOOKING_DECISION",
        eventKey: `decision:${booking.id}:${booking.version}`,
        audience: { agentId: booking.agentId },
        exceptUserId: null,
        bookingId: booking.id,
        link: bookingLink(booking.id),
        ...inLanguages((t) => ({
          title:
            decision.state === "PendingUpdate"
              ? t("events.decision.pendingUpdate", args)
              : decision.amendment
                ? t("events.decision.amendment", args)
                : t("events.decision.booking", args),
          body: decision.reason
            ? t("events.decision.bodyReason", { ...args, actor: actorOf(caller, t), reason: decision.reason })
            : t("events.decision.body", { ...args, actor: actorOf(caller, t) }),
        })),
      },
    ],
    now,
  );
}

function actorOf(caller: Caller, t: EmailsT): string {
  if (caller.role === "STAFF") return t("events.actor.staff", { name: caller.name });
  if (caller.kind === "apiKey") return t("events.actor.integration", { name: caller.name });
  return caller.name;
}

/**
 * A revision of a booking was just written: who hears of it. A new booking: its line's staff. A
 * price set by hand: the agent's users. A cancellation or any other change: the agent's users other
 * than the one who made it (a change by an API key or by staff reaches them all).
 */
export async function notifyRevision(
  tx: Tx,
  caller: Caller,
  bookingId: number,
  version: number,
  changes: Change[],
  now?: Date,
): Promise<void> {
  const booking = await tx.booking.findUnique({
    where: { id: bookingId },
    select: {
      bookingCode: true,
      agentId: true,
      lineId: true,
      status: true,
      requestType: true,
      isCanceled: true,
      priceOnRequest: true,
      agent: { select: { name: true } },
    },
  });
  if (!booking) return;
  // The line's decisions have their own notification (notifyDecision).
  if (changes.some((c) => c.path === DECISION_PATH)) return;
  const exceptUserId = caller.kind === "user" ? caller.id : null;
  const base = { bookingId, link: bookingLink(bookingId), exceptUserId };
  const events: NotificationEvent[] = [];
  const quotation = booking.requestType === 1;
  // A quotation is not a booking for the line until it is booked (RequestType 1 → 2).
  const booked = changes.some((c) => c.path === "Header.RequestType" && c.from === 1 && c.to !== 1);
  if ((version === 1 && !quotation) || booked) {
    if (booking.lineId !== null && !/draft/i.test(booking.status)) {
      events.push({
        ...base,
        kind: "BOOKING_NEW",
        eventKey: `booking-new:${bookingId}`,
        audience: { lineId: booking.lineId },
        ...inLanguages((t) => {
          const args = { code: booking.bookingCode, agent: booking.agent.name, actor: actorOf(caller, t) };
          return { title: t("events.bookingNew.title", args), body: t("events.bookingNew.body", args) };
        }),
      });
    }
  }
  // A new booking or quotation is nobody's change; later revisions are.
  if (version === 1) {
    /* nothing more */
  } else if (
    changes.some((c) => /^Items\[Id=\d+\]\.Price$/.test(c.path)) &&
    (caller.role === "STAFF" || caller.role === "ADMIN")
  ) {
    events.push({
      ...base,
      kind: "QUOTE_PRICED",
      eventKey: `priced:${bookingId}:${version}`,
      audience: { agentId: booking.agentId },
      ...inLanguages((t) => {
        const args = { code: booking.bookingCode, actor: actorOf(caller, t) };
        return { title: t("events.quotePriced.title", args), body: t("events.quotePriced.body", args) };
      }),
    });
  } else if (changes.some((c) => c.path === "Header.IsCanceled" && c.to === true)) {
    events.push({
      ...base,
      kind: "BOOKING_CANCELLED",
      eventKey: `cancelled:${bookingId}:${version}`,
      audience: { agentId: booking.agentId },
      ...inLanguages((t) => {
        const args = { code: booking.bookingCode, actor: actorOf(caller, t) };
        return { title: t("events.cancelled.title", args), body: t("events.cancelled.body", args) };
      }),
    });
  } else if (changes.length) {
    events.push({
      ...base,
      kind: "BOOKING_CHANGED",
      eventKey: `changed:${bookingId}:${version}`,
      audience: { agentId: booking.agentId },
      // English for everyone: the summary of the change is (lib/booking/read/revision-words.ts)
      title: `${booking.bookingCode} changed by ${actorOf(caller, english)}`,
      body: `${actorOf(caller, english)} changed ${changeSummary(changes)} of booking ${booking.bookingCode}.`,
    });
  }
  if (quotation && booking.priceOnRequest && !booking.isCanceled && booking.lineId !== null && caller.role === "AGENT")
    events.push(await quoteToPrice(tx, caller, { ...booking, id: bookingId, lineId: booking.lineId }));
  await writeNotifications(tx, events, now);
}

/**
 * An agent's quotation with units the tariff does not price waits for the line's staff. The key
 * names the units waiting, so saving the quote again adds nothing and a new unit to price does.
 */
async function quoteToPrice(
  tx: Tx,
  caller: Caller,
  booking: { id: number; bookingCode: string; lineId: number; agent: { name: string } },
): Promise<NotificationEvent> {
  const waiting = await tx.bookingItem.findMany({
    where: { bookingId: booking.id, isCanceled: false, priceMinor: null },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  const ids = createHash("sha1")
    .update(waiting.map((w) => w.id).join(","))
    .digest("hex")
    .slice(0, 16);
  return {
    kind: "QUOTE_TO_PRICE",
    eventKey: `quote-to-price:${booking.id}:${ids}`,
    audience: { lineId: booking.lineId },
    exceptUserId: caller.kind === "user" ? caller.id : null,
    bookingId: booking.id,
    link: "/line/prices",
    ...inLanguages((t) => {
      const args = {
        code: booking.bookingCode,
        agent: booking.agent.name,
        actor: actorOf(caller, t),
        count: waiting.length,
        n: String(waiting.length),
      };
      return { title: t("events.quoteToPrice.title", args), body: t("events.quoteToPrice.body", args) };
    }),
  };
}

export type GrantedException =
  | { kind: "CHASSIS"; id: number; serial: string }
  | { kind: "LATE_UNIT" | "OUT_OF_GAUGE"; id: number; serial: string | null };

/**
 * Line staff granted an exception on a booking: its agent's users hear of it. A chassis exception
 * covers later bookings too (any agent's), so the key names the booking as well as the exception.
 */
export async function notifyExceptionGranted(
  tx: Tx,
  caller: Caller,
  bookingId: number,
  exception: GrantedException & { reason: string },
  now?: Date,
): Promise<void> {
  const booking = await tx.booking.findUnique({
    where: { id: bookingId },
    select: { bookingCode: true, agentId: true },
  });
  if (!booking) return;
  const args = {
    code: booking.bookingCode,
    hasSerial: exception.serial ? "yes" : "no",
    serial: exception.serial ?? "",
    kind: exception.kind,
    reason: exception.reason,
  };
  await writeNotifications(
    tx,
    [
      {
        kind: "EXCEPTION_GRANTED",
        eventKey: `exception:${exception.kind}:${exception.id}:${bookingId}`,
        audience: { agentId: booking.agentId },
        exceptUserId: caller.kind === "user" ? caller.id : null,
        bookingId,
        link: bookingLink(bookingId),
        ...inLanguages((t) => ({
          title: t("events.exception.title", args),
          body: t("events.exception.body", { ...args, actor: actorOf(caller, t) }),
        })),
      },
    ],
    now,
  );
}

/**
 * A feed batch of real records was dead-lettered (its last retry failed): the subscription's agent
 * hears of it once per run of failures (the key names the last delivery before them), not once per
 * batch, so an endpoint down for a day does not send a message per batch.
 */
export async function notifyFeedDeadLetter(
  tx: Tx,
  subscriptionId: number,
  records: number,
  attempts: number,
  now: Date,
): Promise<void> {
  const sub = await tx.feedSubscription.findUnique({
    where: { id: subscriptionId },
    select: { agentId: true, url: true, lastDeliveryAt: true },
  });
  if (!sub) return;
  await writeNotifications(
    tx,
    [
      {
        kind: "FEED_DEAD_LETTER",
        eventKey: `feed-dead:${subscriptionId}:${sub.lastDeliveryAt?.toISOString() ?? "never"}`,
        audience: { agentId: sub.agentId },
        link: "/integrations",
        ...inLanguages((t) => {
          const args = { url: sub.url, count: records, n: String(records), attempts: String(attempts) };
          return { title: t("events.feedDead.title", args), body: t("events.feedDead.body", args) };
        }),
      },
    ],
    now,
  );
}
