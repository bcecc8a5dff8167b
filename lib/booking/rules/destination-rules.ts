import "server-only";
// The destination rules as a step of the booking save (lib/destination-rules): judged for units a
// save adds or changes, and for all of them when the Pod or the line changes, so a rule the line
// adds later does not stop a booking saved before it from being wound down.
import type { Tx } from "@/lib/db/prisma";
import type { PlannedItem } from "@/lib/booking/save/plan-items";
import type { ResolvedReferences } from "@/lib/booking/save/resolve-references";
import type { RuleErrors } from "@/lib/booking/rules/rule-errors";
import type { StoredBooking } from "@/lib/booking/message/stored-booking";
import { destinationRefusals, type RuleUnit } from "@/lib/destination-rules/check-destination-rules";
import { runsOnBattery } from "@/lib/catalogue/powertrain";
import { effectiveRule, type EffectiveRule } from "@/lib/destination-rules/destination-rules";

export async function checkDestinationRules(
  tx: Tx,
  input: {
    lineId: number | null;
    refs: ResolvedReferences;
    stored: StoredBooking | null;
    planned: PlannedItem[];
    errors: RuleErrors;
    now: Date;
    /** the rule read beforehand (the sailing search reads it once per line and Pod) */
    rule?: EffectiveRule | null;
  },
): Promise<void> {
  const { lineId, refs, stored } = input;
  if (!lineId || !refs.pod) return;
  const rule = input.rule !== undefined ? input.rule : await effectiveRule(tx, lineId, refs.pod.id);
  if (!rule) return;
  const laneChanged = !stored || stored.podId !== refs.pod.id || stored.lineId !== lineId;
  const units: RuleUnit[] = [];
  for (const p of input.planned) {
    if (p.kind !== "sent" || p.isCanceled) continue;
    const year = p.data.year ?? null;
    const mobility = p.data.mobility ?? null;
    const battery = runsOnBattery(input.refs.models[p.index]?.powertrain);
    const batteryDeclared = p.data.batteryDeclared;
    const changed =
      !p.stored ||
      p.stored.year !== year ||
      p.stored.mobility !== mobility ||
      p.stored.unitModelId !== p.data.unitModelId ||
      p.stored.batteryDeclared !== batteryDeclared;
    if (laneChanged || changed)
      units.push({ path: `Items[${p.index}]`, number: p.index + 1, year, mobility, battery, batteryDeclared });
  }
  for (const r of destinationRefusals(rule, refs.pod, units, input.now))
    input.errors.add("NOT_ALLOWED", r.path, r.code, r.words);
}
