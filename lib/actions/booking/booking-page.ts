"use server";
// The booking page's actions: cancel the booking, cancel one unit (agents, staff of the line,
// admins), allow a chassis exception, grant a late-unit or out-of-gauge exception (staff, admins:
// the API operation's rule and body). Each refreshes the booking's page and the list, and answers
// what to say (or the API's envelope).
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { defineAction, fromOperation } from "@/lib/actions/define-action";
import { cancelBooking, cancelBookingItems } from "@/lib/booking/form/cancel-booking";
import { allowChassisException } from "@/lib/booking/rules/chassis-exception";
import { grantAcceptanceException } from "@/lib/acceptance/exceptions";
import { grantAcceptanceExceptionOperation } from "@/lib/api/operations/acceptance";
import { recordIdSchema } from "@/lib/core/operation";

/** The booking's page and the list show the change; the answer is what to say. */
function refreshed(bookingId: number, message: string): string {
  revalidatePath(`/bookings/${bookingId}`);
  revalidatePath("/bookings");
  return message;
}

export const cancelBookingAction = defineAction(
  { access: ["AGENT", "STAFF"], input: [recordIdSchema] },
  async (caller, bookingId) => {
    const res = await cancelBooking(caller, bookingId);
    const t = await getTranslations("bookings");
    return refreshed(bookingId, t("outcome.bookingCanceled", { code: res.booking.BookingCode ?? "" }));
  },
);

export const cancelItemAction = defineAction(
  { access: ["AGENT", "STAFF"], input: [recordIdSchema, recordIdSchema] },
  async (caller, bookingId, itemId) => {
    const res = await cancelBookingItems(caller, bookingId, [itemId]);
    const unit = res.booking.Items.find((i) => i.Id === String(itemId));
    const t = await getTranslations("bookings");
    return refreshed(
      bookingId,
      unit ? t("outcome.unitCanceled", { n: unit.RelativeId }) : t("outcome.theUnitCanceled"),
    );
  },
);

export const allowChassisExceptionAction = defineAction(
  { access: ["STAFF"], input: [recordIdSchema, recordIdSchema, z.string()] },
  async (caller, bookingId, itemId, reason) => {
    await allowChassisException(caller, { bookingId, itemId, reason });
    const t = await getTranslations("bookings");
    return refreshed(bookingId, t("outcome.chassisAllowed"));
  },
);

const grantRule = fromOperation(grantAcceptanceExceptionOperation);

/** A late-unit or out-of-gauge exception for one unit (its serial) or the whole booking, with the reason. */
export const grantAcceptanceExceptionAction = defineAction(
  { ...grantRule, input: [recordIdSchema, grantRule.body] },
  async (caller, bookingId, input) => {
    const granted = await grantAcceptanceException(caller, { ...input, bookingId });
    const t = await getTranslations("bookings");
    revalidatePath("/");
    return refreshed(
      bookingId,
      granted.serialNumber
        ? t("outcome.exceptionForUnit", { kind: granted.kind, serial: granted.serialNumber })
        : t("outcome.exceptionForAll", { kind: granted.kind }),
    );
  },
);
