// GET /api/bookings: the query (filters and cursor) and the answer, as zod schemas that the route
// parses with and the OpenAPI document publishes. Unlike the portal's list page (whose hand-edited
// URLs fall back to defaults), a bad value here is a 400 naming the parameter.
import { z } from "zod";
import { wordsOf } from "@/lib/i18n/sentences";
import { BOOKING_STATUS_FILTERS } from "@/lib/booking/read/booking-list-query";

export const BOOKING_PAGE_MAX = 200;
export const BOOKING_PAGE_DEFAULT = 50;

const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

export const bookingPageQuerySchema = z.object({
  status: z.enum(BOOKING_STATUS_FILTERS).optional().meta({
    description:
      "`approved` (saved, not draft, not a quotation, not canceled), `draft`, `quotation` (a quote not yet booked, not canceled) or `canceled`",
  }),
  voyage: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .optional()
    .meta({ description: "Voyage number, or its beginning (case-insensitive)" }),
  // a-z too: upper-cased before the check, so the OpenAPI document shows a lower-case input taken
  pol: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Za-z]{2}[A-Za-z0-9]{3}$/, { error: wordsOf("validation.locode", { example: "BEZEE" }) })
    .optional()
    .meta({ description: "Port of loading (UN/LOCODE)" }),
  pod: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Za-z]{2}[A-Za-z0-9]{3}$/, { error: wordsOf("validation.locode", { example: "GBPME" }) })
    .optional()
    .meta({ description: "Port of discharge (UN/LOCODE)" }),
  updatedSince: instant.optional().meta({
    description:
      "Bookings saved (or canceled) at or after this instant: ISO 8601 with `Z` or an offset (`2026-11-25T04:00:00Z`), or a date (its midnight UTC). Compare with `updatedAt` of the answer.",
  }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(BOOKING_PAGE_MAX)
    .default(BOOKING_PAGE_DEFAULT)
    .meta({ description: `Bookings per page, 1–${BOOKING_PAGE_MAX}` }),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: wordsOf("validation.nextCursor") })
    .optional()
    .meta({ description: "`nextCursor` of the previous page; omit for the first page" }),
});
export type BookingPageQuery = z.infer<typeof bookingPageQuerySchema>;

const portRef = z.object({ code: z.string(), name: z.string() });

export const bookingSummarySchema = z
  .object({
    id: z.number().int(),
    bookingCode: z.string(),
    status: z.string().meta({ description: "`Canceled`, `Draft`, or the header's status (e.g. `Approved`)" }),
    isCanceled: z.boolean(),
    agent: z.string(),
    line: z.string().nullable(),
    voyage: z.string().nullable(),
    vessel: z.string().nullable(),
    pol: portRef,
    terminal: z.string(),
    pod: portRef.nullable(),
    departure: z
      .string()
      .nullable()
      .meta({ description: "Pol-local YYYY-MM-DDTHH:MM:SS of the voyage's departure from the Pol" }),
    referenceNumber: z.string().nullable(),
    items: z.number().int().meta({ description: "Units not canceled" }),
    canceledItems: z.number().int(),
    createdAt: z.string().meta({ description: "UTC instant, ISO 8601" }),
    updatedAt: z.string().meta({ description: "UTC instant of the last committed save or cancel, ISO 8601" }),
    version: z.number().int().meta({ description: "Header.Version: the ETag of GET /api/bookings/{id}" }),
  })
  .meta({ id: "BookingSummary" });
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const bookingPageSchema = z
  .object({
    bookings: z.array(bookingSummarySchema),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: "Send as `cursor` for the next page; null on the last page" }),
  })
  .meta({ id: "BookingPage" });
export type BookingPage = z.infer<typeof bookingPageSchema>;
