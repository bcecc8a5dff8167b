// How a carrier's document writes times and amounts: a port's wall clock as people read it, with its
// zone ("Tue 24 Nov 2026, 14:00 (CET, UTC+1)"), an instant on a port's clock, and money with
// thousands separators and its currency ("EUR 1,234.50"). Built on lib/time/format.ts and
// lib/pricing/money.ts, so pages and papers say the same thing. Each takes the document's language
// last ("en" by default; French: "mar. 24 nov. 2026, 14:00", "1 234,50 EUR", with no-break spaces
// the standard fonts can print).
import type { Locale } from "@/lib/i18n/locales";
import { formatDate, formatInstant, formatWallClock } from "@/lib/time/format";
import { zoneLabel } from "@/lib/time/port-time";
import { currencyDecimals, minorToDecimalText } from "@/lib/pricing/money";
import { formatLocalDateTime } from "@/lib/time/local-datetime";

/**
 * A port's wall-clock time (wire text "YYYY-MM-DDTHH:MM:SS", or a Date whose UTC fields hold it) with
 * the port's zone when known: "Tue 24 Nov 2026, 14:00 (CET, UTC+1)". "—" for none.
 */
export function portTime(
  value: string | Date | null | undefined,
  timeZone?: string | null,
  locale: Locale = "en",
): string {
  if (!value) return "—";
  const text = formatWallClock(value, { year: true, locale });
  if (!timeZone || text === "—") return text;
  const wall = typeof value === "string" ? value : formatLocalDateTime(value);
  try {
    return `${text} (${zoneLabel(wall, timeZone)})`;
  } catch {
    return text;
  }
}

/** An instant (when a document was printed, a payment recorded) on a port's clock: "Tue 24 Nov 2026, 15:00 CET". */
export function instantAt(
  value: Date | string | null | undefined,
  timeZone?: string | null,
  locale: Locale = "en",
): string {
  return formatInstant(value, timeZone || "UTC", locale);
}

/** A calendar day: "Tue 24 Nov 2026". */
export const day = (value: string | Date | null | undefined, locale: Locale = "en"): string =>
  formatDate(value, locale);

/** Minor units as "EUR 1,234.50" (the currency's own decimals); "—" for none. */
export function money(
  minor: number | bigint | null | undefined,
  currency: string | null | undefined,
  locale: Locale = "en",
): string {
  if (minor === null || minor === undefined) return "—";
  const decimals = (currency ? currencyDecimals(currency) : null) ?? 2;
  const [whole, fraction] = minorToDecimalText(minor, decimals).split(".");
  const sign = whole.startsWith("-") ? "-" : "";
  if (locale === "fr") {
    // "1 234,50 EUR": no-break spaces (U+00A0; the narrow one is not in the fonts' WinAnsi)
    const amount = `${sign}${whole.replace("-", "").replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")}${fraction === undefined ? "" : `,${fraction}`}`;
    return currency ? `${amount}\u00a0${currency}` : amount;
  }
  const grouped = whole.replace("-", "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const amount = `${sign}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
  return currency ? `${currency} ${amount}` : amount;
}

/** A whole number with thousands separators: "12,500" ("12 500" in French). */
export const count = (n: number, locale: Locale = "en"): string =>
  locale === "fr" ? n.toLocaleString("fr-FR").replace(/[\u202f\u00a0]/g, "\u00a0") : n.toLocaleString("en-GB");

/** A decimal with fixed digits: "12.345" ("12,345" in French). */
export const fixed = (n: number, digits: number, locale: Locale = "en"): string =>
  locale === "fr"
    ? n
        .toLocaleString("fr-FR", { minimumFractionDigits: digits, maximumFractionDigits: digits })
        .replace(/\u202f/g, "\u00a0")
    : n.toLocaleString("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits });
