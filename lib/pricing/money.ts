// Money without binary floating point: amounts are integers in a currency's minor units (cents),
// and only turn into decimal text (or the spec's decimal `Price`) at the edge. A currency's
// decimals come from ISO 4217 as the runtime's Intl data knows it (EUR 2, JPY 0). Pure.
import type { Locale } from "@/lib/i18n/locales";

/** Tariffs carry currencies of at most this many decimals: the spec's Price column holds two. */
export const MAX_CURRENCY_DECIMALS = 2;

const decimalsCache = new Map<string, number>();

/** ISO 4217 minor-unit digits of a three-letter code; null when the runtime knows no such currency. */
export function currencyDecimals(currency: string): number | null {
  const code = currency.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return null;
  const known = decimalsCache.get(code);
  if (known !== undefined) return known;
  try {
    if (!Intl.supportedValuesOf("currency").includes(code)) return null;
    const digits =
      new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    decimalsCache.set(code, digits);
    return digits;
  } catch {
    return null;
  }
}

/** "1234.5" → 123450 (EUR); null when the text is not a plain non-negative amount with at most the currency's decimals. */
export function parseAmount(text: string, decimals: number): number | null {
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > decimals) return null;
  const minor = BigInt(match[1]) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
  return minor <= BigInt(2 ** 31 - 1) ? Number(minor) : null;
}

/** 123450 → "1234.50" (EUR), 1500 → "1500" (JPY): the amount as exact decimal text. */
export function minorToDecimalText(minor: number | bigint, decimals: number): string {
  const value = BigInt(minor);
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  if (decimals === 0) return `${sign}${abs}`;
  const scale = 10n ** BigInt(decimals);
  return `${sign}${abs / scale}.${String(abs % scale).padStart(decimals, "0")}`;
}

/** The JSON number of an amount: parsed from its exact decimal text, so it prints as that text. */
export function minorToNumber(minor: number | bigint, currency: string): number {
  return Number(minorToDecimalText(minor, currencyDecimals(currency) ?? 2));
}

/**
 * "EUR 1,234.50" (English), "1 234,50 EUR" (French): with the currency's own decimals, for pages
 * and messages. Written from the exact decimal text, so amounts past 2^53 minor units stay exact.
 */
export function formatMoney(minor: number | bigint, currency: string, locale: Locale = "en"): string {
  const decimals = currencyDecimals(currency) ?? 2;
  const [whole, fraction] = minorToDecimalText(minor, decimals).split(".");
  const code = currency.toUpperCase();
  if (locale === "fr") {
    // French groups thousands with a narrow no-break space and writes a decimal comma.
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f");
    return `${grouped}${fraction ? `,${fraction}` : ""}\u00a0${code}`;
  }
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${code} ${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** round(a × b / c), half away from zero, in integers (a, b, c ≥ 0). */
export function mulDivRound(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((n * 2n + d) / (2n * d));
}

/** Hundredths of a percent as text: 1250 → "12.5 %". */
export function percentText(basisPoints: number): string {
  return `${minorToDecimalText(basisPoints, 2).replace(/\.?0+$/, "")} %`;
}

/** A decimal amount of the API (Quote, Items[].Price) as formatMoney shows it: "EUR 1,181.25". */
export function formatAmount(amount: number, currency: string, locale: Locale = "en"): string {
  const decimals = currencyDecimals(currency) ?? 2;
  const minor = parseAmount(Math.abs(amount).toFixed(decimals), decimals) ?? 0;
  return formatMoney(amount < 0 ? -minor : minor, currency, locale);
}
