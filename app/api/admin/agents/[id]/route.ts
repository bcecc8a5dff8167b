// GET /api/admin/agents/{id} — an agent with its users, keys and allow list; PATCH — rename, suspend or reinstate
import { handle } from "@/lib/api/handler";
import { getAgentOperation, updateAgentOperation } from "@/lib/api/operations/admin";
import { getAgentDetail } from "@/lib/admin/agent-detail";
import { updateAgent } from "@/lib/admin/agents";

export const GET = handle(getAgentOperation, async ({ params }) => getAgentDetail(params.id));

export const PATCH = handle(updateAgentOperation, async ({ caller, params, body }) =>
  updateAgent(caller, params.id, body),
);
