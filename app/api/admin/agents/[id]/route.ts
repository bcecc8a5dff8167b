// GET /api/admin/agents/{id} — an agent with its users, keys and allow list; PATCH — rename, suspend or reinstate
import { apiRoute } from "@/lib/api/handler";
import { getAgentDetail } from "@/lib/admin/agent-detail";
import { updateAgent } from "@/lib/admin/agents";

export const GET = apiRoute({ access: ["ADMIN"] }, async ({ params }) => getAgentDetail(Number(params.id)));

export const PATCH = apiRoute({ access: ["ADMIN"] }, async ({ caller, params, body }) => updateAgent(caller, Number(params.id), body));
