"use server";
// The header's search box: bookings by number, reference or VIN, as the caller may see them.
import { requireActionCaller } from "@/lib/auth/current-caller";
import { findBookings, type BookingHit } from "@/lib/search/find-bookings";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";

export async function findBookingsAction(text: unknown): Promise<ActionResult<BookingHit[]>> {
  return runAction(async () => findBookings(await requireActionCaller(), typeof text === "string" ? text : ""));
}
