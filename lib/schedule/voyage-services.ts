// Which line, trade route and sailing route each voyage of a rotation answer runs under.
// The rotation operation's voyage carries neither (spec ScheduleVoyage); the schedule grid needs
// them to title its services and to fill the booking's Line.
import { db } from "@/lib/db/prisma";

export interface VoyageKey {
  voyage: string;
  vessel: string;
}

export interface VoyageService extends VoyageKey {
  line: string;
  scheduleCategory: string;
  sailingRoute: string;
}

export async function describeVoyages(keys: VoyageKey[]): Promise<VoyageService[]> {
  if (keys.length === 0) return [];
  const numbers = [...new Set(keys.map((k) => k.voyage))];
  const vessels = [...new Set(keys.map((k) => k.vessel))];
  const rows = await db().voyage.findMany({
    where: { number: { in: numbers }, vessel: { name: { in: vessels } } },
    select: { number: true, scheduleCategory: true, sailingRoute: true, vessel: { select: { name: true } }, line: { select: { name: true } } },
  });
  const wanted = new Set(keys.map((k) => `${k.voyage}\u0000${k.vessel}`));
  const seen = new Set<string>();
  const out: VoyageService[] = [];
  for (const row of rows) {
    const key = `${row.number}\u0000${row.vessel.name}`;
    if (!wanted.has(key) || seen.has(key)) continue;
    seen.add(key);
    out.push({ voyage: row.number, vessel: row.vessel.name, line: row.line.name, scheduleCategory: row.scheduleCategory, sailingRoute: row.sailingRoute });
  }
  return out;
}
