// POST /api/feed/subscriptions/{id}/pause — stop posting; records keep queueing
import { handle } from "@/lib/api/handler";
import { pauseFeedSubscriptionOperation } from "@/lib/api/operations/feed";
import { setSubscriptionPaused } from "@/lib/feed/subscriptions";

export const POST = handle(pauseFeedSubscriptionOperation, async ({ caller, params }) =>
  setSubscriptionPaused(caller, params.id, true),
);
