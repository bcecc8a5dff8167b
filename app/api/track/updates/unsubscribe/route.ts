// POST /api/track/updates/unsubscribe — one-click unsubscribe of a consignee's tracking e-mails (RFC 8058)
import { handle } from "@/lib/api/handler";
import { stopConsigneeUpdatesOperation } from "@/lib/api/operations/tracking";
import { stopUpdates } from "@/lib/notifications/consignee";

export const POST = handle(stopConsigneeUpdatesOperation, async ({ query }) => {
  const { bookingCode, state } = await stopUpdates(query);
  return { bookingCode, state };
});
