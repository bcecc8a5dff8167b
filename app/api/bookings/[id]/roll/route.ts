// POST /api/bookings/{id}/roll — the line moves a booking, or some of its units, to a later sailing (line staff, admins)
import { handle, jsonResponse } from "@/lib/api/handler";
import { rollBookingOperation } from "@/lib/api/operations/bookings";
import { rollBooking } from "@/lib/booking/decision/roll-booking";

export const POST = handle(rollBookingOperation, async ({ caller, params, body }) =>
  jsonResponse(await rollBooking(caller, params.id, body)),
);
