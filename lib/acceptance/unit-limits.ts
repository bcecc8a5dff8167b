// Does a unit fit the voyage? Item, sub unit and catalogue measures are cm and kg; the voyage's
// limits are cm (maxUnitHeight, maxUnitWidth) and t (maxUnitWeight). Pure: the booking form's item
// row flags a unit over the limits as it is typed, with the same words the save refuses it with.
import type { Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
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
  /** the limit in the unit's own unit (cm, kg); in English */
  message: string;
  /** the message with its key, for the save's refusal (rendered in the caller's language at the edge) */
  words: Worded;
}

/** Every limit the unit is over; `fromCatalogue` names measures the item left out (taken from its model). */
export function unitLimitProblems(
  m: Pick<UnitMeasures, "height" | "width" | "weight">,
  limits: VoyageLimits,
  fromCatalogue: ReadonlySet<string> = new Set(),
): LimitProblem[] {
  const out: LimitProblem[] = [];
  const source = (f: string) => (fromCatalogue.has(f) ? "model" : "own");
  const problem = (field: LimitProblem["field"], value: number, limit: number, words: Worded): LimitProblem => ({
    field,
    value,
    limit,
    message: words.text,
    words,
  });
  if (m.height != null && limits.maxUnitHeight != null && m.height > limits.maxUnitHeight) {
    out.push(
      problem(
        "Height",
        m.height,
        limits.maxUnitHeight,
        refusal("refusals.acceptance.height", {
          value: m.height,
          source: source("height"),
          limit: limits.maxUnitHeight,
        }),
      ),
    );
  }
  if (m.width != null && limits.maxUnitWidth != null && m.width > limits.maxUnitWidth) {
    out.push(
      problem(
        "Width",
        m.width,
        limits.maxUnitWidth,
        refusal("refusals.acceptance.width", { value: m.width, source: source("width"), limit: limits.maxUnitWidth }),
      ),
    );
  }
  if (m.weight != null && limits.maxUnitWeight != null && m.weight > limits.maxUnitWeight * 1000) {
    out.push(
      problem(
        "Weight",
        m.weight,
        limits.maxUnitWeight,
        refusal("refusals.acceptance.weight", {
          value: m.weight,
          source: source("weight"),
          limit: limits.maxUnitWeight,
          limitKg: limits.maxUnitWeight * 1000,
        }),
      ),
    );
  }
  return out;
}
