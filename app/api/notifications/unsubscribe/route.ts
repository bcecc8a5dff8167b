// POST /api/notifications/unsubscribe — one-click unsubscribe of a notification e-mail's event type (RFC 8058)
import { handle } from "@/lib/api/handler";
import { unsubscribeOperation } from "@/lib/api/operations/notifications";
import { unsubscribe } from "@/lib/notifications/unsubscribe";

export const POST = handle(unsubscribeOperation, async ({ query }) => unsubscribe(query));
