// GET /api/feed/subscriptions/{id}/deliveries — the delivery log: each batch with its last post
import { handle } from "@/lib/api/handler";
import { listFeedDeliveriesOperation } from "@/lib/api/operations/feed";
import { listDeliveryAttempts } from "@/lib/feed/delivery-log";

export const GET = handle(listFeedDeliveriesOperation, async ({ caller, params, query }) =>
  listDeliveryAttempts(caller, params.id, query),
);
