"use server";
// Server actions of the Item updates page: the line's updates (the outbox) and the updates the
// portal's receiver stored, matching the page's filters.
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { listReceivedUpdates } from "@/lib/feed/received-updates";
import { listSentUpdates } from "@/lib/feed/sent-updates";
import { findVisibleBookingId } from "@/lib/staff/find-booking";
import { itemUpdatesFilterSchema } from "@/lib/feed/item-updates-filter";

// The page hands over the URL's filter text as it is: the schema is the check (a bad milestone is refused).
const filter = z.unknown().pipe(itemUpdatesFilterSchema);

export const listReceivedUpdatesAction = defineAction(
  { access: ["STAFF"], input: [filter] },
  async (caller, { booking, ...query }) => {
    if (!booking) return listReceivedUpdates(caller, query);
    // A booking the caller cannot see (or that does not exist) simply matches nothing.
    const bookingId = await findVisibleBookingId(caller, booking);
    return bookingId ? listReceivedUpdates(caller, { ...query, bookingId }) : [];
  },
);

/** Every item update of the caller's line (the outbox), with each subscriber's delivery state. */
export const listLineUpdatesAction = defineAction(
  { access: ["STAFF"], input: [filter] },
  async (caller, { booking, ...query }) => {
    if (!booking) return listSentUpdates(caller, query);
    const bookingId = await findVisibleBookingId(caller, booking);
    return bookingId ? listSentUpdates(caller, { ...query, bookingId }) : [];
  },
);
