"use server";
// Server action of the Item updates page: the received updates matching the page's filters.
import { requireActionCaller } from "@/lib/auth/current-caller";
import { receivedUpdatesQuerySchema, type ReceivedUpdateRow } from "@/lib/feed/received-schema";
import { listReceivedUpdates } from "@/lib/feed/received-updates";
import { findVisibleBookingId } from "@/lib/staff/find-booking";
import { runAction, type ActionResult } from "@/lib/staff/action-result";
import { itemUpdatesFilterSchema } from "@/components/feed/item-updates-filter";

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
