// The home page's "next departures": loading calls whose cut-off is still ahead, soonest first.
import { db } from "@/lib/db/prisma";
import { formatLocalDateTime } from "@/lib/time/local-datetime";

export interface NextDeparture {
  voyageId: number;
  voyage: string;
  vessel: string;
  line: string;
  port: string;
  portCode: string;
  terminal: string | null;
  departure: string;
  cutOff: string | null;
  destinations: string[];
}

export async function listNextDepartures(options: { lineId?: number | null; limit?: number; now?: Date } = {}): Promise<NextDeparture[]> {
  // Wall-clock times differ by port; comparing with UTC now is close enough for a list of what sails next.
  const now = options.now ?? new Date();
  const visits = await db().visit.findMany({
    where: { canLoad: true, cutOff: { gte: now }, voyage: options.lineId ? { lineId: options.lineId } : undefined },
    orderBy: [{ cutOff: "asc" }, { id: "asc" }],
    take: options.limit ?? 12,
    select: {
      sequence: true,
      departure: true,
      cutOff: true,
      port: { select: { name: true, code: true } },
      terminal: { select: { name: true } },
      voyage: {
        select: {
          id: true,
          number: true,
          vessel: { select: { name: true } },
          line: { select: { name: true } },
          visits: { where: { canDischarge: true }, orderBy: { sequence: "asc" }, select: { sequence: true, port: { select: { name: true } } } },
        },
      },
    },
  });
  return visits.map((v) => ({
    voyageId: v.voyage.id,
    voyage: v.voyage.number,
    vessel: v.voyage.vessel.name,
    line: v.voyage.line.name,
    port: v.port.name,
    portCode: v.port.code,
    terminal: v.terminal?.name ?? null,
    departure: formatLocalDateTime(v.departure),
    cutOff: v.cutOff ? formatLocalDateTime(v.cutOff) : null,
    destinations: v.voyage.visits.filter((d) => d.sequence > v.sequence).map((d) => d.port.name),
  }));
}
