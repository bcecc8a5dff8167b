// Revenue tons, the unit voyage space is counted in (DESIGN.md "Acceptance and space"): the
// greater of a unit's volume in m³ and its weight in t. Item and catalogue dimensions are cm and
// kg. Counted in whole thousandths (milli-RT) so that sums in SQL and here agree exactly.
// Pure: the booking form's item row uses it as the unit is typed.

export interface UnitMeasures {
  /** cm */
  length: number | null;
  width: number | null;
  height: number | null;
  /** kg */
  weight: number | null;
}

const present = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);

/** The unit's own measures, each one it leaves out taken from its catalogue model. */
export function unitMeasures(
  item: Partial<UnitMeasures>,
  model: Partial<UnitMeasures> | null | undefined,
): UnitMeasures {
  const pick = (key: keyof UnitMeasures) =>
    present(item[key]) ? item[key]! : present(model?.[key]) ? Number(model![key]) : null;
  return { length: pick("length"), width: pick("width"), height: pick("height"), weight: pick("weight") };
}

/** "450 × 180 × 190 cm · 2,500 kg" (either part when the other is unknown), or "—". */
export function measuresText(m: Partial<UnitMeasures>): string {
  const dims = [m.length, m.width, m.height];
  const size = dims.every(present) ? `${dims.join(" × ")} cm` : null;
  return [size, present(m.weight) ? `${m.weight.toLocaleString("en")} kg` : null].filter(Boolean).join(" · ") || "—";
}

/** Thousandths of a revenue ton: max(round(L·W·H cm³ / 1000), round(kg)); 0 when nothing is known. */
export function unitMilliRt(m: UnitMeasures): number {
  const volume =
    present(m.length) && present(m.width) && present(m.height) ? Math.round((m.length * m.width * m.height) / 1000) : 0;
  const weight = present(m.weight) ? Math.round(m.weight) : 0;
  return Math.max(volume, weight, 0);
}

export const toRt = (milli: number): number => milli / 1000;
export const toMilliRt = (rt: number): number => Math.round(rt * 1000);

/** The same formula in SQL over an item `i` and its catalogue model `m` (LEFT JOINed). */
export const UNIT_MILLI_RT_SQL = `GREATEST(
  round(COALESCE(i.length, m.length)::numeric * COALESCE(i.width, m.width) * COALESCE(i.height, m.height) / 1000),
  round(COALESCE(i.weight::numeric, m.weight)), 0)`;
