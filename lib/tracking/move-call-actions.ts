"use server";
// The lines' console's "move a call", with the bookings following (their estimated events and
// their agents' notifications: lib/tracking/schedule-change.ts), as PATCH /api/voyages/{voyage}/visits/{port} does.
import { requireActionCaller } from "@/lib/auth/current-caller";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { moveCall } from "@/lib/lines/move-call";
import { followScheduleChange } from "@/lib/tracking/schedule-change";

export async function moveCallAction(
  input: unknown,
): Promise<ActionResult<{ voyageId: number; flagged: number; bookingsReached: number }>> {
  return runAction(async () => moveCall(await requireActionCaller(["STAFF", "ADMIN"]), input, followScheduleChange));
}
