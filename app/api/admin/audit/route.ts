// GET /api/admin/audit — the audit log, newest first, filtered by agent, target, action, actor, dates
import { apiRoute } from "@/lib/api/handler";
import { listAuditEvents } from "@/lib/admin/audit";
import { auditQuerySchema } from "@/lib/admin/schemas";

export const GET = apiRoute({ access: ["ADMIN"], query: auditQuerySchema }, async ({ query }) => listAuditEvents(query));
