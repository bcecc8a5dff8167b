// DELETE /api/bookings/{id}/amendment — withdraw a change that waits for the line (the booking's agent, its line's staff, admins)
import { handle, jsonResponse } from "@/lib/api/handler";
import { withdrawAmendmentOperation } from "@/lib/api/operations/bookings";
import { withdrawAmendment } from "@/lib/booking/decision/decide-booking";

export const DELETE = handle(withdrawAmendmentOperation, async ({ caller, params }) =>
  jsonResponse(await withdrawAmendment(caller, params.id)),
);
