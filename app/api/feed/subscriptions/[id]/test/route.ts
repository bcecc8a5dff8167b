// POST /api/feed/subscriptions/{id}/test — post one test record (ItemId "0") through the normal delivery path
import { handle } from "@/lib/api/handler";
import { sendFeedTestUpdateOperation } from "@/lib/api/operations/feed";
import { sendTestUpdate } from "@/lib/feed/delivery-log";

export const POST = handle(sendFeedTestUpdateOperation, async ({ caller, params }) =>
  sendTestUpdate(caller, params.id),
);
