// POST /api/feed/subscriptions/{id}/test — post one test record (ItemId "0") through the normal delivery path
import { apiRoute } from "@/lib/api/handler";
import { sendTestUpdate } from "@/lib/feed/delivery-log";

export const POST = apiRoute({ access: ["AGENT", "ADMIN"], rawBody: true /* no body needed; any is ignored */ }, async ({ caller, params }) => sendTestUpdate(caller, Number(params.id)));
