// GET /api/me — who the caller is (session or API key): role, agent, line, client IP
import { handle } from "@/lib/api/handler";
import { getCallerOperation } from "@/lib/api/operations/system";
import { callerSchema } from "@/lib/auth/caller-schema";

export const GET = handle(getCallerOperation, async ({ caller }) =>
  callerSchema.parse({
    kind: caller.kind,
    role: caller.role,
    name: caller.name,
    agentId: caller.agentId,
    lineId: caller.lineId,
    ip: caller.ip,
  }),
);
