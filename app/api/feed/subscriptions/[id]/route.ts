// DELETE /api/feed/subscriptions/{id} — remove a subscription (its queued records are dropped)
import { handle } from "@/lib/api/handler";
import { deleteFeedSubscriptionOperation } from "@/lib/api/operations/feed";
import { deleteSubscription } from "@/lib/feed/subscriptions";

export const DELETE = handle(deleteFeedSubscriptionOperation, async ({ caller, params }) =>
  deleteSubscription(caller, params.id),
);
