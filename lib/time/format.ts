// How pages show dates and times: one format per kind, 24-hour and day-first everywhere, the same on
// the server and in the browser (nothing here reads the runtime's own time zone or locale).
//
//   a date                    formatDate("2026-11-24")                  "Tue 24 Nov 2026"
//   a port's wall clock       formatWallClock("2026-11-24T14:00:00")   "Tue 24 Nov 14:00"
//                             (the caller says whose clock: "Zeebrugge time", "(Europe/Brussels)")
//   an instant                formatInstant(date, "Europe/Brussels")   "Tue 24 Nov 2026, 15:00 CET"
//                             (on the viewer's clock: their time zone from My account; UTC when none)
//   machine text (CSV)        isoInstant(date)                          "2026-11-24T14:00:00Z"
//
// Each takes the page's language last ("en" by default; "fr" gives "mar. 24 nov. 2026"): a server
// page passes `await getLocale()`, a client component `useLocale()` (next-intl).
//
// Wire values are not formatted here: the API's DateTime ("YYYY-MM-DDTHH:MM:SS", port-local) is
// lib/time/local-datetime.ts, fixed by the interface.
import { format } from "date-fns";
import { enGB, fr } from "date-fns/locale";
import type { Locale } from "@/lib/i18n/locales";
import { wallClockAt } from "@/lib/time/local-datetime";

const two = (n: number) => String(n).padStart(2, "0");

/** A Date whose UTC fields are the wall-clock fields: from wire text, or a Date as it is. */
function fields(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value);
  if (!m) return null;
  const [y, mo, d, h = "0", mi = "0"] = m.slice(1);
  return new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi));
}

// date-fns formats in the runtime's zone: give it the day at noon there (no summer-time gap or
// overlap near noon), and write the hours and minutes ourselves.
const day = (d: Date, pattern: string, locale: Locale) =>
  format(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12), pattern, {
    locale: locale === "fr" ? fr : enGB,
  });
const clock = (d: Date) => `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;

/** "Tue 24 Nov 2026": a calendar date ("YYYY-MM-DD…", or a Date's UTC day); "—" for none. */
export function formatDate(value: string | Date | null | undefined, locale: Locale = "en"): string {
  const d = value ? fields(value) : null;
  return d ? day(d, "EEE d MMM yyyy", locale) : "—";
}

/**
 * "Tue 24 Nov 14:00": a port's wall-clock time as the API carries it ("YYYY-MM-DDTHH:MM:SS", or a
 * Date whose UTC fields are the wall clock); `year` adds it ("Tue 24 Nov 2026, 14:00"). "—" for none.
 */
export function formatWallClock(
  value: string | Date | null | undefined,
  options: { year?: boolean; locale?: Locale } = {},
): string {
  const d = value ? fields(value) : null;
  if (!d) return "—";
  const locale = options.locale ?? "en";
  return options.year
    ? `${day(d, "EEE d MMM yyyy", locale)}, ${clock(d)}`
    : `${day(d, "EEE d MMM", locale)} ${clock(d)}`;
}

/** "CET", "UTC+5:30", "UTC": the zone's short name at that instant, else its offset. */
function zoneName(instant: Date, timeZone: string): string {
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return "UTC";
  const name = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName")?.value;
  return (name ?? "UTC").replace(/^GMT(?=$|[+-])/, "UTC");
}

/**
 * "Tue 24 Nov 2026, 15:00 CET": an instant (a Date, or ISO text with its zone) on the viewer's
 * clock, `timeZone` being theirs (My account); UTC when not given. "—" for none.
 */
export function formatInstant(
  value: Date | string | null | undefined,
  timeZone: string = "UTC",
  locale: Locale = "en",
): string {
  const instant = value instanceof Date ? value : value ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) return "—";
  let zone = timeZone;
  let wall: Date;
  try {
    wall = zone === "UTC" ? instant : wallClockAt(instant, zone);
  } catch {
    // an unknown zone (an old alias the runtime dropped): UTC, said as such
    zone = "UTC";
    wall = instant;
  }
  return `${day(wall, "EEE d MMM yyyy", locale)}, ${clock(wall)} ${zoneName(instant, zone)}`;
}

/** "2026-11-21T23:37:05Z": an instant as machine text (CSV exports). */
export function isoInstant(d: Date): string {
  return `${d.toISOString().slice(0, 19)}Z`;
}

/** The browser's own zone, for instants a client component shows when the page gave it none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
