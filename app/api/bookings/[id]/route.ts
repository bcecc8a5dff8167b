// GET /api/bookings/{id} — a booking as the save message that would store it unchanged, with
// Header.Version (also sent as the ETag, for If-Match on the save; If-None-Match with it is a 304)
import { ApiError } from "@/lib/api/errors";
import { apiRoute, jsonResponse } from "@/lib/api/handler";
import { getBookingMessage, visibleBookingVersion } from "@/lib/booking/get-booking-message";
import { ifNoneMatchHits } from "@/lib/reads/etag";

const INT32_MAX = 2_147_483_647;

export const GET = apiRoute({ access: ["AGENT", "STAFF", "ADMIN"] }, async ({ req, caller, params }) => {
  const id = /^\d{1,10}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  // An id that cannot exist is answered like one the caller may not see.
  if (!(id > 0 && id <= INT32_MAX)) throw new ApiError("NOT_FOUND", `No booking with Id ${params.id}.`);
  const ifNoneMatch = req.headers.get("if-none-match");
  if (ifNoneMatch) {
    const version = await visibleBookingVersion(id, caller);
    // A booking the caller may not see falls through to the read's 404, never to a 304.
    if (version !== null && ifNoneMatchHits(ifNoneMatch, String(version))) {
      return new Response(null, { status: 304, headers: { etag: `"${version}"`, "cache-control": "private, no-cache" } });
    }
  }
  const booking = await getBookingMessage(id, caller, { version: true });
  return jsonResponse({ booking }, 200, { etag: `"${booking.Header.Version}"`, "cache-control": "private, no-cache" });
});
