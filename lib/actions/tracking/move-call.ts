"use server";
// The lines' console's "move a call", with the bookings following (their estimated events and
// their agents' notifications: lib/tracking/schedule-change.ts), as PATCH /api/voyages/{voyage}/visits/{port} does.
import { defineAction } from "@/lib/actions/define-action";
import { moveCall } from "@/lib/lines/move-call";
import { moveCallSchema } from "@/lib/lines/schemas";
import { followScheduleChange } from "@/lib/tracking/schedule-change";

export const moveCallAction = defineAction({ access: ["STAFF", "ADMIN"], input: [moveCallSchema] }, (caller, input) =>
  moveCall(caller, input, followScheduleChange),
);
