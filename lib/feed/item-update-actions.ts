"use server";
// Server actions of the Item updates page: the line's updates (the outbox) and the updates the
// portal's receiver stored, matching the page's filters.
import { requireActionCaller } from "@/lib/auth/current-caller";
import { receivedUpdatesQuerySchema, type ReceivedUpdateRow } from "@/lib/feed/received-schema";
import { listReceivedUpdates } from "@/lib/feed/received-updates";
import type { SentUpdateRow } from "@/lib/feed/sent-schema";
import { listSentUpdates } from "@/lib/feed/sent-updates";
import { findVisibleBookingId } from "@/lib/staff/find-booking";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { itemUpdatesFilterSchema } from "@/lib/feed/item-updates-filter";

export async function listReceivedUpdatesAction(input: unknown): Promise<ActionResult<ReceivedUpdateRow[]>> {
  return runAction(async () => {
    const caller = await requireActionCaller(["STAFF"]);
    const { booking, ...rest } = itemUpdatesFilterSchema.parse(input);
    const query = receivedUpdatesQuerySchema.parse(rest);
    if (!booking) return listReceivedUpdates(caller, query);
    // A booking the caller cannot see (or that does not exist) simply matches nothing.
    const bookingId = await findVisibleBookingId(caller, booking);
    return bookingId ? listReceivedUpdates(caller, { ...query, bookingId }) : [];
  });
}

/** Every item update of the caller's line (the outbox), with each subscriber's delivery state. */
export async function listLineUpdatesAction(input: unknown): Promise<ActionResult<SentUpdateRow[]>> {
  return runAction(async () => {
    const caller = await requireActionCaller(["STAFF"]);
    const { booking, ...rest } = itemUpdatesFilterSchema.parse(input);
    const query = receivedUpdatesQuerySchema.parse(rest);
    if (!booking) return listSentUpdates(caller, query);
    const bookingId = await findVisibleBookingId(caller, booking);
    return bookingId ? listSentUpdates(caller, { ...query, bookingId }) : [];
  });
}
