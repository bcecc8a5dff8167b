// Values of a hand-edited bookings-list URL that the list could not use (parseBookingListQuery
// drops them to their defaults), in words for the page: the list says what it ignored instead
// of silently showing something else.
import {
  BOOKING_SORTS,
  BOOKING_STATUS_FILTERS,
  bookingListQuerySchema,
  type BookingListQuery,
} from "@/lib/booking/read/booking-list-query";
import { CONFIRMATION_STATES } from "@/lib/booking/decision/confirmation-schema";
import { keysOf } from "@/lib/core/narrow";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

type Key = keyof BookingListQuery;

/** A URL value the list could not use: which parameter, and the value as typed (cut at 40 characters). */
export interface IgnoredListValue {
  key: Key;
  value: string;
  /** what the parameter takes, where it is a list of words (statuses, decisions, sorts) */
  choices: string;
}

const CHOICES: Partial<Record<Key, readonly string[]>> = {
  status: BOOKING_STATUS_FILTERS,
  confirmation: CONFIRMATION_STATES,
  sort: BOOKING_SORTS,
};

/** Each URL value the parsed query does not hold: the page words them in its language. */
export function ignoredListEntries(
  params: Record<string, string | string[] | undefined>,
  query: BookingListQuery,
): IgnoredListValue[] {
  const ignored: IgnoredListValue[] = [];
  for (const key of keysOf(bookingListQuerySchema.shape)) {
    const value = params[key];
    const raw = (Array.isArray(value) ? value[0] : value)?.trim();
    if (!raw) continue;
    const used = query[key];
    if (used === undefined || String(used).toLowerCase() !== raw.toLowerCase())
      ignored.push({
        key,
        value: raw.length > 40 ? `${raw.slice(0, 40)}…` : raw,
        choices: (CHOICES[key] ?? []).join(", "),
      });
  }
  return ignored;
}

/** One sentence per URL value the parsed query does not hold, in `locale` (the catalogue's words). */
export function ignoredListValues(
  params: Record<string, string | string[] | undefined>,
  query: BookingListQuery,
  locale: Locale = "en",
): string[] {
  const t = translator(locale, "bookings");
  return ignoredListEntries(params, query).map(({ key, value, choices }) =>
    // plain text: the page shows the choices as code
    t.markup(`ignored.${key}`, { value, choices, code: (chunks) => chunks }),
  );
}
