// Port-local wall-clock strings ("YYYY-MM-DDTHH:MM:SS") cut for the schedule's compact cells.
// Read as UTC fields only, never through the browser's time zone. French reads "mar. 24 nov.".
import type { Locale } from "@/lib/i18n/locales";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS_FR = ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."];
const MONTHS_FR = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
const dayNames = (locale: Locale) => (locale === "fr" ? DAYS_FR : DAYS);
const monthNames = (locale: Locale) => (locale === "fr" ? MONTHS_FR : MONTHS);

function asUtc(value: string): Date {
  return new Date(`${value.slice(0, 19)}Z`);
}

/** "Tue 24 Nov", or "Tue 24 Nov 2026" with the year (when the list crosses a year). */
export function dayLabel(value: string, withYear = false, locale: Locale = "en"): string {
  const d = asUtc(value);
  return `${dayNames(locale)[d.getUTCDay()]} ${d.getUTCDate()} ${monthNames(locale)[d.getUTCMonth()]}${withYear ? ` ${d.getUTCFullYear()}` : ""}`;
}

/** "24 Nov", or "24 Nov 2026" */
export function shortDate(value: string, withYear = false, locale: Locale = "en"): string {
  const d = asUtc(value);
  return `${d.getUTCDate()} ${monthNames(locale)[d.getUTCMonth()]}${withYear ? ` ${d.getUTCFullYear()}` : ""}`;
}

/** "08:00" */
export function timeLabel(value: string): string {
  return value.slice(11, 16);
}

/** True when the values fall in more than one year: such a list shows its years. */
export function crossesYear(values: Iterable<string | null | undefined>): boolean {
  let year: string | undefined;
  for (const v of values) {
    if (!v) continue;
    if (year === undefined) year = v.slice(0, 4);
    else if (v.slice(0, 4) !== year) return true;
  }
  return false;
}

/** Whole calendar days from a to b (wall clock). */
export function calendarDays(a: string, b: string): number {
  return Math.round(
    (Date.parse(`${b.slice(0, 10)}T00:00:00Z`) - Date.parse(`${a.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
}

/** "3 d 4 h" ("3 j 4 h") between two wall-clock values (ports' zones differ: a sailing time, not exact). */
export function durationLabel(a: string, b: string, locale: Locale = "en"): string {
  const hours = Math.max(0, Math.round((asUtc(b).getTime() - asUtc(a).getTime()) / 3_600_000));
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const d = locale === "fr" ? "j" : "d";
  if (days === 0) return `${rest} h`;
  return rest ? `${days} ${d} ${rest} h` : `${days} ${d}`;
}
