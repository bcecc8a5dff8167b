// GET /api/bookings/{id} — a booking as the save message that would store it unchanged, with
// Header.Version (also sent as the ETag, for If-Match on the save; If-None-Match with it is a 304)
import { handle, jsonResponse } from "@/lib/api/handler";
import { getBookingOperation } from "@/lib/api/operations/bookings";
import { getBookingMessage, visibleBookingVersion } from "@/lib/booking/read/get-booking-message";
import { ifNoneMatchHits } from "@/lib/reads/etag";

export const GET = handle(getBookingOperation, async ({ req, caller, params }) => {
  const ifNoneMatch = req.headers.get("if-none-match");
  if (ifNoneMatch) {
    const version = await visibleBookingVersion(params.id, caller);
    // A booking the caller may not see falls through to the read's 404, never to a 304.
    if (version !== null && ifNoneMatchHits(ifNoneMatch, String(version))) {
      return new Response(null, {
        status: 304,
        headers: { etag: `"${version}"`, "cache-control": "private, no-cache" },
      });
    }
  }
  const booking = await getBookingMessage(params.id, caller, { version: true });
  return jsonResponse({ booking }, 200, { etag: `"${booking.Header.Version}"`, "cache-control": "private, no-cache" });
});
