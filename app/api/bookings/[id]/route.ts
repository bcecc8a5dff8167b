// GET /api/bookings/{id} — a booking as the save message that would store it unchanged, with
// Header.Version (also sent as the ETag, for If-Match on the save)
import { handle, jsonResponse } from "@/lib/api/handler";
import { getBookingOperation } from "@/lib/api/operations/bookings";
import { getBookingMessage } from "@/lib/booking/get-booking-message";

export const GET = handle(getBookingOperation, async ({ caller, params }) => {
  const booking = await getBookingMessage(params.id, caller, { version: true });
  return jsonResponse({ booking }, 200, { etag: `"${booking.Header.Version}"` });
});
