// GET /api/health — liveness for load balancers: the process answers (no database look-up)
import { apiRoute } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

export const GET = apiRoute({ access: "public" }, async () => ({ status: "ok", uptimeSeconds: Math.round(process.uptime()) }));
