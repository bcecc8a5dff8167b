// Does a unit fit the voyage? Item, sub unit and catalogue measures are cm and kg; the voyage's
// limits are cm (maxUnitHeight, maxUnitWidth) and t (maxUnitWeight). Pure: the booking form's item
// row flags a unit over the limits as it is typed, with the same words the save refuses it with.
import type { UnitMeasures } from "@/lib/voyage-space/revenue-tons";

export interface VoyageLimits {
  /** cm */
  maxUnitHeight: number | null;
  /** cm */
  maxUnitWidth: number | null;
  /** t */
  maxUnitWeight: number | null;
}

export interface LimitProblem {
  /** the item's field: Height, Width or Weight */
  field: "Height" | "Width" | "Weight";
  value: number;
  limit: number;
  /** the limit in the unit's own unit (cm, kg) */
  message: string;
}

/** Every limit the unit is over; `fromCatalogue` names measures the item left out (taken from its model). */
export function unitLimitProblems(
  m: Pick<UnitMeasures, "height" | "width" | "weight">,
  limits: VoyageLimits,
  fromCatalogue: ReadonlySet<string> = new Set(),
): LimitProblem[] {
  const out: LimitProblem[] = [];
  const source = (f: string) => (fromCatalogue.has(f) ? " (from the catalogue model)" : "");
  if (m.height != null && limits.maxUnitHeight != null && m.height > limits.maxUnitHeight) {
    out.push({
      field: "Height",
      value: m.height,
      limit: limits.maxUnitHeight,
      message: `Height ${m.height} cm${source("height")} is over the voyage's limit of ${limits.maxUnitHeight} cm.`,
    });
  }
  if (m.width != null && limits.maxUnitWidth != null && m.width > limits.maxUnitWidth) {
    out.push({
      field: "Width",
      value: m.width,
      limit: limits.maxUnitWidth,
      message: `Width ${m.width} cm${source("width")} is over the voyage's limit of ${limits.maxUnitWidth} cm.`,
    });
  }
  if (m.weight != null && limits.maxUnitWeight != null && m.weight > limits.maxUnitWeight * 1000) {
    out.push({
      field: "Weight",
      value: m.weight,
      limit: limits.maxUnitWeight,
      message: `Weight ${m.weight} kg${source("weight")} is over the voyage's limit of ${limits.maxUnitWeight} t (${limits.maxUnitWeight * 1000} kg).`,
    });
  }
  return out;
}
