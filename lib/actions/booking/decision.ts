"use server";
// The booking page's decision buttons (Confirm, Decline, Ask for an update) and the agent's
// Withdraw my change: the same domain functions, access rules and bodies as
// POST /api/bookings/{id}/decision and DELETE /api/bookings/{id}/amendment.
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { defineAction, fromOperation } from "@/lib/actions/define-action";
import {
  decideBookingOperation,
  rollBookingOperation,
  withdrawAmendmentOperation,
} from "@/lib/api/operations/bookings";
import { rollBooking } from "@/lib/booking/decision/roll-booking";
import { recordIdSchema } from "@/lib/core/operation";
import { decideBooking, withdrawAmendment } from "@/lib/booking/decision/decide-booking";

const decideRule = fromOperation(decideBookingOperation);
export const decideBookingAction = defineAction(
  { ...decideRule, input: [recordIdSchema, decideRule.body] },
  async (caller, bookingId, input) => {
    const { booking } = await decideBooking(caller, bookingId, input);
    revalidatePath(`/bookings/${bookingId}`);
    revalidatePath("/bookings");
    revalidatePath("/");
    const [t, tc] = await Promise.all([getTranslations("bookings"), getTranslations("common")]);
    return t("outcome.decided", {
      code: booking.BookingCode,
      state: tc(`confirmation.${booking.Confirmation.State}`),
    });
  },
);

/** The agent withdraws its change that waits for the line. */
export const withdrawAmendmentAction = defineAction(
  { ...fromOperation(withdrawAmendmentOperation), input: [recordIdSchema] },
  async (caller, bookingId) => {
    const { booking } = await withdrawAmendment(caller, bookingId);
    revalidatePath(`/bookings/${bookingId}`);
    revalidatePath("/");
    const t = await getTranslations("bookings");
    return t("outcome.withdrawn", { code: booking.BookingCode });
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
    const t = await getTranslations("bookings");
    return rolledTo
      ? t("outcome.rolledUnits", {
          count: rolledTo.ItemIds.length,
          voyage: rolledTo.BookingVoyage,
          code: rolledTo.BookingCode,
        })
      : t("outcome.rolledBooking", { code: booking.BookingCode, voyage: booking.BookingVoyage });
  },
);
