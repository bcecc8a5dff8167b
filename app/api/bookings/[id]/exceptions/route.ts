// POST /api/bookings/{id}/exceptions — grant a late-unit or out-of-gauge exception (line staff, admins)
import { jsonResponse, handle } from "@/lib/api/handler";
import { grantAcceptanceException } from "@/lib/acceptance/exceptions";
import { grantAcceptanceExceptionOperation } from "@/lib/api/operations/acceptance";

export const POST = handle(grantAcceptanceExceptionOperation, async ({ caller, params, body }) =>
  jsonResponse(await grantAcceptanceException(caller, { ...body, bookingId: params.id }), 201),
);
