// GET /api/credit-notes/{number} — a credit note as JSON, or ({number}.pdf) printed
import { handle, jsonResponse } from "@/lib/api/handler";
import { getCreditNoteOperation } from "@/lib/api/operations/papers";
import { documentLocale, pdfResponse } from "@/lib/documents/pdf";
import { getCreditNote } from "@/lib/papers/invoices";
import { asPdfRequest } from "@/lib/papers/numbers";
import { creditNotePdf } from "@/lib/documents/papers-pdfs";

export const GET = handle(getCreditNoteOperation, async ({ caller, params, req }) => {
  const { number, pdf } = asPdfRequest(params.number);
  const { invoiceView, ...note } = await getCreditNote(caller, number);
  if (!pdf) return jsonResponse(note);
  return pdfResponse(await creditNotePdf(note, invoiceView, documentLocale(req)), `${note.number}.pdf`);
});
