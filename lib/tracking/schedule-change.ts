import "server-only";
// A call's times moved (the lines' console or PATCH /api/voyages/{voyage}/visits/{port}): in the
// same transaction, every live booking the change touches gets an estimated transport event, and
// each of their agents' users is told once per change (not once per booking).
//
// A booking's ETA is not a copy: it is read from its Pod's call (lib/tracking/track.ts, the
// booking page, the schedule reads), so it follows the moment the call's row changes. What is
// written here is the record of the change: a new arrival at a booking's Pod is an EST "ARRI"
// event, a new departure from its Pol an EST "DEPA" event (DCSA Track & Trace 2.2 transport
// events); a cut-off has no DCSA event and is told only. Each estimated event is also queued as a
// "booking.eta" post for the agent's feed subscriptions that ask for it.
import type { Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { ETA_EVENT } from "@/lib/tracking/eta-event-schema";
import type { Locale } from "@/lib/i18n/locales";
import {
  inLanguages,
  writeNotifications,
  type EmailsT,
  type NotificationEvent,
} from "@/lib/notifications/write-notifications";
import { formatWallClock } from "@/lib/time/format";
import type { CallChange } from "@/lib/lines/call-changes";
import type { OnCallsMoved } from "@/lib/lines/move-call";

const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
const wall = (d: Date | null) => (d ? d.toISOString().slice(0, 19) : null);

/** How many booking codes a notification names before "and N more". */
const NAMED_BOOKINGS = 10;

interface Touched {
  id: number;
  bookingCode: string;
  agentId: number;
}

/** Writes the events and notifications of the changed calls; answers how many bookings they reached. */
export async function scheduleChangeReachesBookings(
  tx: Tx,
  voyage: { id: number; number: string },
  changes: CallChange[],
  now: Date = new Date(),
): Promise<{ bookings: number; events: number }> {
  const reached = new Set<number>();
  let events = 0;
  const perAgent = new Map<number, Told>();
  for (const c of changes) {
    const arrivalMoved = c.canDischarge && !same(c.before.arrival, c.after.arrival);
    const departureMoved = c.canLoad && !same(c.before.departure, c.after.departure);
    const cutOffMoved = c.canLoad && !same(c.before.cutOff, c.after.cutOff);
    if (!arrivalMoved && !departureMoved && !cutOffMoved) continue;

    const details = (what: "arrival" | "departure") =>
      JSON.stringify({
        change: what,
        previous: wall(c.before[what]),
        estimate: wall(c.after[what]),
        voyage: voyage.number,
        remark: `The line moved the ${what} at ${c.portName}.`,
      });
    if (arrivalMoved) events += await estimate(tx, voyage, c, "arrival", details("arrival"), now);
    if (departureMoved) events += await estimate(tx, voyage, c, "departure", details("departure"), now);

    const touched = await tx.$queryRaw<Touched[]>`
      SELECT b.id, b."bookingCode", b."agentId" FROM "Booking" b
       WHERE b."voyageId" = ${voyage.id} AND NOT b."isCanceled"
         AND ((${arrivalMoved} AND b."podId" = ${c.portId}) OR (${departureMoved || cutOffMoved} AND b."polId" = ${c.portId}))
       ORDER BY b."bookingCode"`;
    const says = whatMoved(c, { arrivalMoved, departureMoved, cutOffMoved });
    for (const b of touched) {
      reached.add(b.id);
      const told: Told = perAgent.get(b.agentId) ?? { says: [], bookings: new Map() };
      for (const moved of says) if (!told.says.some((said) => sameMove(said, moved))) told.says.push(moved);
      told.bookings.set(b.bookingCode, b.id);
      perAgent.set(b.agentId, told);
    }
  }
  await writeNotifications(tx, agentNotices(voyage, perAgent, now), now);
  return { bookings: reached.size, events };
}

/**
 * One EST transport event per live booking on the call (ARRI at its Pod, DEPA from its Pol), and
 * for each, a "booking.eta" post queued for every live subscription of its agent that asks for it
 * (the feed's workers post them: lib/feed/booking-events.ts). Two statements, whatever the number
 * of bookings. Answers how many events were written.
 */
async function estimate(
  tx: Tx,
  voyage: { id: number; number: string },
  c: CallChange,
  what: "arrival" | "departure",
  details: string,
  now: Date,
): Promise<number> {
  const end = what === "arrival" ? Prisma.sql`b."podId"` : Prisma.sql`b."polId"`;
  const written = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "TrackingEvent" ("bookingId", "eventType", classifier, code, "eventDateTime", "portId", details)
    SELECT b.id, 'TRANSPORT', 'EST', ${what === "arrival" ? "ARRI" : "DEPA"}, ${wall(c.after[what])}::timestamp AT TIME ZONE p."timeZone", p.id, ${details}::jsonb
      FROM "Booking" b JOIN "Port" p ON p.id = ${end}
     WHERE b."voyageId" = ${voyage.id} AND ${end} = ${c.portId} AND NOT b."isCanceled"
     ORDER BY b.id
    RETURNING id`;
  if (!written.length) return 0;
  await tx.$executeRaw`
    INSERT INTO "BookingEvent" ("subscriptionId", "webhookId", body, "nextAttemptAt")
    SELECT s.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''),
           jsonb_build_object('type', ${ETA_EVENT}::text, 'bookingId', b.id, 'bookingCode', b."bookingCode",
             'voyage', ${voyage.number}::text, 'change', ${what}::text,
             'port', jsonb_build_object('code', p.code, 'name', p.name),
             'previous', ${wall(c.before[what])}::text, 'estimate', ${wall(c.after[what])}::text,
             'eventID', e."eventId"::text, 'changedAt', ${now.toISOString()}::text),
           (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
      FROM "TrackingEvent" e
      JOIN "Booking" b ON b.id = e."bookingId"
      JOIN "Port" p ON p.id = e."portId"
      JOIN "FeedSubscription" s ON s."agentId" = b."agentId" AND s."disabledAt" IS NULL AND ${ETA_EVENT} = ANY (s.events)
     WHERE e.id IN (${Prisma.join(written.map((w) => w.id))})
     ORDER BY b.id, s.id`;
  return written.length;
}

/** A time of a call that moved: told in each reader's language. */
interface Moved {
  what: "arrival" | "departure" | "cutOff";
  port: string;
  before: Date | null;
  after: Date | null;
}

/** What an agent is told: the moves, once each, and the bookings of theirs they touch. */
type Told = { says: Moved[]; bookings: Map<string, number> };

const sameMove = (a: Moved, b: Moved) =>
  a.what === b.what && a.port === b.port && same(a.before, b.before) && same(a.after, b.after);

function whatMoved(
  c: CallChange,
  moved: { arrivalMoved: boolean; departureMoved: boolean; cutOffMoved: boolean },
): Moved[] {
  const move = (what: Moved["what"]): Moved => ({
    what,
    port: c.portName,
    before: c.before[what],
    after: c.after[what],
  });
  return [
    moved.arrivalMoved ? move("arrival") : null,
    moved.departureMoved ? move("departure") : null,
    moved.cutOffMoved ? move("cutOff") : null,
  ].filter((m): m is Moved => m !== null);
}

/** "The arrival at Lagos moved from … to …." in a language, times in the port's wall clock. */
function movedSentence(t: EmailsT, locale: Locale, m: Moved): string {
  const show = (d: Date | null) => (d ? formatWallClock(d, { year: true, locale }) : t("events.scheduleChange.none"));
  return t("events.scheduleChange.moved", { what: m.what, port: m.port, before: show(m.before), after: show(m.after) });
}

/** One notification per agent for the whole change, naming its bookings it touches. */
function agentNotices(
  voyage: { id: number; number: string },
  perAgent: Map<number, Told>,
  now: Date,
): NotificationEvent[] {
  return [...perAgent].map(([agentId, told]) => {
    const codes = [...told.bookings.keys()].sort();
    const named = codes.slice(0, NAMED_BOOKINGS).join(", ");
    return {
      kind: "SCHEDULE_CHANGED",
      eventKey: `schedule:${voyage.id}:${now.getTime()}`,
      audience: { agentId },
      bookingId: codes.length === 1 ? told.bookings.get(codes[0])! : null,
      ...inLanguages((t, locale) => {
        const concerns =
          codes.length === 1
            ? t("events.scheduleChange.concernsOne", { codes: named })
            : codes.length <= NAMED_BOOKINGS
              ? t("events.scheduleChange.concerns", { count: String(codes.length), codes: named })
              : t("events.scheduleChange.concernsMore", {
                  count: String(codes.length),
                  codes: named,
                  more: String(codes.length - NAMED_BOOKINGS),
                });
        const says = told.says.map((m) => movedSentence(t, locale, m));
        return {
          title: t("events.scheduleChange.title", { voyage: voyage.number }),
          body: [...says, t("events.scheduleChange.portTime"), concerns].join(" "),
        };
      }),
      link:
        codes.length === 1
          ? `/bookings/${told.bookings.get(codes[0])}`
          : `/bookings?voyage=${encodeURIComponent(voyage.number)}`,
    };
  });
}

/** moveCall's onMoved: the bookings a move reached. */
export const followScheduleChange: OnCallsMoved = async (tx, voyage, changes) =>
  (await scheduleChangeReachesBookings(tx, voyage, changes)).bookings;
