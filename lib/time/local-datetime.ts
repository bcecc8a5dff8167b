// DateTime on the wire: ISO 8601 port-local wall-clock time without zone, "YYYY-MM-DDTHH:MM:SS".
// In the database such values are `timestamp without time zone`; in JS a Date whose UTC fields
// are the wall-clock fields. Never convert them through the server's own time zone.
import { z } from "zod";

export function formatLocalDateTime(d: Date): string {
  return d.toISOString().slice(0, 19);
}

export function formatLocalDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,7})?)?)?$/;

/** Parses "YYYY-MM-DD", "YYYY-MM-DDTHH:MM" or "YYYY-MM-DDTHH:MM:SS"; null when not a real date-time. */
export function parseLocalDateTime(text: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0));
  const d = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const roundTrips =
    d.getUTCFullYear() === year &&
    d.getUTCMonth() === month - 1 &&
    d.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return roundTrips ? d : null;
}

export const localDateTimeSchema = z
  .string()
  .transform((text, ctx) => {
    const d = parseLocalDateTime(text);
    if (!d) {
      ctx.addIssue({
        code: "custom",
        message: "Expected a date-time as YYYY-MM-DDTHH:MM:SS",
        params: { code: "invalid_datetime" },
      });
      return z.NEVER;
    }
    return d;
  })
  .meta({
    description: "Port-local wall-clock time without zone, YYYY-MM-DDTHH:MM:SS",
    example: "2026-12-01T08:00:00",
  });

// Building an Intl.DateTimeFormat costs far more than formatting with one (a save judges cut-offs
// and seeding converts thousands of times), so each time zone's formatter is made once.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time at `timeZone` of an instant, as a Date whose UTC fields hold it. */
export function wallClockAt(instant: Date, timeZone: string): Date {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")));
}
