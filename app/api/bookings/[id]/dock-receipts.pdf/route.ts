// GET /api/bookings/{id}/dock-receipts.pdf — every unit's dock receipt, a page each
import { handle } from "@/lib/api/handler";
import { dockReceiptsOperation } from "@/lib/api/operations/documents";
import { dockReceiptsPdf } from "@/lib/documents/booking-documents";
import { documentLocale, pdfResponse } from "@/lib/documents/pdf";

export const GET = handle(dockReceiptsOperation, async ({ caller, params, req }) => {
  const { bytes, fileName } = await dockReceiptsPdf(caller, params.id, undefined, documentLocale(req));
  return pdfResponse(bytes, fileName);
});
