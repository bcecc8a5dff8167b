// POST /api/bookings/{id}/exceptions — grant a late-unit or out-of-gauge exception (line staff, admins)
import { ApiError } from "@/lib/api/errors";
import { apiRoute, jsonResponse } from "@/lib/api/handler";
import { grantAcceptanceException } from "@/lib/acceptance/exceptions";
import { grantExceptionBodySchema } from "@/lib/acceptance/schemas";

export const POST = apiRoute({ access: ["STAFF", "ADMIN"], body: grantExceptionBodySchema }, async ({ caller, params, body }) => {
  const id = /^\d{1,10}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  if (!(id > 0 && id <= 2_147_483_647)) throw new ApiError("NOT_FOUND", `No booking with Id ${params.id}.`);
  return jsonResponse(await grantAcceptanceException(caller, { ...body, bookingId: id }), 201);
});
