// Which line, trade route and sailing route each voyage of a rotation answer runs under.
// The rotation operation's voyage carries neither (spec ScheduleVoyage); the schedule grid needs
// them to title its services and to fill the booking's Line.
import { db } from "@/lib/db/prisma";
import type { SailingSpace } from "@/lib/voyage-space/sailing-status";
import { getSpaceOfVoyages } from "@/lib/voyage-space/space-of-voyages";

export interface VoyageKey {
  voyage: string;
  vessel: string;
}

export interface VoyageService extends VoyageKey {
  line: string;
  scheduleCategory: string;
  sailingRoute: string;
  /** space per leg and stop sale (the schedules show plenty / limited / full / closed) */
  space: SailingSpace | null;
}

export async function describeVoyages(keys: VoyageKey[]): Promise<VoyageService[]> {
  if (keys.length === 0) return [];
  const numbers = [...new Set(keys.map((k) => k.voyage))];
  const vessels = [...new Set(keys.map((k) => k.vessel))];
  const rows = await db().voyage.findMany({
    where: { number: { in: numbers }, vessel: { name: { in: vessels } } },
    select: {
      id: true,
      number: true,
      scheduleCategory: true,
      sailingRoute: true,
      vessel: { select: { name: true } },
      line: { select: { name: true } },
    },
  });
  const space = await getSpaceOfVoyages(
    db(),
    rows.map((r) => r.id),
  );
  const wanted = new Set(keys.map((k) => `${k.voyage}\u0000${k.vessel}`));
  const seen = new Set<string>();
  const out: VoyageService[] = [];
  for (const row of rows) {
    const key = `${row.number}\u0000${row.vessel.name}`;
    if (!wanted.has(key) || seen.has(key)) continue;
    seen.add(key);
    out.push({
      voyage: row.number,
      vessel: row.vessel.name,
      line: row.line.name,
      scheduleCategory: row.scheduleCategory,
      sailingRoute: row.sailingRoute,
      space: space.get(row.id) ?? null,
    });
  }
  return out;
}
