// How a carrier's document writes times and amounts: a port's wall clock as people read it, with its
// zone ("Tue 24 Nov 2026, 14:00 (CET, UTC+1)"), an instant on a port's clock, and money with
// thousands separators and its currency ("EUR 1,234.50"). Built on lib/time/format.ts and
// lib/pricing/money.ts, so pages and papers say the same thing.
import { formatDate, formatInstant, formatWallClock } from "@/lib/time/format";
import { zoneLabel } from "@/lib/time/port-time";
import { currencyDecimals, minorToDecimalText } from "@/lib/pricing/money";
import { formatLocalDateTime } from "@/lib/time/local-datetime";

/**
 * A port's wall-clock time (wire text "YYYY-MM-DDTHH:MM:SS", or a Date whose UTC fields hold it) with
 * the port's zone when known: "Tue 24 Nov 2026, 14:00 (CET, UTC+1)". "—" for none.
 */
export function portTime(value: string | Date | null | undefined, timeZone?: string | null): string {
  if (!value) return "—";
  const text = formatWallClock(value, { year: true });
  if (!timeZone || text === "—") return text;
  const wall = typeof value === "string" ? value : formatLocalDateTime(value);
  try {
    return `${text} (${zoneLabel(wall, timeZone)})`;
  } catch {
    return text;
  }
}

/** An instant (when a document was printed, a payment recorded) on a port's clock: "Tue 24 Nov 2026, 15:00 CET". */
export function instantAt(value: Date | string | null | undefined, timeZone?: string | null): string {
  return formatInstant(value, timeZone || "UTC");
}

/** A calendar day: "Tue 24 Nov 2026". */
export const day = (value: string | Date | null | undefined): string => formatDate(value);

/** Minor units as "EUR 1,234.50" (the currency's own decimals); "—" for none. */
export function money(minor: number | bigint | null | undefined, currency: string | null | undefined): string {
  if (minor === null || minor === undefined) return "—";
  const decimals = (currency ? currencyDecimals(currency) : null) ?? 2;
  const [whole, fraction] = minorToDecimalText(minor, decimals).split(".");
  const sign = whole.startsWith("-") ? "-" : "";
  const grouped = whole.replace("-", "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const amount = `${sign}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
  return currency ? `${currency} ${amount}` : amount;
}

/** A whole number with thousands separators: "12,500". */
export const count = (n: number): string => n.toLocaleString("en-GB");
