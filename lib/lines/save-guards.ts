import "server-only";
// What the lines' console changes means for a booking save (docs/decisions/008-line-console-changes-and-bookings.md):
// - a voyage the line cancelled takes no new cargo: a new booking on it, a move onto it, or a new
//   unit added to it is NOT_ALLOWED (a cancel, or an edit of units already booked, still goes through,
//   so agents can wind such bookings down);
// - the same for a Pol the voyage calls at but no longer loads at, and a Pod it no longer discharges at;
// - a retired unit model stays on the units that have it, but a new unit (or a unit changed to it)
//   cannot name it: NOT_FOUND, as for a model that is not in the catalogue.
import type { Tx } from "@/lib/db/prisma";
import type { PlannedItem } from "@/lib/booking/plan-items";
import type { ResolvedReferences } from "@/lib/booking/resolve-references";
import type { RuleErrors } from "@/lib/booking/rule-errors";
import type { ExtBooking } from "@/lib/booking/save-schema";
import type { StoredBooking } from "@/lib/booking/stored-booking";

interface GuardInput {
  message: ExtBooking;
  stored: StoredBooking | null;
  refs: ResolvedReferences;
  planned: PlannedItem[];
  errors: RuleErrors;
}

export async function checkLineChanges(tx: Tx, input: GuardInput): Promise<void> {
  await checkSailingOpen(tx, input);
  await checkRetiredModels(tx, input);
}

async function checkSailingOpen(tx: Tx, { message, stored, refs, planned, errors }: GuardInput): Promise<void> {
  const { voyage, pol, pod } = refs;
  if (!voyage || message.Header.IsCanceled) return;
  const addsCargo =
    !stored ||
    stored.voyageId !== voyage.id ||
    (pol && stored.polId !== pol.id) ||
    (pod && stored.podId !== pod.id) ||
    planned.some((p) => p.kind === "sent" && !p.stored && !p.isCanceled);
  if (!addsCargo) return;

  const row = await tx.voyage.findUnique({
    where: { id: voyage.id },
    select: { cancelledAt: true, visits: { orderBy: { sequence: "asc" }, select: { portId: true, sequence: true, canLoad: true, canDischarge: true } } },
  });
  if (!row) return;
  const path = message.Header.VoyageId ? "Header.VoyageId" : "Header.BookingVoyage";
  if (row.cancelledAt) {
    errors.add("NOT_ALLOWED", path, "voyage_cancelled", `Voyage ${voyage.number} was cancelled by the line; book another voyage.`);
    return;
  }
  // Only calls the voyage makes are judged: a voyage that never called at the port is not this
  // check's business (saves without a schedule match keep working as before).
  const atPol = pol ? row.visits.filter((v) => v.portId === pol.id) : [];
  const loading = atPol.filter((v) => v.canLoad);
  if (pol && atPol.length && !loading.length) {
    errors.add("NOT_ALLOWED", "Header.Pol", "pol_not_loading", `Voyage ${voyage.number} no longer loads at ${pol.name} (${pol.code}).`);
    return;
  }
  const atPod = pod ? row.visits.filter((v) => v.portId === pod.id) : [];
  if (pod && atPod.length && !atPod.some((v) => v.canDischarge)) {
    errors.add("NOT_ALLOWED", "Header.Pod", "pod_not_discharging", `Voyage ${voyage.number} no longer discharges at ${pod.name} (${pod.code}).`);
  }
}

async function checkRetiredModels(tx: Tx, { planned, errors }: GuardInput): Promise<void> {
  const asked = planned.flatMap((p) =>
    p.kind === "sent" && !p.isCanceled && p.data.unitModelId && p.stored?.unitModelId !== p.data.unitModelId ? [{ index: p.index, modelId: p.data.unitModelId }] : [],
  );
  if (!asked.length) return;
  const retired = await tx.unitModel.findMany({
    where: { id: { in: [...new Set(asked.map((a) => a.modelId))] }, retiredAt: { not: null } },
    select: { id: true, make: true, model: true },
  });
  const byId = new Map(retired.map((m) => [m.id, m]));
  for (const { index, modelId } of asked) {
    const m = byId.get(modelId);
    if (m) errors.add("NOT_FOUND", `Items[${index}].Description`, "unit_model_retired", `${m.make} ${m.model} was retired from the catalogue; choose a current model.`);
  }
}
