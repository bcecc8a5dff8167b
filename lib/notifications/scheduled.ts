import "server-only";
// Scheduled events: found by a scan any worker may run at any time, on any instance, as often as it
// likes. Each event's key names it (the booking and its cut-off; the voyage, port and cut-off; the
// quote and its validity; the subscription and the start of its failures), so the unique
// (user, event key) makes it fire once, also across restarts.
import { db } from "@/lib/db/prisma";
import { bookingLink } from "@/lib/notifications/events";
import { inLanguages, writeNotifications, type NotificationEvent } from "@/lib/notifications/write-notifications";

const HOUR = 3_600_000;
/** Reminder window: the cut-off is at most this far ahead. */
export const CUTOFF_REMINDER_MS = 24 * HOUR;
/** A feed endpoint failing this long is reported. */
export const FEED_FAILING_MS = HOUR;
/** A quote expiring within this is reported to its agent. */
export const QUOTE_EXPIRY_NOTICE_MS = 48 * HOUR;

/** Bookings (not quotations: they hold nothing to deliver) whose Pol cut-off (port time) falls in the next 24 h with units not yet Delivered. */
export async function scanCutOffReminders(now: Date): Promise<number> {
  const at = now.toISOString();
  const rows = await db().$queryRaw<
    {
      bookingId: number;
      bookingCode: string;
      agentId: number;
      units: number;
      cutOff: string;
      port: string;
      timeZone: string;
      cutOffKey: string;
    }[]
  >`
    SELECT b.id AS "bookingId", b."bookingCode", b."agentId", count(DISTINCT i.id)::int AS units,
           to_char(vis."cutOff", 'YYYY-MM-DD HH24:MI') AS "cutOff", p.name AS port, p."timeZone",
           to_char(vis."cutOff", 'YYYYMMDDHH24MI') AS "cutOffKey"
      FROM "Booking" b
      JOIN "Visit" vis ON vis."voyageId" = b."voyageId" AND vis."portId" = b."polId" AND vis."cutOff" IS NOT NULL
      JOIN "Port" p ON p.id = vis."portId"
      JOIN "BookingItem" i ON i."bookingId" = b.id AND NOT i."isCanceled" AND i."deliveredOn" IS NULL AND i.state <> 'DRAFT'
     WHERE NOT b."isCanceled" AND b."requestType" IS DISTINCT FROM 1
       AND (vis."cutOff" AT TIME ZONE p."timeZone") > ${at}::timestamptz
       AND (vis."cutOff" AT TIME ZONE p."timeZone") <= ${at}::timestamptz + make_interval(secs => ${CUTOFF_REMINDER_MS / 1000})
     GROUP BY b.id, b."bookingCode", b."agentId", vis."cutOff", p.name, p."timeZone"`;
  const events: NotificationEvent[] = rows.map((r) => ({
    kind: "CUTOFF_REMINDER",
    eventKey: `cutoff:${r.bookingId}:${r.cutOffKey}`,
    audience: { agentId: r.agentId },
    bookingId: r.bookingId,
    link: bookingLink(r.bookingId),
    ...inLanguages((t) => {
      const args = {
        code: r.bookingCode,
        cutOff: r.cutOff,
        port: r.port,
        timeZone: r.timeZone,
        count: r.units,
        n: String(r.units),
      };
      return { title: t("events.cutOff.title", args), body: t("events.cutOff.body", args) };
    }),
  }));
  return events.length ? db().$transaction((tx) => writeNotifications(tx, events, now)) : 0;
}

/** Subscriptions whose posts have failed for an hour since their last delivery, or disabled in the last day. */
export async function scanFeedFailures(now: Date): Promise<number> {
  const at = now.toISOString();
  const rows = await db().$queryRaw<
    {
      id: number;
      agentId: number;
      url: string;
      since: string | null;
      disabledAt: string | null;
      reason: string | null;
    }[]
  >`
    SELECT s.id, s."agentId", s.url,
           to_char(f.since, 'YYYY-MM-DD"T"HH24:MI:SS') AS since,
           to_char(s."disabledAt", 'YYYY-MM-DD"T"HH24:MI:SS') AS "disabledAt", s."disabledReason" AS reason
      FROM "FeedSubscription" s
      LEFT JOIN LATERAL (
        SELECT min(a.at) AS since FROM "FeedAttempt" a JOIN "FeedBatch" fb ON fb.id = a."batchId"
         WHERE fb."subscriptionId" = s.id AND a.at > COALESCE(s."lastDeliveryAt", '-infinity')
           AND (a."responseStatus" IS NULL OR a."responseStatus" NOT BETWEEN 200 AND 299)) f ON s."failureStreak" > 0
     WHERE (s."failureStreak" > 0 AND f.since <= (${at}::timestamptz AT TIME ZONE 'UTC') - make_interval(secs => ${FEED_FAILING_MS / 1000}))
        OR (s."disabledAt" > (${at}::timestamptz AT TIME ZONE 'UTC') - interval '1 day')`;
  const events: NotificationEvent[] = rows.map((r) =>
    r.disabledAt
      ? {
          kind: "FEED_FAILING",
          eventKey: `feed-disabled:${r.id}:${r.disabledAt}`,
          audience: { agentId: r.agentId },
          link: "/integrations",
          ...inLanguages((t) => {
            const args = { url: r.url, at: r.disabledAt ?? "", reason: r.reason ?? "" };
            return {
              title: t("events.feedDisabled.title", args),
              body: r.reason ? t("events.feedDisabled.bodyReason", args) : t("events.feedDisabled.body", args),
            };
          }),
        }
      : {
          kind: "FEED_FAILING",
          eventKey: `feed-failing:${r.id}:${r.since}`,
          audience: { agentId: r.agentId },
          link: "/integrations",
          ...inLanguages((t) => {
            const args = { url: r.url, since: r.since ?? "" };
            return { title: t("events.feedFailing.title", args), body: t("events.feedFailing.body", args) };
          }),
        },
  );
  return events.length ? db().$transaction((tx) => writeNotifications(tx, events, now)) : 0;
}

/**
 * For the line's staff: voyages whose cut-off at a port of loading falls in the next 24 h (port
 * time) with units booked there not yet Delivered; one per voyage, port and cut-off (a cut-off
 * moved later is another event).
 */
export async function scanLateUnits(now: Date): Promise<number> {
  const at = now.toISOString();
  const rows = await db().$queryRaw<
    {
      voyageId: number;
      lineId: number;
      portId: number;
      voyage: string;
      vessel: string;
      port: string;
      timeZone: string;
      cutOff: string;
      cutOffKey: string;
      units: number;
      bookings: number;
    }[]
  >`
    SELECT v.id AS "voyageId", v."lineId", p.id AS "portId", v.number AS voyage, ve.name AS vessel, p.name AS port, p."timeZone",
           to_char(vis."cutOff", 'YYYY-MM-DD HH24:MI') AS "cutOff", to_char(vis."cutOff", 'YYYYMMDDHH24MI') AS "cutOffKey",
           count(DISTINCT i.id)::int AS units, count(DISTINCT b.id)::int AS bookings
      FROM "Visit" vis
      JOIN "Voyage" v ON v.id = vis."voyageId" AND v."cancelledAt" IS NULL
      JOIN "Vessel" ve ON ve.id = v."vesselId"
      JOIN "Port" p ON p.id = vis."portId"
      JOIN "Booking" b ON b."voyageId" = v.id AND b."polId" = vis."portId" AND NOT b."isCanceled" AND b."requestType" IS DISTINCT FROM 1
      JOIN "BookingItem" i ON i."bookingId" = b.id AND NOT i."isCanceled" AND i."deliveredOn" IS NULL AND i.state <> 'DRAFT'
     WHERE vis."cutOff" IS NOT NULL
       AND (vis."cutOff" AT TIME ZONE p."timeZone") > ${at}::timestamptz
       AND (vis."cutOff" AT TIME ZONE p."timeZone") <= ${at}::timestamptz + make_interval(secs => ${CUTOFF_REMINDER_MS / 1000})
     GROUP BY v.id, v."lineId", p.id, v.number, ve.name, p.name, p."timeZone", vis."cutOff"`;
  const events: NotificationEvent[] = rows.map((r) => {
    const args = {
      vessel: r.vessel,
      voyage: r.voyage,
      cutOff: r.cutOff,
      port: r.port,
      timeZone: r.timeZone,
      count: r.units,
      n: String(r.units),
      bookings: r.bookings,
      b: String(r.bookings),
    };
    return {
      kind: "LATE_UNITS",
      eventKey: `late-units:${r.voyageId}:${r.portId}:${r.cutOffKey}`,
      audience: { lineId: r.lineId },
      link: `/line/voyages/${r.voyageId}`,
      ...inLanguages((t) => ({ title: t("events.lateUnits.title", args), body: t("events.lateUnits.body", args) })),
    };
  });
  return events.length ? db().$transaction((tx) => writeNotifications(tx, events, now)) : 0;
}

/** Quotes not yet booked whose prices stop holding within 2 days (ValidUntil is Pol time). */
export async function scanExpiringQuotes(now: Date): Promise<number> {
  const at = now.toISOString();
  const rows = await db().$queryRaw<
    { bookingId: number; bookingCode: string; agentId: number; validUntil: string; validKey: string; port: string }[]
  >`
    SELECT b.id AS "bookingId", b."bookingCode", b."agentId", p.code AS port,
           to_char(b."quoteValidUntil", 'YYYY-MM-DD HH24:MI') AS "validUntil", to_char(b."quoteValidUntil", 'YYYYMMDDHH24MI') AS "validKey"
      FROM "Booking" b JOIN "Port" p ON p.id = b."polId"
     WHERE b."requestType" = 1 AND NOT b."isCanceled" AND b."quoteValidUntil" IS NOT NULL
       AND (b."quoteValidUntil" AT TIME ZONE p."timeZone") > ${at}::timestamptz
       AND (b."quoteValidUntil" AT TIME ZONE p."timeZone") <= ${at}::timestamptz + make_interval(secs => ${QUOTE_EXPIRY_NOTICE_MS / 1000})`;
  const events: NotificationEvent[] = rows.map((r) => ({
    kind: "QUOTE_EXPIRING",
    eventKey: `quote-expiring:${r.bookingId}:${r.validKey}`,
    audience: { agentId: r.agentId },
    bookingId: r.bookingId,
    link: bookingLink(r.bookingId),
    ...inLanguages((t) => {
      const args = { code: r.bookingCode, validUntil: r.validUntil, port: r.port };
      return { title: t("events.quoteExpiring.title", args), body: t("events.quoteExpiring.body", args) };
    }),
  }));
  return events.length ? db().$transaction((tx) => writeNotifications(tx, events, now)) : 0;
}
