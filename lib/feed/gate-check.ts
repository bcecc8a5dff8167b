// The gate's check of a Delivered measurement (docs/integrators/acceptance.md "Blocked units and
// the gate"): a unit measured over the voyage's limits, or off the booked measures by more than the
// tolerance, is still recorded; the milestone carries a flag saying why. Pure.
import { unitLimitProblems, type VoyageLimits } from "@/lib/acceptance/unit-limits";

/** A measured dimension may differ from the booked one by up to 5 % or 10 cm, whichever is more. */
export const GATE_TOLERANCE = { percent: 5, cm: 10, kg: 100 } as const;

export interface Measures {
  /** cm */
  length: number | null;
  width: number | null;
  height: number | null;
  /** kg */
  weight: number | null;
}

const FIELDS = [
  ["length", "Length", "cm"],
  ["width", "Width", "cm"],
  ["height", "Height", "cm"],
  ["weight", "Weight", "kg"],
] as const;

/** The flag of a Delivered milestone, or null: the measured unit fits the voyage and matches the booking. */
export function gaugeFlag(measured: Partial<Measures>, booked: Measures, limits: VoyageLimits): string | null {
  const reasons = unitLimitProblems(
    { height: measured.height ?? null, width: measured.width ?? null, weight: measured.weight ?? null },
    limits,
  ).map((p) => `measured ${p.message.charAt(0).toLowerCase()}${p.message.slice(1).replace(/\.$/, "")}`);
  for (const [key, label, unit] of FIELDS) {
    const m = measured[key];
    const b = booked[key];
    if (m == null || b == null) continue;
    const allowed = Math.max((b * GATE_TOLERANCE.percent) / 100, unit === "kg" ? GATE_TOLERANCE.kg : GATE_TOLERANCE.cm);
    if (Math.abs(m - b) > allowed)
      reasons.push(
        `${label} measured ${m} ${unit}, booked ${b} ${unit} (tolerance ${GATE_TOLERANCE.percent} % or ${unit === "kg" ? GATE_TOLERANCE.kg : GATE_TOLERANCE.cm} ${unit})`,
      );
  }
  if (!reasons.length) return null;
  const text = reasons.join("; ");
  return text.charAt(0).toUpperCase() + text.slice(1) + ".";
}
