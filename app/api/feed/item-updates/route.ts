// POST /api/feed/item-updates — the portal's own receiver of the item update feed (Standard Webhooks signature)
// GET /api/feed/item-updates — what the receiver stored, newest first (staff: their line's bookings; agents: their own)
import { handle } from "@/lib/api/handler";
import { listReceivedItemUpdatesOperation, receiveItemUpdatesOperation } from "@/lib/api/operations/feed";
import { listReceivedUpdates } from "@/lib/feed/received-updates";
import { receiveItemUpdates } from "@/lib/feed/receive-updates";

export const GET = handle(listReceivedItemUpdatesOperation, async ({ caller, query }) =>
  listReceivedUpdates(caller, query),
);

export const POST = handle(receiveItemUpdatesOperation, async ({ req, rawBody }) => {
  await receiveItemUpdates(rawBody, req.headers, req.nextUrl.searchParams.get("subscription"));
  return new Response(null, { status: 204 });
});
