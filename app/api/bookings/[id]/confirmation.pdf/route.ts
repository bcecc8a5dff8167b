// GET /api/bookings/{id}/confirmation.pdf — the booking confirmation, to whoever may see the booking
import { handle } from "@/lib/api/handler";
import { bookingConfirmationOperation } from "@/lib/api/operations/documents";
import { bookingConfirmationPdf } from "@/lib/documents/booking-documents";
import { documentLocale, pdfResponse } from "@/lib/documents/pdf";

export const GET = handle(bookingConfirmationOperation, async ({ caller, params, req }) => {
  const { bytes, fileName } = await bookingConfirmationPdf(caller, params.id, documentLocale(req));
  return pdfResponse(bytes, fileName);
});
