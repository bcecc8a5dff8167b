"use server";
// The booking page's decision buttons (Confirm, Decline, Ask for an update) and the agent's
// Withdraw my change: the same domain functions, access rules and bodies as
// POST /api/bookings/{id}/decision and DELETE /api/bookings/{id}/amendment.
import { revalidatePath } from "next/cache";
import { defineAction, fromOperation } from "@/lib/actions/define-action";
import {
  decideBookingOperation,
  rollBookingOperation,
  withdrawAmendmentOperation,
} from "@/lib/api/operations/bookings";
import { rollBooking } from "@/lib/booking/decision/roll-booking";
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

const rollRule = fromOperation(rollBookingOperation);
/** The line's staff roll the booking, or the units they tick, to a later sailing. */
export const rollBookingAction = defineAction(
  { ...rollRule, input: [recordIdSchema, rollRule.body] },
  async (caller, bookingId, input) => {
    const { booking, rolledTo } = await rollBooking(caller, bookingId, input);
    revalidatePath(`/bookings/${bookingId}`);
    revalidatePath("/bookings");
    revalidatePath("/");
    return rolledTo
      ? `Rolled: ${rolledTo.ItemIds.length === 1 ? "the unit is" : `${rolledTo.ItemIds.length} units are`} on voyage ${rolledTo.BookingVoyage} as booking ${rolledTo.BookingCode}.`
      : `Rolled: ${booking.BookingCode} is on voyage ${booking.BookingVoyage}.`;
  },
);
