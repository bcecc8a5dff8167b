// GET /api/ready — readiness for load balancers: the database answers within a bounded time (else 503)
import { apiRoute } from "@/lib/api/handler";
import { checkDatabaseReady } from "@/lib/db/readiness";

export const dynamic = "force-dynamic";

export const GET = apiRoute({ access: "public" }, async () => ({ status: "ready", database: await checkDatabaseReady() }));
