// GET /api/bookings/{id}/confirmation.pdf — the booking confirmation, to whoever may see the booking
import { handle } from "@/lib/api/handler";
import { bookingConfirmationOperation } from "@/lib/api/operations/documents";
import { bookingConfirmationPdf } from "@/lib/documents/booking-documents";
import { pdfResponse } from "@/lib/documents/pdf";

export const GET = handle(bookingConfirmationOperation, async ({ caller, params }) => {
  const { bytes, fileName } = await bookingConfirmationPdf(caller, params.id);
  return pdfResponse(bytes, fileName);
});
