// GET /api/feed/subscriptions — the feed subscriptions the caller may see
// POST /api/feed/subscriptions — register an endpoint for an agent's item updates (the secret is shown once)
import { apiRoute } from "@/lib/api/handler";
import { createSubscriptionSchema, subscriptionListQuerySchema } from "@/lib/feed/subscription-schema";
import { createSubscription, listSubscriptions } from "@/lib/feed/subscriptions";

export const GET = apiRoute({ access: ["AGENT", "STAFF", "ADMIN"], query: subscriptionListQuerySchema }, async ({ caller, query }) =>
  listSubscriptions(caller, query),
);

export const POST = apiRoute({ access: ["AGENT", "ADMIN"], body: createSubscriptionSchema }, async ({ caller, body }) =>
  createSubscription(caller, body),
);
