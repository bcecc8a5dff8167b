// GET /api/feed/subscriptions — the feed subscriptions the caller may see
// POST /api/feed/subscriptions — register an endpoint for an agent's item updates (the secret is shown once)
import { handle } from "@/lib/api/handler";
import { createFeedSubscriptionOperation, listFeedSubscriptionsOperation } from "@/lib/api/operations/feed";
import { createSubscription, listSubscriptions } from "@/lib/feed/subscriptions";

export const GET = handle(listFeedSubscriptionsOperation, async ({ caller, query }) =>
  listSubscriptions(caller, query),
);

export const POST = handle(createFeedSubscriptionOperation, async ({ caller, body }) =>
  createSubscription(caller, body),
);
