// GET /api/invoices/{number} — an invoice as JSON, or ({number}.pdf) printed
import { handle, jsonResponse } from "@/lib/api/handler";
import { getInvoiceOperation } from "@/lib/api/operations/papers";
import { documentLocale, pdfResponse } from "@/lib/documents/pdf";
import { getInvoice } from "@/lib/papers/invoices";
import { asPdfRequest } from "@/lib/papers/numbers";
import { invoicePdf } from "@/lib/documents/papers-pdfs";

export const GET = handle(getInvoiceOperation, async ({ caller, params, req }) => {
  const { number, pdf } = asPdfRequest(params.number);
  const view = await getInvoice(caller, number);
  if (!pdf) return jsonResponse(view);
  return pdfResponse(await invoicePdf(view, documentLocale(req)), `${view.number}.pdf`);
});
