// GET /api/bookings/{id}/transport-documents — a booking's bills of lading and waybills
import { handle, jsonResponse } from "@/lib/api/handler";
import { listBookingDocumentsOperation } from "@/lib/api/operations/papers";
import { listBookingDocuments } from "@/lib/papers/transitions";

export const GET = handle(listBookingDocumentsOperation, async ({ caller, params }) =>
  jsonResponse({ documents: await listBookingDocuments(caller, params.id) }),
);
