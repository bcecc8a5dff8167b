import "server-only";
// Voyage.startsAt / endsAt (first arrival, last departure) follow the calls after every edit:
// the reads' "not finished" filter and their order rely on them.
import type { Worded } from "@/lib/core/errors";
import type { Tx } from "@/lib/db/prisma";
import { refusal } from "@/lib/i18n/sentences";

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
): { index: number; message: Worded } | null {
  for (let i = 0; i < calls.length; i++) {
    const c = calls[i];
    if (c.departure < c.arrival)
      return { index: i, message: refusal("refusals.lines.departureBeforeArrivalAt", { port: c.port }) };
    const before = calls[i - 1];
    if (before && c.arrival < before.departure)
      return {
        index: i,
        message: refusal("refusals.lines.arrivesBeforeLeaving", { port: c.port, before: before.port }),
      };
  }
  return null;
}
