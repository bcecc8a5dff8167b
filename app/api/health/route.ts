// GET /api/health — liveness for load balancers: the process answers (no database look-up)
import { handle } from "@/lib/api/handler";
import { getHealthOperation } from "@/lib/api/operations/system";

export const dynamic = "force-dynamic";

export const GET = handle(getHealthOperation, async () => ({
  status: "ok",
  uptimeSeconds: Math.round(process.uptime()),
}));
