// The bookings list's view (search, filters, sort, page) as URL query parameters: one schema for
// the page, the CSV export and the filter bar in the browser. A bad value in a hand-edited URL
// falls back to its default rather than failing the page.
import { z } from "zod";
import { CONFIRMATION_STATES } from "@/lib/booking/decision/confirmation-schema";

export const BOOKING_SORTS = ["created", "departure", "code", "reference", "pol", "pod", "items", "status"] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

/** `quotation`: quotes not yet booked (RequestType 1); `approved` leaves them out: they hold no space. */
export const BOOKING_STATUS_FILTERS = ["approved", "draft", "quotation", "canceled"] as const;
export type BookingStatusFilter = (typeof BOOKING_STATUS_FILTERS)[number];

export const BOOKING_DATE_FIELDS = ["created", "departure"] as const;

export const BOOKINGS_PAGE_SIZE = 50;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)));
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const bookingListQuerySchema = z.object({
  /** booking code, reference or VIN / serial (any part of it) */
  q: optional(z.string().trim().min(1).max(100)),
  status: optional(z.enum(BOOKING_STATUS_FILTERS)),
  /** the line's decision (Confirmation.State) */
  confirmation: optional(z.enum(CONFIRMATION_STATES)),
  /** voyage number, or its beginning */
  voyage: optional(z.string().trim().min(1).max(20)),
  pol: optional(z.string().trim().toUpperCase().length(5)),
  pod: optional(z.string().trim().toUpperCase().length(5)),
  /** which date `from` and `to` bound: the booking's creation (UTC) or its departure from the Pol (port-local) */
  dateBy: z.enum(BOOKING_DATE_FIELDS).catch("created").default("created"),
  from: optional(isoDate),
  to: optional(isoDate),
  sort: z.enum(BOOKING_SORTS).catch("created").default("created"),
  dir: z.enum(["asc", "desc"]).catch("desc").default("desc"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

/** The query of a URL's search parameters (Next's page `searchParams` or URLSearchParams). */
export function parseBookingListQuery(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): BookingListQuery {
  const get = (key: string) => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key];
    const first = Array.isArray(value) ? value[0] : value;
    return first === "" || first == null ? undefined : first;
  };
  return bookingListQuerySchema.parse(
    Object.fromEntries(Object.keys(bookingListQuerySchema.shape).map((k) => [k, get(k)])),
  );
}

/** The URL query string of a view, leaving defaults out so links stay short. */
export function bookingListSearch(query: Partial<BookingListQuery>): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (
      (key === "dateBy" && value === "created") ||
      (key === "sort" && value === "created") ||
      (key === "dir" && value === "desc") ||
      (key === "page" && value === 1)
    )
      continue;
    out.set(key, String(value));
  }
  return out.toString();
}

/** True when the view narrows the list (anything beyond sort and page). */
export function isFiltered(query: BookingListQuery): boolean {
  return Boolean(
    query.q || query.status || query.confirmation || query.voyage || query.pol || query.pod || query.from || query.to,
  );
}
