// The pricing engine: each unit's freight (per unit, or per revenue ton: the greater of m³ and t)
// plus its surcharges (a percentage of the freight, or a fixed amount per unit), and the
// per-booking charges once. Integers in minor units throughout, each line rounded once (half
// up), totals summed exactly. A unit without a rate is "on request" (null). Pure.
import { z } from "zod";
import { mulDivRound } from "@/lib/pricing/money";
import { selectRate, selectSurcharges, type Lane, type TariffLine } from "@/lib/pricing/tariff";

export const priceLineSchema = z.object({ code: z.string(), name: z.string(), amountMinor: z.number().int() });
export type PriceLine = z.infer<typeof priceLineSchema>;

/** A JSON column of price lines as stored (BookingItem.priceLines, Booking.bookingCharges), checked; null when it holds none. */
export function storedPriceLines(json: unknown): PriceLine[] | null {
  return Array.isArray(json) ? z.array(priceLineSchema).parse(json) : null;
}

export interface UnitToPrice {
  unitType: string | null;
  /** thousandths of a revenue ton (lib/voyage-space/revenue-tons.ts) */
  milliRt: number;
}

export interface UnitPrice {
  /** the item total: freight plus its surcharges */
  totalMinor: number;
  /** priced per unit, not per RT: the same for any size of its type */
  perUnit: boolean;
  /** FREIGHT first, then each surcharge by code */
  lines: PriceLine[];
}

export interface PricedUnits {
  currency: string | null;
  /** by index of the input; null: no rate ("on request") */
  units: (UnitPrice | null)[];
  bookingCharges: PriceLine[];
}

/** Freight of one unit at a rate: the amount per unit, or per RT times its revenue tons. */
export function freightOf(rate: Pick<TariffLine, "basis" | "amount">, milliRt: number): number {
  return rate.basis === "RT" ? mulDivRound(rate.amount, milliRt, 1000) : rate.amount;
}

function surchargeOf(s: TariffLine, freight: number): number {
  return s.basis === "PERCENT" ? mulDivRound(freight, s.amount, 10_000) : s.amount;
}

/** Prices units on a lane on a day (YYYY-MM-DD) from one line's tariff (one currency). */
export function priceUnits(
  tariff: readonly TariffLine[],
  lane: Lane,
  units: readonly UnitToPrice[],
  day: string,
): PricedUnits {
  const currency = tariff.find((l) => l.currency)?.currency ?? null;
  const priced = units.map((u): UnitPrice | null => {
    const rate = u.unitType ? selectRate(tariff, lane, u.unitType, day) : null;
    if (!rate) return null;
    const freight = freightOf(rate, u.milliRt);
    const lines: PriceLine[] = [{ code: "FREIGHT", name: rate.name, amountMinor: freight }];
    for (const s of selectSurcharges(tariff, lane, u.unitType, day))
      lines.push({ code: s.code, name: s.name, amountMinor: surchargeOf(s, freight) });
    return { totalMinor: lines.reduce((sum, l) => sum + l.amountMinor, 0), lines, perUnit: rate.basis !== "RT" };
  });
  const bookingCharges = priced.some((p) => p !== null)
    ? selectSurcharges(tariff, lane, null, day).map((s) => ({ code: s.code, name: s.name, amountMinor: s.amount }))
    : [];
  return { currency, units: priced, bookingCharges };
}

/** Items and per-booking charges together, exactly (BigInt: no drift however many items). */
export function totalMinor(
  units: readonly ({ totalMinor: number } | null)[],
  bookingCharges: readonly PriceLine[],
): bigint {
  let sum = 0n;
  for (const u of units) if (u) sum += BigInt(u.totalMinor);
  for (const c of bookingCharges) sum += BigInt(c.amountMinor);
  return sum;
}

/**
 * What an item's price was reckoned from ("C:12345", "C:unit" for a per-unit rate), with "x40" for
 * a Quantity of 40 and "+60000" per attached sub unit's milli-RT; a change of any of them reprices
 * the item. At most 40 characters (the column).
 */
export function priceKeys(
  unitType: string | null,
  milliRt: number,
  count: number,
  attachedMilliRt: readonly number[],
): { key: string; anySize: string } {
  const more = `${count > 1 ? `x${count}` : ""}${attachedMilliRt.map((m) => `+${m}`).join("")}`;
  return {
    key: `${unitType ?? "-"}:${milliRt}${more}`.slice(0, 40),
    anySize: `${unitType ?? "-"}:unit${more}`.slice(0, 40),
  };
}
