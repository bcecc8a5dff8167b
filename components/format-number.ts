// Numbers as the tables show them: grouped thousands, no trailing ".00", a dash for null; in the
// page's language ("12,500.5" in English, "12 500,5" in French).
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales";

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}/${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits })));
  return format;
}

export function formatInt(value: number | null | undefined, locale: Locale = "en"): string {
  return value === null || value === undefined ? "—" : numberFormat(locale, 0).format(value);
}

export function formatDecimal(value: number | null | undefined, locale: Locale = "en"): string {
  return value === null || value === undefined ? "—" : numberFormat(locale, 1).format(value);
}

/** [1, 2, 3, 5, 7, 8] → "1–3, 5, 7–8". */
export function unitRanges(numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(j > i ? `${sorted[i]}–${sorted[j]}` : String(sorted[i]));
    i = j;
  }
  return parts.join(", ");
}
