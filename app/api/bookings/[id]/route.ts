// GET /api/bookings/{id} — a booking as the save message that would store it unchanged, with
// Header.Version (also sent as the ETag, for If-Match on the save)
import { ApiError } from "@/lib/api/errors";
import { apiRoute, jsonResponse } from "@/lib/api/handler";
import { getBookingMessage } from "@/lib/booking/get-booking-message";

const INT32_MAX = 2_147_483_647;

export const GET = apiRoute({ access: ["AGENT", "STAFF", "ADMIN"] }, async ({ caller, params }) => {
  const id = /^\d{1,10}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  // An id that cannot exist is answered like one the caller may not see.
  if (!(id > 0 && id <= INT32_MAX)) throw new ApiError("NOT_FOUND", `No booking with Id ${params.id}.`);
  const booking = await getBookingMessage(id, caller, { version: true });
  return jsonResponse({ booking }, 200, { etag: `"${booking.Header.Version}"` });
});
