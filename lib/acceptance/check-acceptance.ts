import "server-only";
// The line's acceptance rules in the save, beyond the interface's 13 (docs/integrators/acceptance.md):
// the sailing must call at the Pol and later at the Pod; agents add or move nothing after the Pol's
// cut-off (nothing at all after departure); units fit the voyage's limits; stop sale; and space
// per leg, race-safe. Runs inside the save's transaction, so TestOnly answers what a save would.
import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db/prisma";
import type { PlannedItem } from "@/lib/booking/save/plan-items";
import type { ResolvedReferences } from "@/lib/booking/save/resolve-references";
import type { RuleErrors } from "@/lib/booking/rules/rule-errors";
import { refusal } from "@/lib/i18n/sentences";
import type { ExtBooking } from "@/lib/booking/message/save-schema";
import type { StoredBooking } from "@/lib/booking/message/stored-booking";
import { cutOffPassed, departed, portTimeText } from "@/lib/acceptance/cut-off";
import { findSailingCalls, type SailingCalls } from "@/lib/acceptance/sailing-calls";
import { storedMilliRt, unitChanges, type ModelMeasures, type UnitChange } from "@/lib/acceptance/unit-changes";
import { unitLimitProblems } from "@/lib/acceptance/unit-limits";
import { nextSailingOffer } from "@/lib/acceptance/next-sailing";
import { legSpan } from "@/lib/voyage-space/legs";
import { toRt } from "@/lib/voyage-space/revenue-tons";
import { bookedMilliPerLeg, loadSailing, type VoyageSailing } from "@/lib/voyage-space/voyage-space";

export interface AcceptanceInput {
  caller: Caller;
  message: ExtBooking;
  stored: StoredBooking | null;
  refs: ResolvedReferences;
  planned: PlannedItem[];
  /** the catalogue measures of the booking's unit models (lib/acceptance/model-measures.ts) */
  models: ModelMeasures;
  errors: RuleErrors;
  now: Date;
  /** a quotation: every rule but space (it holds none until it becomes a booking) */
  quotation?: boolean;
  /** the stored booking was a quotation: it held no space, so its units are new to the sailing */
  storedHeldNothing?: boolean;
  /**
   * The sailing search (which writes nothing) judges a lane's sailings from one read of them all:
   * the voyage and its booked RT per leg, taken without the save's lock; and no next sailing is
   * offered, the search lists them.
   */
  preloaded?: { sailing: VoyageSailing; booked: number[] };
}

/** Exceptions staff granted this booking on its voyage: for every unit (null chassis) or by chassis. */
interface Waivers {
  late: (chassis: string | null) => boolean;
  outOfGauge: (chassis: string | null) => boolean;
}

const rt = (milli: number) => `${toRt(milli).toLocaleString("en", { maximumFractionDigits: 2 })} RT`;

export async function checkAcceptance(tx: Tx, input: AcceptanceInput): Promise<void> {
  const { caller, message, stored, refs, errors, now } = input;
  const agentRules = caller.role === "AGENT";
  if (agentRules && stored?.voyageId) await checkNotDeparted(tx, stored, now, errors);

  const { voyage, pol, pod, terminal } = refs;
  if (!voyage || !pol || message.Header.IsCanceled) return;
  const sailing = input.preloaded?.sailing ?? (await loadSailing(tx, voyage.id));
  if (!sailing) return;

  const { models } = input;
  const units = unitChanges(input.planned, models, { storedHeldNothing: !!input.storedHeldNothing });
  const sameSailing = !!stored && !input.storedHeldNothing && stored.voyageId === voyage.id && stored.polId === pol.id;
  const moved = !sameSailing;
  const addsCargo =
    units.some((u) => u.books && (u.added || moved)) ||
    (!!stored && stored.podId !== (pod?.id ?? null) && units.some((u) => u.books));
  const path =
    message.Header.BookingVoyage?.trim() || !message.Header.VoyageId ? "Header.BookingVoyage" : "Header.VoyageId";

  if (sailing.cancelledAt) {
    if (addsCargo)
      errors.add(
        "NOT_ALLOWED",
        path,
        "voyage_cancelled",
        refusal("refusals.acceptance.voyageCancelled", { voyage: voyage.number }),
      );
    return;
  }
  // Calls of a booking that only edits its cargo in place are not judged again: a schedule the
  // line changed later must not stop agents from winding such a booking down.
  const sailingChanged = moved || stored!.podId !== (pod?.id ?? null) || stored!.terminalId !== terminal?.id;
  if (!sailingChanged && !addsCargo && !units.some((u) => u.books && u.remeasured)) return;
  const calls = findSailingCalls({ number: sailing.number, calls: sailing.calls }, { pol, terminal, pod }, errors);
  if (!calls) return;

  const waivers = await waiversOf(tx, stored, sailing.id);
  if (agentRules) checkCutOffAndStopSale({ sailing, calls, units, moved, path, waivers, now, errors });
  checkLimits(sailing, units, moved, waivers, errors);
  for (const u of units) checkSubUnitWeights(sailing, u, moved, waivers, errors);
  if (!errors.has() && !input.quotation)
    await checkSpace(tx, {
      sailing,
      calls,
      units,
      stored: input.storedHeldNothing ? null : stored,
      excludeBookingId: stored?.id,
      models,
      path,
      errors,
      booked: input.preloaded?.booked,
    });
  if (agentRules && !input.preloaded && errors.hasCode(...SAILING_REFUSALS)) {
    const polCall = sailing.calls[calls.polIndex];
    const offer = await nextSailingOffer(tx, {
      lineId: sailing.lineId,
      pol: polCall.portCode,
      pod: calls.podIndex === null ? null : sailing.calls[calls.podIndex].portCode,
      excludeVoyageId: sailing.id,
      neededRt: toRt(units.reduce((sum, u) => sum + (u.books ? u.milliRt : 0), 0)),
      now,
    });
    if (offer) errors.appendSentence([...SAILING_REFUSALS], offer);
  }
}

/** Refusals of the sailing itself, which offer the next one. */
const SAILING_REFUSALS = ["cut_off_passed", "voyage_closed", "voyage_full"] as const;

/** After the Pol call's departure, only staff change a booking on that sailing. */
async function checkNotDeparted(tx: Tx, stored: StoredBooking, now: Date, errors: RuleErrors): Promise<void> {
  const sailing = await loadSailing(tx, stored.voyageId!);
  if (!sailing) return;
  const span = legSpan(sailing.calls, stored.polId, null);
  const call = span ? sailing.calls[span.from] : undefined;
  if (call && departed(call, now)) {
    errors.add(
      "NOT_ALLOWED",
      "Header.BookingVoyage",
      "cut_off_passed",
      refusal("refusals.acceptance.departedStaffOnly", {
        vessel: sailing.vesselName,
        voyage: sailing.number,
        port: call.portName,
        time: portTimeText(call.departure),
      }),
    );
  }
}

function checkCutOffAndStopSale(input: {
  sailing: VoyageSailing;
  calls: SailingCalls;
  units: UnitChange[];
  moved: boolean;
  path: string;
  waivers: Waivers;
  now: Date;
  errors: RuleErrors;
}): void {
  const { sailing, units, moved, path, waivers, now, errors } = input;
  const call = sailing.calls[input.calls.polIndex];
  const adding = units.filter((u) => u.books && (u.added || moved));
  if (adding.length && sailing.saleStoppedAt) {
    errors.add(
      "NOT_ALLOWED",
      path,
      "voyage_closed",
      sailing.saleStopReason
        ? refusal("refusals.acceptance.stopSaleBecause", { voyage: sailing.number, reason: sailing.saleStopReason })
        : refusal("refusals.acceptance.stopSale", { voyage: sailing.number }),
    );
  } else if (adding.length && call.saleStoppedAt) {
    errors.add(
      "NOT_ALLOWED",
      "Header.Pol",
      "voyage_closed",
      call.saleStopReason
        ? refusal("refusals.acceptance.stopSaleAtPortBecause", {
            voyage: sailing.number,
            port: call.portName,
            code: call.portCode,
            reason: call.saleStopReason,
          })
        : refusal("refusals.acceptance.stopSaleAtPort", {
            voyage: sailing.number,
            port: call.portName,
            code: call.portCode,
          }),
    );
  }
  if (!cutOffPassed(call, now)) return;
  const gone = departed(call, now);
  const when = {
    vessel: sailing.vesselName,
    voyage: sailing.number,
    when: gone ? "departed" : "cutOff",
    port: call.portName,
    time: portTimeText(gone ? call.departure : call.cutOff!),
  };
  const late = units.filter((u) => u.books && (u.added || u.remeasured || moved) && (gone || !waivers.late(u.chassis)));
  if (!late.length) return;
  if (moved) {
    errors.add("NOT_ALLOWED", path, "cut_off_passed", refusal("refusals.acceptance.cutOffNoMove", when));
    return;
  }
  for (const u of late) {
    errors.add(
      "NOT_ALLOWED",
      u.path ?? path,
      "cut_off_passed",
      refusal(u.added ? "refusals.acceptance.cutOffNoAdd" : "refusals.acceptance.cutOffNoChange", when),
    );
  }
}

function checkLimits(
  sailing: VoyageSailing,
  units: UnitChange[],
  moved: boolean,
  waivers: Waivers,
  errors: RuleErrors,
): void {
  for (const u of units) {
    if (!u.books || !u.path || !(u.added || u.remeasured || moved) || waivers.outOfGauge(u.chassis)) continue;
    for (const p of unitLimitProblems(u.measures, sailing, u.fromCatalogue))
      errors.add("NOT_ALLOWED", `${u.path}.${p.field}`, "exceeds_voyage_limit", p.words);
  }
}

function checkSubUnitWeights(
  sailing: VoyageSailing,
  u: UnitChange,
  moved: boolean,
  waivers: Waivers,
  errors: RuleErrors,
): void {
  if (!u.books || u.planned.kind !== "sent" || waivers.outOfGauge(u.chassis)) return;
  for (const s of u.planned.subUnits) {
    const changed = !s.stored || s.stored.weight !== s.data.weight || moved || u.added;
    if (s.isCanceled || !changed) continue;
    for (const p of unitLimitProblems({ height: null, width: null, weight: s.data.weight ?? null }, sailing)) {
      errors.add("NOT_ALLOWED", `${u.path}.SubUnits[${s.index}].${p.field}`, "exceeds_voyage_limit", p.words);
    }
  }
}

/**
 * No leg may go over the capacity. Only a save that takes more space on some leg than the booking
 * held there is judged (and only on those legs), under a lock on the voyage row, so concurrent
 * saves for the last space run one after the other and each counts the other's units.
 */
async function checkSpace(
  tx: Tx,
  input: {
    sailing: VoyageSailing;
    calls: SailingCalls;
    units: UnitChange[];
    stored: StoredBooking | null;
    excludeBookingId?: number;
    models: ModelMeasures;
    path: string;
    errors: RuleErrors;
    /** booked milli-RT per leg read beforehand (the search); else read here under the lock */
    booked?: number[];
  },
): Promise<void> {
  const { sailing, calls, units, stored } = input;
  const legCount = sailing.calls.length - 1;
  const lastLeg = (calls.podIndex ?? legCount) - 1;
  const wanted = units.reduce((sum, u) => sum + u.milliRt, 0);
  const held = new Array<number>(Math.max(legCount, 0)).fill(0);
  if (stored && stored.voyageId === sailing.id && !stored.isCanceled) {
    const span = legSpan(sailing.calls, stored.polId, stored.podId);
    const before = storedMilliRt(stored, input.models);
    if (span) for (let k = span.from; k <= span.to; k++) held[k] = before;
  }
  const growing: number[] = [];
  for (let k = calls.polIndex; k <= lastLeg; k++) if (wanted > held[k]) growing.push(k);
  if (!growing.length) return;

  let booked = input.booked;
  if (!booked) {
    await tx.$executeRaw`SELECT id FROM "Voyage" WHERE id = ${sailing.id} FOR NO KEY UPDATE`;
    booked = await bookedMilliPerLeg(tx, sailing, { excludeBookingId: input.excludeBookingId });
  }
  const over = growing.find((k) => booked[k] + wanted > sailing.capacityMilli);
  if (over === undefined) return;
  const from = sailing.calls[over];
  const to = sailing.calls[over + 1];
  const free = Math.max(sailing.capacityMilli - booked[over], 0);
  input.errors.add(
    "NOT_ALLOWED",
    input.path,
    "voyage_full",
    refusal("refusals.acceptance.voyageFull", {
      voyage: sailing.number,
      from: from.portName,
      fromCode: from.portCode,
      to: to.portName,
      toCode: to.portCode,
      free: rt(free),
      wanted: rt(wanted),
    }),
  );
}

async function waiversOf(tx: Tx, stored: StoredBooking | null, voyageId: number): Promise<Waivers> {
  const none = { late: () => false, outOfGauge: () => false };
  if (!stored) return none;
  const rows = await tx.acceptanceException.findMany({
    where: { bookingId: stored.id, voyageId },
    select: { kind: true, chassis: true },
  });
  if (!rows.length) return none;
  const covers = (kind: string) => (chassis: string | null) =>
    rows.some((r) => r.kind === kind && (r.chassis === null || r.chassis === chassis));
  return { late: covers("LATE_UNIT"), outOfGauge: covers("OUT_OF_GAUGE") };
}
