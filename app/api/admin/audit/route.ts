// GET /api/admin/audit — the audit log, newest first, filtered by agent, target, action, actor, dates
import { handle } from "@/lib/api/handler";
import { listAuditEventsOperation } from "@/lib/api/operations/admin";
import { listAuditEvents } from "@/lib/admin/audit";

export const GET = handle(listAuditEventsOperation, async ({ query }) => listAuditEvents(query));
