// What a save does to each unit of a booking, as the acceptance rules see it: which units book
// space (not cancelled, not draft), which are new to the sailing, which change their measures,
// and the measures each will have (the item's own, gaps filled from its catalogue model).
import { plannedSubUnits, type PlannedItem } from "@/lib/booking/save/plan-items";
import type { StoredBooking, StoredItem } from "@/lib/booking/message/stored-booking";
import {
  itemMilliRt,
  travelsAsUnit,
  unitMeasures,
  type SubUnitSpace,
  type UnitMeasures,
} from "@/lib/voyage-space/revenue-tons";

export type ModelMeasures = Map<number, UnitMeasures>;

export interface UnitChange {
  planned: PlannedItem;
  /** Items[i] for a sent item; null for one the message leaves out */
  path: string | null;
  chassis: string | null;
  /** holds space after the save: not cancelled, not a draft */
  books: boolean;
  /** books now and did not before (new, approved from draft) */
  added: boolean;
  /** its measures, unit model, Quantity or attached sub units change */
  remeasured: boolean;
  measures: UnitMeasures;
  /** measures the item leaves out, taken from the catalogue */
  fromCatalogue: Set<string>;
  /** Quantity × its unit's RT plus its attached sub units' (0 when it books nothing) */
  milliRt: number;
}

const MEASURES = ["length", "width", "height", "weight"] as const;

export function storedMeasures(
  item: Pick<StoredItem, "length" | "width" | "height" | "weight" | "unitModelId">,
  models: ModelMeasures,
): UnitMeasures {
  return unitMeasures(item, item.unitModelId ? models.get(item.unitModelId) : null);
}

/** What the attached sub units take, as a comparable text ("" when none). */
const attachedKey = (subs: readonly SubUnitSpace[]): string =>
  subs
    .filter(travelsAsUnit)
    .map((s) => s.weight ?? 0)
    .join(",");

export function unitChanges(
  planned: PlannedItem[],
  models: ModelMeasures,
  options: { storedHeldNothing?: boolean } = {},
): UnitChange[] {
  return planned.map((p) => {
    const unit = p.kind === "sent" ? p.data : p.stored;
    const model = unit.unitModelId ? models.get(unit.unitModelId) : undefined;
    const measures = unitMeasures(unit, model);
    const fromCatalogue = new Set(MEASURES.filter((k) => unit[k] == null && measures[k] != null));
    const books = !p.isCanceled && p.state !== "DRAFT";
    const before = p.stored;
    const bookedBefore = !!before && !options.storedHeldNothing && !before.isCanceled && before.state !== "DRAFT";
    const subUnits = plannedSubUnits(p);
    const remeasured =
      p.kind === "sent" &&
      !!before &&
      (before.unitModelId !== p.data.unitModelId ||
        MEASURES.some((k) => before[k] !== p.data[k]) ||
        (before.quantity ?? null) !== (p.data.quantity ?? null) ||
        attachedKey(before.subUnits) !== attachedKey(subUnits));
    return {
      planned: p,
      path: p.kind === "sent" ? `Items[${p.index}]` : null,
      chassis: unit.chassis,
      books,
      added: books && !bookedBefore,
      remeasured,
      measures,
      fromCatalogue,
      milliRt: books ? itemMilliRt(measures, unit, subUnits) : 0,
    };
  });
}

/** Milli-RT the stored booking held on its own legs before this save (by unit). */
export function storedMilliRt(stored: StoredBooking, models: ModelMeasures): number {
  return stored.items.reduce(
    (sum, i) =>
      i.isCanceled || i.state === "DRAFT" ? sum : sum + itemMilliRt(storedMeasures(i, models), i, i.subUnits),
    0,
  );
}
