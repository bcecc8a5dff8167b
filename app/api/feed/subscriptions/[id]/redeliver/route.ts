// POST /api/feed/subscriptions/{id}/redeliver — queue failed or dead batches again (same webhook-id)
import { handle } from "@/lib/api/handler";
import { redeliverFeedBatchesOperation } from "@/lib/api/operations/feed";
import { redeliver } from "@/lib/feed/delivery-log";

export const POST = handle(redeliverFeedBatchesOperation, async ({ caller, params, body }) =>
  redeliver(caller, params.id, body),
);
