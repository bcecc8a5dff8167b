// A byte count as people read it, in binary units as the settings are (10 GiB = 10 × 1024³ bytes):
// "1.5 MiB" in English, « 1,5 Mio » in French (the IEC units' French symbols).
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales";

const UNITS: Record<Locale, readonly string[]> = {
  en: ["bytes", "KiB", "MiB", "GiB", "TiB"],
  fr: ["octets", "Kio", "Mio", "Gio", "Tio"],
};

export function formatBytes(bytes: number, locale: Locale = "en"): string {
  const units = UNITS[locale];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 || Number.isInteger(value) ? 0 : 1;
  const shown = new Intl.NumberFormat(INTL_LOCALE[locale], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
  return `${shown}${locale === "fr" ? "\u00a0" : " "}${units[unit]}`;
}
