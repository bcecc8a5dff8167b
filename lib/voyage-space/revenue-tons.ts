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

// Quantity and sub units (docs/integrators/acceptance.md, "Quantity and sub units"): an item with
// Quantity n > 1 is n identical units and takes n times its RT; a sub unit `Attached` to its unit
// (a trailer) travels as a unit of its own on the deck and takes the space of a typical trailer
// (the unit type "U": 800 × 250 × 300 cm) or its own weight in t when that is more. A sub unit
// "said to contain" (STC) travels inside its unit and takes nothing.

/** How many identical units an item is: its Quantity when above 1, else 1 (absent, 0 and 1 alike). */
export const unitCount = (quantity: number | null | undefined): number =>
  typeof quantity === "number" && quantity > 1 ? Math.floor(quantity) : 1;

/** The measures an attached sub unit takes on deck (cm; kg its own). */
export const ATTACHED_SUB_UNIT = { length: 800, width: 250, height: 300, type: "U" } as const;

export interface SubUnitSpace {
  relationType: string | null | undefined;
  weight: number | null | undefined;
  isCanceled: boolean;
}

/** A sub unit that takes space of its own: not cancelled and Attached (not STC). */
export const travelsAsUnit = (s: SubUnitSpace): boolean =>
  !s.isCanceled && (s.relationType ?? "").toLowerCase() === "attached";

/** Milli-RT of one attached sub unit. */
export function subUnitMilliRt(s: Pick<SubUnitSpace, "weight">): number {
  return unitMilliRt({ ...ATTACHED_SUB_UNIT, weight: s.weight ?? null });
}

/** Milli-RT an item takes on every leg: Quantity × its unit's, plus each attached sub unit's. */
export function itemMilliRt(
  measures: UnitMeasures,
  item: { quantity?: number | null },
  subUnits: readonly SubUnitSpace[],
): number {
  return (
    unitCount(item.quantity) * unitMilliRt(measures) +
    subUnits.filter(travelsAsUnit).reduce((sum, s) => sum + subUnitMilliRt(s), 0)
  );
}

/** One attached sub unit `s`, milli-RT (SQL). */
export const ATTACHED_SUB_UNIT_ROW_MILLI_RT_SQL = `GREATEST(${(ATTACHED_SUB_UNIT.length * ATTACHED_SUB_UNIT.width * ATTACHED_SUB_UNIT.height) / 1000},
  round(COALESCE(s.weight, 0)::numeric))`;

/** The attached sub units of item `i`, milli-RT (SQL; 0 when none). */
export const ATTACHED_SUB_UNITS_MILLI_RT_SQL = `COALESCE((
  SELECT SUM(${ATTACHED_SUB_UNIT_ROW_MILLI_RT_SQL})
  FROM "BookingSubUnit" s WHERE s."itemId" = i.id AND NOT s."isCanceled" AND lower(s."relationType") = 'attached'), 0)`;

/** `itemMilliRt` in SQL over an item `i` and its catalogue model `m` (LEFT JOINed). */
export const ITEM_MILLI_RT_SQL = `(GREATEST(COALESCE(i.quantity, 1), 1) * ${UNIT_MILLI_RT_SQL} + ${ATTACHED_SUB_UNITS_MILLI_RT_SQL})`;
