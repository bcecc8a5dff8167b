// POST /api/feed/subscriptions/{id}/rotate-secret — a new signing secret; the old one keeps signing for 24 h
import { apiRoute } from "@/lib/api/handler";
import { rotateSubscriptionSecret } from "@/lib/feed/subscriptions";

export const POST = apiRoute({ access: ["AGENT", "ADMIN"], rawBody: true /* no body needed; any is ignored */ }, async ({ caller, params }) => rotateSubscriptionSecret(caller, Number(params.id)));
