// What /schedules shows for a URL: the filters (the rotation operation's own parameter names),
// the page's own keys, and the departure window it asks for. Shared by the server page (first
// results rendered on the server) and the browser (the same key, so react-query starts from them).
import { addDaysToDate } from "@/lib/schedule/sailings";
import { recordOf } from "@/lib/core/narrow";

export const FILTER_KEYS = [
  "Line",
  "ScheduleCategory",
  "SailingRoute",
  "Vessel",
  "Voyage",
  "Pol",
  "PolContinent",
  "Pod",
  "PodRegion",
  "DepartureMin",
  "DepartureMax",
  "ArrivalMin",
  "ArrivalMax",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Record<FilterKey, string>;

/** `open`: the voyage opened into its rotation; `weeks`: how far the default window reaches. */
export const SCHEDULE_URL_KEYS = [...FILTER_KEYS, "open", "weeks"] as const;
export type ScheduleUrlKey = (typeof SCHEDULE_URL_KEYS)[number];
export type ScheduleUrl = Record<ScheduleUrlKey, string>;

export const WEEK_PRESETS = [2, 4, 8] as const;
export const MAX_WEEKS = 52;
const DATE_KEYS = ["DepartureMin", "DepartureMax", "ArrivalMin", "ArrivalMax"] as const;

export function readScheduleUrl(get: (key: string) => string | null | undefined): ScheduleUrl {
  return recordOf(SCHEDULE_URL_KEYS, (key) => get(key) ?? "");
}

/**
 * The window when the URL names none: four weeks of sailings from a port, two of every service
 * (which is already ~80 kB of schedule JSON in the demo; four would be ~120 kB).
 */
export function defaultWeeks(url: Pick<ScheduleUrl, "Pol" | "Pod">): number {
  return url.Pol || url.Pod ? 4 : 2;
}

/** The weeks of the default window: the URL's, when it is a whole number in range. */
export function windowWeeks(url: Pick<ScheduleUrl, "weeks" | "Pol" | "Pod">): number {
  const n = Number(url.weeks);
  return Number.isInteger(n) && n >= 1 && n <= MAX_WEEKS ? n : defaultWeeks(url);
}

/** True when the person chose dates themselves; else the page departs "from today". */
export function hasOwnDates(url: Pick<ScheduleUrl, (typeof DATE_KEYS)[number]>): boolean {
  return DATE_KEYS.some((k) => url[k] !== "");
}

/**
 * The rotation parameters the page asks for: the filters as they are, and when no date is
 * chosen, departures from `today` for the window's weeks (never every voyage at once).
 * Empty values are dropped, so this is also the query's key.
 */
export function rotationParamsFor(url: ScheduleUrl, today: string): Partial<Filters> {
  const out: Partial<Filters> = {};
  for (const key of FILTER_KEYS) if (url[key] !== "") out[key] = url[key];
  if (!hasOwnDates(url)) {
    out.DepartureMin = today;
    out.DepartureMax = `${addDaysToDate(today, windowWeeks(url) * 7)}T23:59:59`;
  }
  return out;
}

/** How many filters are set (the phone's "Filters (n)"). */
export function countFilters(url: Filters): number {
  return FILTER_KEYS.filter((k) => url[k] !== "").length;
}
