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

type Key = keyof BookingListQuery;

const WHY: Record<Key, (value: string) => string> = {
  q: (v) => `The search “${v}” is longer than 100 characters; it was not applied.`,
  status: (v) => `“${v}” is not a status (${BOOKING_STATUS_FILTERS.join(", ")}); showing every status.`,
  confirmation: (v) =>
    `“${v}” is not a decision of the line (${CONFIRMATION_STATES.join(", ")}); showing every decision.`,
  voyage: (v) => `The voyage “${v}” is longer than 20 characters; it was not applied.`,
  pol: (v) => `The port of loading “${v}” is not a five-letter UN/LOCODE; showing every port of loading.`,
  pod: (v) => `The port of discharge “${v}” is not a five-letter UN/LOCODE; showing every port of discharge.`,
  dateBy: (v) => `Dates can bound the creation date or the departure, not “${v}”; they bound the creation date.`,
  from: (v) => `“${v}” in From is not a date (YYYY-MM-DD); it was not applied.`,
  to: (v) => `“${v}” in To is not a date (YYYY-MM-DD); it was not applied.`,
  sort: (v) => `The list cannot be sorted by “${v}” (only ${BOOKING_SORTS.join(", ")}); sorted by creation date.`,
  dir: (v) => `The sort direction is asc or desc, not “${v}”; newest first.`,
  page: (v) => `“${v}” is not a page number; showing the first page.`,
};

/** One sentence per URL value the parsed query does not hold. */
export function ignoredListValues(
  params: Record<string, string | string[] | undefined>,
  query: BookingListQuery,
): string[] {
  const notices: string[] = [];
  for (const key of keysOf(bookingListQuerySchema.shape)) {
    const value = params[key];
    const raw = (Array.isArray(value) ? value[0] : value)?.trim();
    if (!raw) continue;
    const used = query[key];
    if (used === undefined || String(used).toLowerCase() !== raw.toLowerCase())
      notices.push(WHY[key](raw.length > 40 ? `${raw.slice(0, 40)}…` : raw));
  }
  return notices;
}
