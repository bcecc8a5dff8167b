// POST /api/bookings/{id}/share-links — make a share link; GET — list the booking's links
import { handle, jsonResponse } from "@/lib/api/handler";
import { createShareLinkOperation, listShareLinksOperation } from "@/lib/api/operations/tracking";
import { publicOrigin } from "@/lib/tracking/request-origin";
import { createShareLink, listShareLinks } from "@/lib/tracking/share-links";

export const POST = handle(createShareLinkOperation, async ({ req, caller, params, body }) =>
  jsonResponse(await createShareLink(caller, params.id, body, publicOrigin(req.nextUrl.origin)), 201),
);

export const GET = handle(listShareLinksOperation, async ({ req, caller, params }) => ({
  links: await listShareLinks(caller, params.id, publicOrigin(req.nextUrl.origin)),
}));
