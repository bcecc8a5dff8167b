// A person's time zone (User.timeZone): one schema for the notification preferences and My
// account, and the choices their select offers. Free of server imports: the forms validate with it.
import { z } from "zod";

/** Whether this runtime knows `tz` as an IANA zone (Intl throws a RangeError for an unknown one). */
function knownTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .trim()
  .min(1, "Choose a time zone")
  .max(64)
  .refine(knownTimeZone, "An IANA time zone, e.g. Europe/Brussels");

/**
 * The zones a select offers: Intl's list (which leaves out "UTC", the default) with UTC first, and
 * the user's current zone kept when it is an alias Intl does not list (e.g. "US/Eastern").
 */
export function timeZoneChoices(current?: string): string[] {
  const zones = Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC");
  const extra = current && current !== "UTC" && !zones.includes(current) ? [current] : [];
  return ["UTC", ...extra, ...zones];
}
