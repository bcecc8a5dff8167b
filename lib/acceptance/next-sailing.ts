import "server-only";
// "The next open sailing with space": what a refusal for a closed, departed or full sailing offers
// instead (DESIGN.md "Will it ship?"). The form's picker query, so both list the same sailings.
import type { Worded } from "@/lib/core/errors";
import type { Tx } from "@/lib/db/prisma";
import { refusal } from "@/lib/i18n/sentences";
import { findFormSailings } from "@/lib/booking/form/form-sailing";
import { portTimeText } from "@/lib/acceptance/cut-off";
import { sailingStatus } from "@/lib/voyage-space/sailing-status";

export interface NextSailingWanted {
  lineId: number;
  /** UN/LOCODEs */
  pol: string;
  pod: string | null;
  excludeVoyageId: number;
  neededRt: number;
  now: Date;
}

/** The sentence offering the line's next sailing an agent can still book on this lane with room for the units; null when none is listed. */
export async function nextSailingOffer(tx: Tx, wanted: NextSailingWanted): Promise<Worded | null> {
  const sailings = await findFormSailings(
    { lineId: wanted.lineId, pol: wanted.pol, pod: wanted.pod ?? undefined, openTo: "AGENT", now: wanted.now },
    8,
    tx,
  );
  for (const v of sailings) {
    if (v.voyageId === wanted.excludeVoyageId || !v.space) continue;
    const status = sailingStatus(
      v.space,
      (c) => c.port === wanted.pol,
      wanted.pod ? (c) => c.port === wanted.pod : undefined,
    );
    if (status.kind === "closed" || status.freeRt < wanted.neededRt) continue;
    const from = v.visits.find((s) => s.canLoad && s.port === wanted.pol);
    if (!from) continue;
    return refusal("refusals.acceptance.nextSailing", {
      vessel: v.vessel,
      voyage: v.voyage,
      port: from.portName,
      time: portTimeText(new Date(`${from.departure}Z`)),
    });
  }
  return null;
}
