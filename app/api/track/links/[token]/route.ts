// GET /api/track/links/{token} — public tracking of a booking through a share link
import { handle } from "@/lib/api/handler";
import { trackSharedBookingOperation } from "@/lib/api/operations/tracking";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/net/client-ip";
import { trackByLink } from "@/lib/tracking/share-links";

export const GET = handle(trackSharedBookingOperation, async ({ req, params }) =>
  trackByLink(clientIp(req.headers, env().TRUSTED_PROXY_COUNT), params.token),
);
