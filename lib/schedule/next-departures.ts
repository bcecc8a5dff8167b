// The home page's "next departures": loading calls whose cut-off is still ahead in the port's own
// time, in order of departure. The line dashboard asks for its line's sailings that have not yet
// departed (cut-off passed or not) within a horizon: the same calls, a different bound.
import "server-only";
import { db } from "@/lib/db/prisma";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { instantOf } from "@/lib/time/port-time";

// No port's clock runs more than 14 hours ahead of UTC: a cut-off whose wall clock is earlier
// than UTC now minus 14 h has passed everywhere.
const MAX_AHEAD_OF_UTC_MS = 14 * 3_600_000;

export interface NextDeparture {
  voyageId: number;
  /** the call's place in the voyage's rotation */
  sequence: number;
  voyage: string;
  vessel: string;
  line: string;
  port: string;
  portCode: string;
  terminal: string | null;
  timeZone: string;
  departure: string;
  cutOff: string | null;
  destinations: string[];
}

export async function listNextDepartures(
  options: {
    lineId?: number | null;
    limit?: number;
    now?: Date;
    /** what must still be ahead: the cut-off (open for booking, the default) or only the departure */
    ahead?: "cutOff" | "departure";
    /** only calls departing within this many milliseconds from now */
    withinMs?: number;
  } = {},
): Promise<NextDeparture[]> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 12;
  const ahead = options.ahead ?? "cutOff";
  const margin = new Date(now.getTime() - MAX_AHEAD_OF_UTC_MS);
  const until = options.withinMs === undefined ? null : now.getTime() + options.withinMs;
  // Wall-clock values are compared in the database with a margin, then exactly, as instants, here.
  const visits = await db().visit.findMany({
    where: {
      canLoad: true,
      ...(ahead === "cutOff" ? { cutOff: { gte: margin } } : { departure: { gte: margin } }),
      ...(until === null ? {} : { departure: { gte: margin, lt: new Date(until + MAX_AHEAD_OF_UTC_MS) } }),
      voyage: { cancelledAt: null, ...(options.lineId ? { lineId: options.lineId } : {}) },
    },
    orderBy: [{ departure: "asc" }, { id: "asc" }],
    take: limit * 3,
    select: {
      sequence: true,
      departure: true,
      cutOff: true,
      port: { select: { name: true, code: true, timeZone: true } },
      terminal: { select: { name: true } },
      voyage: {
        select: {
          id: true,
          number: true,
          vessel: { select: { name: true } },
          line: { select: { name: true } },
          visits: {
            where: { canDischarge: true },
            orderBy: { sequence: "asc" },
            select: { sequence: true, port: { select: { name: true } } },
          },
        },
      },
    },
  });
  const departs = (v: (typeof visits)[number]) => instantOf(v.departure, v.port.timeZone).getTime();
  const open = visits.filter(
    (v) =>
      (ahead === "cutOff"
        ? v.cutOff && instantOf(v.cutOff, v.port.timeZone).getTime() >= now.getTime()
        : departs(v) >= now.getTime()) &&
      (until === null || departs(v) < until),
  );
  return open
    .sort((a, b) => departs(a) - departs(b) || a.voyage.number.localeCompare(b.voyage.number))
    .slice(0, limit)
    .map((v) => ({
      voyageId: v.voyage.id,
      sequence: v.sequence,
      voyage: v.voyage.number,
      vessel: v.voyage.vessel.name,
      line: v.voyage.line.name,
      port: v.port.name,
      portCode: v.port.code,
      terminal: v.terminal?.name ?? null,
      timeZone: v.port.timeZone,
      departure: formatLocalDateTime(v.departure),
      cutOff: v.cutOff ? formatLocalDateTime(v.cutOff) : null,
      destinations: v.voyage.visits.filter((d) => d.sequence > v.sequence).map((d) => d.port.name),
    }));
}
