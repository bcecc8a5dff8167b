// POST /api/feed/subscriptions/{id}/resume — post again (also re-enables a subscription disabled by a 410)
import { handle } from "@/lib/api/handler";
import { resumeFeedSubscriptionOperation } from "@/lib/api/operations/feed";
import { setSubscriptionPaused } from "@/lib/feed/subscriptions";

export const POST = handle(resumeFeedSubscriptionOperation, async ({ caller, params }) =>
  setSubscriptionPaused(caller, params.id, false),
);
