// A line's tariff as the pricing engine reads it, and which of its lines apply to a unit on a
// lane on a day. Pure: lib/pricing/load-tariff.ts reads the rows. Most specific wins: a rate for
// the Pol → Pod pair over one for the trade (schedule category) over one for every lane; among
// equals, the one valid from the latest day.

export const TARIFF_KINDS = ["RATE", "SURCHARGE"] as const;
export type TariffKind = (typeof TARIFF_KINDS)[number];
export const RATE_BASES = ["UNIT", "RT"] as const;
export const SURCHARGE_BASES = ["PERCENT", "UNIT", "BOOKING"] as const;
export type TariffBasis = (typeof RATE_BASES)[number] | (typeof SURCHARGE_BASES)[number];
export const TARIFF_BASES: readonly TariffBasis[] = [...new Set([...RATE_BASES, ...SURCHARGE_BASES])];
/** The tariff file's columns, in order: the CSV (tariff-csv.ts), the API's description and the console's help read this one list. */
export const TARIFF_CSV_COLUMNS = [
  "Kind",
  "Code",
  "Name",
  "Pol",
  "Pod",
  "Category",
  "UnitType",
  "Basis",
  "Amount",
  "Currency",
  "ValidFrom",
  "ValidUntil",
] as const;

/** What a tariff line says, whatever names its ports (ids in the engine, codes in the CSV). */
export interface TariffTerms {
  kind: TariffKind;
  code: string;
  name: string;
  scheduleCategory: string | null;
  unitType: string | null;
  basis: TariffBasis;
  /** minor units of `currency`; PERCENT: hundredths of a percent */
  amount: number;
  currency: string | null;
  /** YYYY-MM-DD, inclusive */
  validFrom: string;
  validUntil: string | null;
}

export interface TariffLine extends TariffTerms {
  id: number;
  polId: number | null;
  podId: number | null;
}

export interface Lane {
  polId: number;
  podId: number | null;
  scheduleCategory: string | null;
}

/** 3: the Pol → Pod pair; 2: the trade; 1: every lane; 0: not this lane. */
export function laneSpecificity(line: Pick<TariffLine, "polId" | "podId" | "scheduleCategory">, lane: Lane): number {
  if (line.polId !== null || line.podId !== null)
    return line.polId === lane.polId && line.podId === lane.podId && lane.podId !== null ? 3 : 0;
  if (line.scheduleCategory !== null)
    return lane.scheduleCategory !== null && line.scheduleCategory.toLowerCase() === lane.scheduleCategory.toLowerCase()
      ? 2
      : 0;
  return 1;
}

export const validOn = (line: Pick<TariffLine, "validFrom" | "validUntil">, day: string): boolean =>
  line.validFrom <= day && (line.validUntil === null || day <= line.validUntil);

/** Better first: more specific, then valid from later, then the newer row. */
function better(a: { line: TariffLine; rank: number }, b: { line: TariffLine; rank: number }): number {
  return (
    b.rank - a.rank ||
    (a.line.validFrom < b.line.validFrom ? 1 : a.line.validFrom > b.line.validFrom ? -1 : b.line.id - a.line.id)
  );
}

/** The freight rate for a unit type on a lane on a day; null: none ("on request"). */
export function selectRate(
  tariff: readonly TariffLine[],
  lane: Lane,
  unitType: string,
  day: string,
): TariffLine | null {
  const candidates = tariff
    .filter((l) => l.kind === "RATE" && l.unitType === unitType && validOn(l, day))
    .map((line) => ({ line, rank: laneSpecificity(line, lane) }))
    .filter((c) => c.rank > 0)
    .sort(better);
  return candidates[0]?.line ?? null;
}

/**
 * The surcharges that apply on a lane on a day, one per code (the most specific), for a unit
 * type (null type lines apply to every type) or, for `unitType: null`, the per-booking ones.
 */
export function selectSurcharges(
  tariff: readonly TariffLine[],
  lane: Lane,
  unitType: string | null,
  day: string,
): TariffLine[] {
  const byCode = new Map<string, { line: TariffLine; rank: number }>();
  for (const line of tariff) {
    if (line.kind !== "SURCHARGE" || !validOn(line, day)) continue;
    if (
      unitType === null
        ? line.basis !== "BOOKING"
        : line.basis === "BOOKING" || (line.unitType !== null && line.unitType !== unitType)
    )
      continue;
    const rank = laneSpecificity(line, lane);
    if (rank === 0) continue;
    const candidate = { line, rank };
    const held = byCode.get(line.code);
    if (!held || better(candidate, held) < 0) byCode.set(line.code, candidate);
  }
  return [...byCode.values()].map((c) => c.line).sort((a, b) => a.code.localeCompare(b.code));
}
