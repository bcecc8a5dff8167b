// GET /api/feed/subscriptions/{id}/deliveries — the delivery log: each batch with its last post
import { apiRoute } from "@/lib/api/handler";
import { listDeliveryAttempts } from "@/lib/feed/delivery-log";
import { deliveryLogQuerySchema } from "@/lib/feed/delivery-log-schema";

export const GET = apiRoute({ access: ["AGENT", "STAFF", "ADMIN"], query: deliveryLogQuerySchema }, async ({ caller, params, query }) =>
  listDeliveryAttempts(caller, Number(params.id), query),
);
