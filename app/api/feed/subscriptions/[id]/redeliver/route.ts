// POST /api/feed/subscriptions/{id}/redeliver — queue failed or dead batches again (same webhook-id)
import { apiRoute } from "@/lib/api/handler";
import { redeliver } from "@/lib/feed/delivery-log";
import { redeliverSchema } from "@/lib/feed/delivery-log-schema";

export const POST = apiRoute({ access: ["AGENT", "STAFF", "ADMIN"], body: redeliverSchema }, async ({ caller, params, body }) =>
  redeliver(caller, Number(params.id), body),
);
