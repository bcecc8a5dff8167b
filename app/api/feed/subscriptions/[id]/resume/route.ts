// POST /api/feed/subscriptions/{id}/resume — post again (also re-enables a subscription disabled by a 410)
import { apiRoute } from "@/lib/api/handler";
import { setSubscriptionPaused } from "@/lib/feed/subscriptions";

export const POST = apiRoute({ access: ["AGENT", "ADMIN"], rawBody: true /* no body needed; any is ignored */ }, async ({ caller, params }) => setSubscriptionPaused(caller, Number(params.id), false));
