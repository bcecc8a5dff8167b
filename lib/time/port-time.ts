// Port time: the wire's wall-clock values ("YYYY-MM-DDTHH:MM:SS", local to their port) against
// real instants. "Closed" and "soon" compare the cut-off as an instant in the port's zone with
// now; reading the wall clock as UTC is wrong by the port's offset. Safe in the browser.
import type { Locale } from "@/lib/i18n/locales";
import { wallClockAt } from "@/lib/time/local-datetime";

/** The instant at which `timeZone`'s wall clock shows `wall` (a Date whose UTC fields hold it). */
export function instantOf(wall: Date, timeZone: string): Date {
  let instant = wall.getTime();
  // Two rounds settle the offset, also across a daylight-saving change.
  for (let i = 0; i < 2; i++) instant = wall.getTime() - (wallClockAt(new Date(instant), timeZone).getTime() - instant);
  return new Date(instant);
}

/** A wire wall-clock string at a port as the instant it stands for. */
export function portInstant(value: string, timeZone: string): Date {
  return instantOf(new Date(`${value.slice(0, 19)}Z`), timeZone);
}

/** Hours from `now` until the port's wall clock shows `value` (negative once past). */
export function hoursUntilAtPort(value: string, timeZone: string, now: Date = new Date()): number {
  return (portInstant(value, timeZone).getTime() - now.getTime()) / 3_600_000;
}

export type CutOffState = "past" | "near" | "open";

/** Past, within 48 hours ("soon"), or open: in the port's own time. */
export function cutOffState(cutOff: string, timeZone: string, now: Date = new Date()): CutOffState {
  const hours = hoursUntilAtPort(cutOff, timeZone, now);
  return hours < 0 ? "past" : hours < 48 ? "near" : "open";
}

/** "UTC+1", "UTC-3", "UTC+5:30", "UTC" — the port's offset from UTC at that wall-clock time. */
export function utcOffsetLabel(value: string, timeZone: string): string {
  const wall = new Date(`${value.slice(0, 19)}Z`);
  const minutes = Math.round((wall.getTime() - instantOf(wall, timeZone).getTime()) / 60_000);
  if (minutes === 0) return "UTC";
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, "0")}` : ""}`;
}

/** "CET, UTC+1" when the zone has a common abbreviation, else "UTC+1". */
export function zoneLabel(value: string, timeZone: string): string {
  const offset = utcOffsetLabel(value, timeZone);
  const name = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" })
    .formatToParts(portInstant(value, timeZone))
    .find((p) => p.type === "timeZoneName")?.value;
  return name && !/^(GMT|UTC)/.test(name) ? `${name}, ${offset}` : offset;
}

/** "3 d 4 h", "5 h", "40 min" ("3 j 4 h" in French): a duration in hours, for countdowns. */
export function countdownLabel(hours: number, locale: Locale = "en"): string {
  const minutes = Math.floor(Math.abs(hours) * 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  if (h < 24) return `${h} h`;
  // days are "d" in English, "j" (jours) in French; hours and minutes are the same in both
  const d = locale === "fr" ? "j" : "d";
  return h % 24 ? `${Math.floor(h / 24)} ${d} ${h % 24} h` : `${h / 24} ${d}`;
}

/** Today's date ("YYYY-MM-DD") on the wall clock of `timeZone` (UTC when none). */
export function todayAt(timeZone: string | undefined, now: Date = new Date()): string {
  return (timeZone ? wallClockAt(now, timeZone) : now).toISOString().slice(0, 10);
}
