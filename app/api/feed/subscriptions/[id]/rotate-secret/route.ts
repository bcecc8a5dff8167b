// POST /api/feed/subscriptions/{id}/rotate-secret — a new signing secret; the old one keeps signing for 24 h
import { handle } from "@/lib/api/handler";
import { rotateFeedSubscriptionSecretOperation } from "@/lib/api/operations/feed";
import { rotateSubscriptionSecret } from "@/lib/feed/subscriptions";

export const POST = handle(rotateFeedSubscriptionSecretOperation, async ({ caller, params }) =>
  rotateSubscriptionSecret(caller, params.id),
);
