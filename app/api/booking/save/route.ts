// POST /api/booking/save — create or update a booking (spec "Save booking", DESIGN.md)
import { handle } from "@/lib/api/handler";
import { saveBookingOperation } from "@/lib/api/operations/bookings";
import { SAVE_TIME_LIMIT_MS, saveBooking } from "@/lib/booking/save/save-booking";
import { prepareBookingSave } from "@/lib/booking/save/save-booking-request";
import { savePerCaller } from "@/lib/rate-limit/limits";

export const POST = handle(
  saveBookingOperation,
  async ({ req, caller, body, idempotent }) => {
    const { booking, testOnly } = await prepareBookingSave(caller, body, req.headers.get("if-match"));
    // TestOnly commits nothing: its answer is stored after it, not in its transaction.
    return idempotent((storeInTransaction) =>
      saveBooking(caller, booking, { testOnly, beforeCommit: testOnly ? undefined : storeInTransaction }),
    );
  },
  { idempotency: { staleAfterMs: SAVE_TIME_LIMIT_MS }, rateLimit: savePerCaller },
);
