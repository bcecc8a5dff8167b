// GET /api/transport-documents/{number}/release.pdf — the delivery order, only once every condition of release holds
import { handle } from "@/lib/api/handler";
import { deliveryOrderOperation } from "@/lib/api/operations/papers";
import { documentLocale, pdfResponse } from "@/lib/documents/pdf";
import { requireReleasable } from "@/lib/papers/release";
import { getDocument } from "@/lib/papers/transitions";
import { deliveryOrderPdf } from "@/lib/documents/papers-pdfs";

export const GET = handle(deliveryOrderOperation, async ({ caller, params, req }) => {
  await requireReleasable(caller, params.number);
  const view = await getDocument(caller, params.number);
  return pdfResponse(await deliveryOrderPdf(view, documentLocale(req)), `${view.number}-delivery-order.pdf`);
});
