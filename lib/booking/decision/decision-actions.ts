"use server";
// The booking page's decision buttons (Confirm, Decline, Ask for an update) and the agent's
// Withdraw my change: the same domain functions, access rules and bodies as
// POST /api/bookings/{id}/decision and DELETE /api/bookings/{id}/amendment.
import { revalidatePath } from "next/cache";
import { defineAction, fromOperation } from "@/lib/actions/define-action";
import { decideBookingOperation, withdrawAmendmentOperation } from "@/lib/api/operations/bookings";
import { recordIdSchema } from "@/lib/core/operation";
import { decideBooking, withdrawAmendment } from "@/lib/booking/decision/decide-booking";
import { STATE_LABEL } from "@/lib/booking/decision/confirmation-schema";

const decideRule = fromOperation(decideBookingOperation);
export const decideBookingAction = defineAction(
  { ...decideRule, input: [recordIdSchema, decideRule.body] },
  async (caller, bookingId, input) => {
    const { booking } = await decideBooking(caller, bookingId, input);
    revalidatePath(`/bookings/${bookingId}`);
    revalidatePath("/bookings");
    revalidatePath("/");
    return `Booking ${booking.BookingCode}: ${STATE_LABEL[booking.Confirmation.State]}.`;
  },
);

/** The agent withdraws its change that waits for the line. */
export const withdrawAmendmentAction = defineAction(
  { ...fromOperation(withdrawAmendmentOperation), input: [recordIdSchema] },
  async (caller, bookingId) => {
    const { booking } = await withdrawAmendment(caller, bookingId);
    revalidatePath(`/bookings/${bookingId}`);
    revalidatePath("/");
    return `Your change to ${booking.BookingCode} is withdrawn; the confirmed booking stands.`;
  },
);
