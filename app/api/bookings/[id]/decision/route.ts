// POST /api/bookings/{id}/decision — the line confirms, declines or sends back a booking (line staff, admins)
import { handle, jsonResponse } from "@/lib/api/handler";
import { decideBookingOperation } from "@/lib/api/operations/bookings";
import { decideBooking } from "@/lib/booking/decision/decide-booking";

export const POST = handle(decideBookingOperation, async ({ caller, params, body }) =>
  jsonResponse(await decideBooking(caller, params.id, body)),
);
