// GET /api/transport-documents/{number} — a transport document as JSON, or ({number}.pdf) as a carrier prints it
import { handle, jsonResponse } from "@/lib/api/handler";
import { getDocumentOperation } from "@/lib/api/operations/papers";
import { documentLocale, pdfResponse } from "@/lib/documents/pdf";
import { getDocument } from "@/lib/papers/transitions";
import { asPdfRequest } from "@/lib/papers/numbers";
import { transportDocumentPdf } from "@/lib/documents/papers-pdfs";

export const GET = handle(getDocumentOperation, async ({ caller, params, req }) => {
  const { number, pdf } = asPdfRequest(params.number);
  const view = await getDocument(caller, number);
  if (!pdf) return jsonResponse(view);
  return pdfResponse(await transportDocumentPdf(view, documentLocale(req)), `${view.number}.pdf`);
});
