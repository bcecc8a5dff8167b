import "server-only";
// The bookings the home dashboards work from: approved (not draft, not canceled) bookings that are
// not quotations (a quotation holds no space and sends no unit to the gate until it is booked), on
// sailings departing from yesterday on, each with its Pol call (the voyage's first loading call at
// the booking's Pol) and its units counted by where they stand at the gate. One statement, scoped
// by the caller like every booking read (rule 2): the agent's dashboard reads its agent's, the line
// dashboard its line's.
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { type BookingViewer, visibleBookingsSql } from "@/lib/booking/rules/visibility";

// No port's clock runs more than 14 hours ahead of UTC (see lib/schedule/next-departures.ts).
export const MAX_AHEAD_OF_UTC_MS = 14 * 3_600_000;

export interface SailingBookingRow {
  id: number;
  bookingCode: string;
  referenceNumber: string | null;
  agent: string;
  voyageId: number;
  voyage: string;
  vessel: string;
  polCode: string;
  polName: string;
  timeZone: string;
  /** the Pol call's wall clock (a Date whose UTC fields hold it) */
  cutOff: Date | null;
  departure: Date | null;
  /** live units (not canceled) */
  units: number;
  /** units approved but not yet Delivered at the gate */
  unitsDue: number;
  /** units Delivered at the gate (gate-in), or further on */
  delivered: number;
  loaded: number;
  /** units the line blocked (an agent's own holds are not counted: they ask nothing of anyone) */
  blocked: number;
  /** units whose gate measurement was flagged (over the voyage's limits, or off the booked size) */
  gaugeFlags: number;
  /** of those, the units no out-of-gauge exception of the line covers yet */
  gaugeOpen: number;
  /** units not delivered that no late-unit exception of the line covers (late once the cut-off passed) */
  lateOpen: number;
  scheduleNotice: string | null;
  /** the same in French (null: written before there was French) */
  scheduleNoticeFr: string | null;
}

/**
 * The caller's bookings on sailings departing from a day before `now` until `horizonMs` after it,
 * by departure; `voyageIds` narrows them to those voyages. At most `maxRows` rows.
 */
export async function bookingsOnSailings(
  viewer: BookingViewer,
  now: Date,
  options: {
    horizonMs: number;
    maxRows: number;
    voyageIds?: number[];
    /** only bookings with a gate measurement no exception covers, whatever their departure date */
    gaugeOpenOnly?: boolean;
  },
): Promise<SailingBookingRow[]> {
  const from = new Date(now.getTime() - MAX_AHEAD_OF_UTC_MS - 86_400_000);
  const to = new Date(now.getTime() + options.horizonMs + MAX_AHEAD_OF_UTC_MS);
  const window = options.gaugeOpenOnly
    ? Prisma.sql`AND dep.departure >= ${from} AND gf."gaugeOpen" > 0`
    : Prisma.sql`AND dep.departure >= ${from} AND dep.departure < ${to}`;
  const voyages = options.voyageIds ? Prisma.sql`AND b."voyageId" = ANY(${options.voyageIds}::int[])` : Prisma.empty;
  // An exception covers a unit when it names its chassis, or every unit of the booking (no chassis).
  const covered = (kind: string, item: string) =>
    Prisma.sql`EXISTS (SELECT 1 FROM "AcceptanceException" x WHERE x."bookingId" = b.id AND x."voyageId" = b."voyageId"
      AND x.kind = ${kind}::"AcceptanceExceptionKind" AND (x.chassis IS NULL OR x.chassis = ${Prisma.raw(item)}.chassis))`;
  return db().$queryRaw<SailingBookingRow[]>`
    SELECT b.id, b."bookingCode", b."referenceNumber", ag.name AS agent, vo.id AS "voyageId", vo.number AS voyage,
      ve.name AS vessel, pol.code AS "polCode", pol.name AS "polName", pol."timeZone", dep."cutOff", dep.departure,
      ic.units, ic."unitsDue", ic.delivered, ic.loaded, ic.blocked, ic."lateOpen", gf."gaugeFlags", gf."gaugeOpen",
      notice.message AS "scheduleNotice", notice."messageFr" AS "scheduleNoticeFr"
    FROM "Booking" b
    JOIN "Agent" ag ON ag.id = b."agentId"
    JOIN "Port" pol ON pol.id = b."polId"
    JOIN "Voyage" vo ON vo.id = b."voyageId"
    JOIN "Vessel" ve ON ve.id = vo."vesselId"
    -- the latest schedule notice, in both languages, in one look-up
    LEFT JOIN LATERAL (
      SELECT n.message, n."messageFr" FROM "ScheduleChangeNotice" n WHERE n."bookingId" = b.id ORDER BY n.id DESC LIMIT 1
    ) notice ON true
    JOIN LATERAL (
      SELECT v."cutOff", v.departure FROM "Visit" v
      WHERE v."voyageId" = b."voyageId" AND v."portId" = b."polId" AND v."canLoad"
      ORDER BY v.sequence LIMIT 1
    ) dep ON true
    JOIN LATERAL (
      SELECT count(*)::int AS units,
        count(*) FILTER (WHERE i.state = 'APPROVED')::int AS "unitsDue",
        count(*) FILTER (WHERE i."deliveredOn" IS NOT NULL)::int AS delivered,
        count(*) FILTER (WHERE i."loadedOn" IS NOT NULL)::int AS loaded,
        count(*) FILTER (WHERE i.block AND i."blockedByLine")::int AS blocked,
        count(*) FILTER (WHERE i.state = 'APPROVED' AND NOT ${covered("LATE_UNIT", "i")})::int AS "lateOpen"
      FROM "BookingItem" i WHERE i."bookingId" = b.id AND NOT i."isCanceled"
    ) ic ON true
    JOIN LATERAL (
      SELECT count(*)::int AS "gaugeFlags", count(*) FILTER (WHERE NOT ${covered("OUT_OF_GAUGE", "mi")})::int AS "gaugeOpen"
      FROM "ItemMilestone" m JOIN "BookingItem" mi ON mi.id = m."itemId"
      WHERE mi."bookingId" = b.id AND NOT mi."isCanceled" AND m."gaugeFlag" IS NOT NULL
    ) gf ON true
    WHERE ${visibleBookingsSql(viewer)} AND NOT b."isCanceled" AND lower(b.status) <> 'draft'
      AND b."requestType" IS DISTINCT FROM 1 ${voyages}
      ${window}
    ORDER BY dep.departure, b.id
    LIMIT ${options.maxRows}`;
}
