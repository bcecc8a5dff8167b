// GET /api/bookings/{id}: the booking as the save message that would store it unchanged. The same
// schema as the save's message (Header with its read-only fields and Version, Items), wrapped
// as the save's request example wraps it. Free of server imports: client hooks may read it.
import { z } from "zod";
import { bookingShape, refineBooking } from "@/lib/booking/message/save-schema";
import { quoteSchema } from "@/lib/pricing/quote-schema";
import { confirmationSchema } from "@/lib/booking/decision/confirmation-schema";

/** The message, its prices and the line's decision beside it (read-only: a save ignores Quote and Confirmation, and takes no Price). */
const bookingWithQuoteSchema = z
  .object({ ...bookingShape, Quote: quoteSchema, Confirmation: confirmationSchema.nullable() })
  .superRefine(refineBooking)
  .meta({ id: "ExtBookingWithQuote" });

export const bookingMessageResponseSchema = z.object({ booking: bookingWithQuoteSchema }).meta({
  id: "BookingMessage",
  description:
    "Send it back to POST /api/booking/save to update the booking; Header.Version makes the save refuse a booking changed meanwhile",
});
