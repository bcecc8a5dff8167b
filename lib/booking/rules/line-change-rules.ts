import "server-only";
// What the lines' console changes means for a booking save (docs/decisions/008-line-console-changes-and-bookings.md):
// - a cancelled voyage, a Pol no longer loading, a Pod no longer discharging: judged with the
//   sailing's other acceptance rules (lib/acceptance/check-acceptance.ts);
// - a retired unit model stays on the units that have it, but a new unit (or a unit changed to it)
//   cannot name it: NOT_FOUND, as for a model that is not in the catalogue.
import type { Tx } from "@/lib/db/prisma";
import type { PlannedItem } from "@/lib/booking/save/plan-items";
import type { ResolvedReferences } from "@/lib/booking/save/resolve-references";
import type { RuleErrors } from "@/lib/booking/rules/rule-errors";
import type { ExtBooking } from "@/lib/booking/message/save-schema";
import type { StoredBooking } from "@/lib/booking/message/stored-booking";
import { refusal } from "@/lib/i18n/sentences";

interface GuardInput {
  message: ExtBooking;
  stored: StoredBooking | null;
  refs: ResolvedReferences;
  planned: PlannedItem[];
  errors: RuleErrors;
}

export async function checkLineChanges(tx: Tx, input: GuardInput): Promise<void> {
  await checkRetiredModels(tx, input);
}

async function checkRetiredModels(tx: Tx, { planned, errors }: GuardInput): Promise<void> {
  const asked = planned.flatMap((p) =>
    p.kind === "sent" && !p.isCanceled && p.data.unitModelId && p.stored?.unitModelId !== p.data.unitModelId
      ? [{ index: p.index, modelId: p.data.unitModelId }]
      : [],
  );
  if (!asked.length) return;
  const retired = await tx.unitModel.findMany({
    where: { id: { in: [...new Set(asked.map((a) => a.modelId))] }, retiredAt: { not: null } },
    select: { id: true, make: true, model: true },
  });
  const byId = new Map(retired.map((m) => [m.id, m]));
  for (const { index, modelId } of asked) {
    const m = byId.get(modelId);
    if (m)
      errors.add(
        "NOT_FOUND",
        `Items[${index}].Description`,
        "unit_model_retired",
        refusal("refusals.booking.unitModelRetired", { make: m.make, model: m.model }),
      );
  }
}
