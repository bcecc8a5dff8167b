// DELETE /api/bookings/{id}/share-links/{linkId} — revoke a share link
import { handle } from "@/lib/api/handler";
import { revokeShareLinkOperation } from "@/lib/api/operations/tracking";
import { revokeShareLink } from "@/lib/tracking/share-links";

export const DELETE = handle(revokeShareLinkOperation, async ({ caller, params }) => {
  await revokeShareLink(caller, params.id, params.linkId);
  return new Response(null, { status: 204 });
});
