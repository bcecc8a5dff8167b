"use server";
// The booking page's actions: cancel the booking, cancel one unit (agents, staff of the line,
// admins), allow a chassis exception, grant a late-unit or out-of-gauge exception (staff, admins). Each resolves the caller through the one
// door, runs the domain function, and answers what to say (runAction: or the API's envelope).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { requireActionCaller } from "@/lib/auth/current-caller";
import { cancelBooking, cancelBookingItems } from "@/lib/booking/form/cancel-booking";
import { allowChassisException } from "@/lib/booking/rules/chassis-exception";
import { grantAcceptanceException } from "@/lib/acceptance/exceptions";
import type { GrantExceptionInput } from "@/lib/acceptance/schemas";

const id = z.number().int().positive().max(2_147_483_647);

/** Runs the work on the booking, then refreshes its page and the list; the data is what to say. */
async function run(bookingId: unknown, work: (bookingId: number) => Promise<string>): Promise<ActionResult<string>> {
  return runAction(async () => {
    const parsed = id.parse(bookingId);
    const message = await work(parsed);
    revalidatePath(`/bookings/${parsed}`);
    revalidatePath("/bookings");
    return message;
  });
}

export async function cancelBookingAction(bookingId: number): Promise<ActionResult<string>> {
  return run(bookingId, async (bid) => {
    const caller = await requireActionCaller(["AGENT", "STAFF"]);
    const res = await cancelBooking(caller, bid);
    return `Booking ${res.booking.BookingCode} is canceled.`;
  });
}

export async function cancelItemAction(bookingId: number, itemId: number): Promise<ActionResult<string>> {
  return run(bookingId, async (bid) => {
    const caller = await requireActionCaller(["AGENT", "STAFF"]);
    const item = id.parse(itemId);
    const res = await cancelBookingItems(caller, bid, [item]);
    const unit = res.booking.Items.find((i) => i.Id === String(item));
    return unit ? `Unit ${unit.RelativeId} is canceled.` : "The unit is canceled.";
  });
}

export async function allowChassisExceptionAction(
  bookingId: number,
  itemId: number,
  reason: string,
): Promise<ActionResult<string>> {
  return run(bookingId, async (bid) => {
    const caller = await requireActionCaller(["STAFF"]);
    await allowChassisException(caller, { bookingId: bid, itemId: id.parse(itemId), reason: z.string().parse(reason) });
    return "Chassis exception allowed.";
  });
}

const KIND_WORDS = { LateUnit: "Late-unit", OutOfGauge: "Out-of-gauge" } as const;

/** A late-unit or out-of-gauge exception for one unit (its serial) or the whole booking, with the reason. */
export async function grantAcceptanceExceptionAction(
  bookingId: number,
  input: Omit<GrantExceptionInput, "bookingId">,
): Promise<ActionResult<string>> {
  return run(bookingId, async (bid) => {
    const caller = await requireActionCaller(["STAFF"]);
    const granted = await grantAcceptanceException(caller, { ...input, bookingId: bid });
    const what = granted.serialNumber ? `unit ${granted.serialNumber}` : "every unit of the booking";
    revalidatePath("/");
    return `${KIND_WORDS[granted.kind]} exception granted for ${what}.`;
  });
}
