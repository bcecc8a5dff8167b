import "server-only";
// The catalogue measures of the booking's unit models, read once per save: the acceptance rules
// (limits, space) and the prices both fill an item's missing measures from them.
import type { Tx } from "@/lib/db/prisma";
import type { ResolvedReferences } from "@/lib/booking/save/resolve-references";
import type { StoredBooking } from "@/lib/booking/message/stored-booking";
import type { ModelMeasures } from "@/lib/acceptance/unit-changes";

/** Measures of every unit model the booking's units have, sent (already resolved) or stored. */
export async function loadModelMeasures(
  tx: Tx,
  refs: Pick<ResolvedReferences, "models">,
  stored: StoredBooking | null,
): Promise<ModelMeasures> {
  const out: ModelMeasures = new Map();
  for (const m of refs.models)
    if (m) out.set(m.id, { length: m.length, width: m.width, height: m.height, weight: m.weight });
  const missing = [
    ...new Set((stored?.items ?? []).flatMap((i) => (i.unitModelId && !out.has(i.unitModelId) ? [i.unitModelId] : []))),
  ];
  if (missing.length) {
    const rows = await tx.unitModel.findMany({
      where: { id: { in: missing } },
      select: { id: true, length: true, width: true, height: true, weight: true },
    });
    for (const r of rows)
      out.set(r.id, { length: r.length, width: r.width, height: r.height, weight: Number(r.weight) });
  }
  return out;
}
