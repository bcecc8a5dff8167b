// POST /api/booking/save — create or update a booking (spec "Save booking", DESIGN.md)
import { apiRoute } from "@/lib/api/handler";
import { saveBookingRequest } from "@/lib/booking/save-booking-request";

export const POST = apiRoute({ access: ["AGENT", "STAFF", "ADMIN"] }, async ({ req, caller, body }) =>
  saveBookingRequest(caller, body, req.headers.get("idempotency-key")),
);
