// DELETE /api/feed/subscriptions/{id} — remove a subscription (its queued records are dropped)
import { apiRoute } from "@/lib/api/handler";
import { deleteSubscription } from "@/lib/feed/subscriptions";

export const DELETE = apiRoute({ access: ["AGENT", "ADMIN"] }, async ({ caller, params }) => deleteSubscription(caller, Number(params.id)));
