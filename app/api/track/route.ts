// GET /api/track?booking=&vin= — public tracking of a booking by its code and a VIN's last 6 characters
import { handle } from "@/lib/api/handler";
import { trackBookingOperation } from "@/lib/api/operations/tracking";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/net/client-ip";
import { trackByPair } from "@/lib/tracking/track";

export const GET = handle(trackBookingOperation, async ({ req, query }) =>
  trackByPair(clientIp(req.headers, env().TRUSTED_PROXY_COUNT), query),
);
