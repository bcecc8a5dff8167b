// The home page's "next departures": loading calls whose cut-off is still ahead in the port's own
// time, in order of departure.
import "server-only";
import { db } from "@/lib/db/prisma";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { instantOf } from "@/lib/time/port-time";

// No port's clock runs more than 14 hours ahead of UTC: a cut-off whose wall clock is earlier
// than UTC now minus 14 h has passed everywhere.
const MAX_AHEAD_OF_UTC_MS = 14 * 3_600_000;

export interface NextDeparture {
  voyageId: number;
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
  options: { lineId?: number | null; limit?: number; now?: Date } = {},
): Promise<NextDeparture[]> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 12;
  // Wall-clock values are compared in the database with a margin, then exactly, as instants, here.
  const visits = await db().visit.findMany({
    where: {
      canLoad: true,
      cutOff: { gte: new Date(now.getTime() - MAX_AHEAD_OF_UTC_MS) },
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
  const open = visits.filter((v) => v.cutOff && instantOf(v.cutOff, v.port.timeZone).getTime() >= now.getTime());
  return open
    .sort((a, b) => departs(a) - departs(b) || a.voyage.number.localeCompare(b.voyage.number))
    .slice(0, limit)
    .map((v) => ({
      voyageId: v.voyage.id,
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
