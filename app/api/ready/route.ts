// GET /api/ready — readiness for load balancers: the database answers within a bounded time (else 503)
import { handle } from "@/lib/api/handler";
import { getReadinessOperation } from "@/lib/api/operations/system";
import { checkDatabaseReady } from "@/lib/db/readiness";

export const dynamic = "force-dynamic";

export const GET = handle(getReadinessOperation, async () => ({
  status: "ready",
  database: await checkDatabaseReady(),
}));
