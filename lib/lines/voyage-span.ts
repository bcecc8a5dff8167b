import "server-only";
// Voyage.startsAt / endsAt (first arrival, last departure) follow the calls after every edit:
// the reads' "not finished" filter and their order rely on them.
import type { Tx } from "@/lib/db/prisma";

export async function refreshVoyageSpan(tx: Tx, voyageId: number): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Voyage" v SET
      "startsAt" = (SELECT arrival FROM "Visit" WHERE "voyageId" = v.id ORDER BY sequence LIMIT 1),
      "endsAt" = (SELECT departure FROM "Visit" WHERE "voyageId" = v.id ORDER BY sequence DESC LIMIT 1)
    WHERE v.id = ${voyageId}`;
}

/** The first place where calls overlap (a call arriving before the one before it departs), or null. */
export function rotationOrderProblem(
  calls: { port: string; arrival: Date; departure: Date }[],
): { index: number; message: string } | null {
  for (let i = 0; i < calls.length; i++) {
    const c = calls[i];
    if (c.departure < c.arrival) return { index: i, message: `At ${c.port} the departure is before the arrival.` };
    const before = calls[i - 1];
    if (before && c.arrival < before.departure)
      return { index: i, message: `The call at ${c.port} would arrive before the vessel leaves ${before.port}.` };
  }
  return null;
}
