// GET /api/me — who the caller is (session or API key): role, agent, line, client IP
import { apiRoute } from "@/lib/api/handler";
import { callerSchema } from "@/lib/auth/caller-schema";

export const GET = apiRoute({ access: ["AGENT", "STAFF", "ADMIN"] }, async ({ caller }) =>
  callerSchema.parse({ kind: caller.kind, role: caller.role, name: caller.name, agentId: caller.agentId, lineId: caller.lineId, ip: caller.ip }),
);
