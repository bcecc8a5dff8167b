import "server-only";
// Writes notifications inside the caller's transaction: the cause and its notifications commit
// together or not at all (the feed's outbox rule). Recipients are resolved here, in one statement:
// the users of one agent (role AGENT) or the staff of one line (role STAFF), never anyone else;
// each user's preference picks the channel (OFF: nothing is written), and (user, event key) is
// unique, so an event written twice reaches a user once. Each user gets the title and text in their
// language (User.locale: French when they chose it and the event has French, else English).
import type { Tx } from "@/lib/db/prisma";
import { NOTIFICATION_KINDS, type NotificationKind } from "@/lib/notifications/kinds";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

export type EmailsT = ReturnType<typeof translator<"emails">>;

/**
 * An event's title and text in English and in French, made by one function of the catalogue
 * (lib/i18n/messages/<locale>/emails.json, "events"): `...inLanguages((t, locale) => ({ title, body }))`.
 */
export function inLanguages(make: (t: EmailsT, locale: Locale) => { title: string; body: string }): {
  title: string;
  body: string;
  fr: { title: string; body: string };
} {
  return { ...make(translator("en", "emails"), "en"), fr: make(translator("fr", "emails"), "fr") };
}

export interface NotificationEvent {
  kind: NotificationKind;
  /** names the event; unique per user */
  eventKey: string;
  /** the agent whose users hear of it, or the line whose staff do */
  audience: { agentId: number } | { lineId: number };
  /** the user who caused it, who does not hear of it */
  exceptUserId?: number | null;
  bookingId?: number | null;
  /** in English: the title and text of users who chose no language or English */
  title: string;
  body: string;
  /** the same in French, for users who chose French (User.locale); English when not given */
  fr?: { title: string; body: string };
  link: string;
}

/** The hour of the day (in the user's time zone) the daily digest goes out. */
export const DIGEST_HOUR = 8;

export async function writeNotifications(tx: Tx, events: NotificationEvent[], now: Date = new Date()): Promise<number> {
  if (!events.length) return 0;
  const rows = JSON.stringify(
    events.map((e) => ({
      kind: e.kind,
      eventKey: e.eventKey.slice(0, 200),
      agentId: "agentId" in e.audience ? e.audience.agentId : null,
      lineId: "lineId" in e.audience ? e.audience.lineId : null,
      exceptUserId: e.exceptUserId ?? null,
      bookingId: e.bookingId ?? null,
      title: e.title.slice(0, 300),
      body: e.body,
      titleFr: (e.fr?.title ?? e.title).slice(0, 300),
      bodyFr: e.fr?.body ?? e.body,
      link: e.link.slice(0, 300),
      dflt: NOTIFICATION_KINDS[e.kind].defaultChannel,
    })),
  );
  const at = now.toISOString();
  // digestAt: the next DIGEST_HOUR:00 in the user's time zone, as a UTC timestamp like every column.
  return tx.$executeRaw`
    INSERT INTO "Notification" ("userId", kind, "eventKey", "bookingId", title, body, link, channel, "digestAt", "createdAt")
    SELECT u.id, r.kind, r."eventKey", r."bookingId",
           CASE WHEN u.locale = 'fr' THEN r."titleFr" ELSE r.title END,
           CASE WHEN u.locale = 'fr' THEN r."bodyFr" ELSE r.body END, r.link, ch.channel,
           CASE WHEN ch.channel = 'DIGEST' THEN
             ((d.day + make_interval(hours => ${DIGEST_HOUR}) + CASE WHEN d.local >= d.day + make_interval(hours => ${DIGEST_HOUR}) THEN interval '1 day' ELSE interval '0' END)
               AT TIME ZONE u."timeZone") AT TIME ZONE 'UTC' END,
           ${at}::timestamptz AT TIME ZONE 'UTC'
      FROM jsonb_to_recordset(${rows}::jsonb) AS r(kind text, "eventKey" text, "agentId" int, "lineId" int, "exceptUserId" int, "bookingId" int, title text, body text, "titleFr" text, "bodyFr" text, link text, dflt text)
      JOIN "User" u ON u."disabledAt" IS NULL AND u.id IS DISTINCT FROM r."exceptUserId"
                   AND ((u.role = 'AGENT' AND u."agentId" = r."agentId") OR (u.role = 'STAFF' AND u."lineId" = r."lineId"))
      LEFT JOIN "NotificationPreference" p ON p."userId" = u.id AND p.kind = r.kind
      CROSS JOIN LATERAL (SELECT COALESCE(p.channel, r.dflt::"NotificationChannel") AS channel) ch
      CROSS JOIN LATERAL (SELECT ${at}::timestamptz AT TIME ZONE u."timeZone" AS local) l
      CROSS JOIN LATERAL (SELECT l.local, date_trunc('day', l.local) AS day) d
     WHERE ch.channel <> 'OFF'
    ON CONFLICT ("userId", "eventKey") DO NOTHING`;
}
