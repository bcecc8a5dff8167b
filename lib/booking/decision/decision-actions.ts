"use server";
// The booking page's decision buttons (Confirm, Decline, Ask for an update): the same domain
// function as POST /api/bookings/{id}/decision, through the one door for callers.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { requireActionCaller } from "@/lib/auth/current-caller";
import { decideBooking, withdrawAmendment } from "@/lib/booking/decision/decide-booking";
import { STATE_LABEL } from "@/lib/booking/decision/confirmation-schema";

const id = z.number().int().positive().max(2_147_483_647);

export async function decideBookingAction(bookingId: number, input: unknown): Promise<ActionResult<string>> {
  return runAction(async () => {
    const caller = await requireActionCaller(["STAFF"]);
    const bid = id.parse(bookingId);
    const { booking } = await decideBooking(caller, bid, input);
    revalidatePath(`/bookings/${bid}`);
    revalidatePath("/bookings");
    revalidatePath("/");
    return `Booking ${booking.BookingCode}: ${STATE_LABEL[booking.Confirmation.State]}.`;
  });
}

/** The agent withdraws its change that waits for the line. */
export async function withdrawAmendmentAction(bookingId: number): Promise<ActionResult<string>> {
  return runAction(async () => {
    const caller = await requireActionCaller(["AGENT", "STAFF"]);
    const bid = id.parse(bookingId);
    const { booking } = await withdrawAmendment(caller, bid);
    revalidatePath(`/bookings/${bid}`);
    revalidatePath("/");
    return `Your change to ${booking.BookingCode} is withdrawn; the confirmed booking stands.`;
  });
}
