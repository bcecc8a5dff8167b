// GET /api/bookings/{id}/items/{itemId}/dock-receipt.pdf — one unit's dock receipt (VIN as Code 128, item id as QR)
import { handle } from "@/lib/api/handler";
import { dockReceiptOperation } from "@/lib/api/operations/documents";
import { dockReceiptsPdf } from "@/lib/documents/booking-documents";
import { documentLocale, pdfResponse } from "@/lib/documents/pdf";

export const GET = handle(dockReceiptOperation, async ({ caller, params, req }) => {
  const { bytes, fileName } = await dockReceiptsPdf(caller, params.id, params.itemId, documentLocale(req));
  return pdfResponse(bytes, fileName);
});
