// GET /api/admin/agents — every agent with its counts; POST — issue a new agent (its id is the AgentId)
import { apiRoute } from "@/lib/api/handler";
import { createAgent, listAgentSummaries } from "@/lib/admin/agents";

export const GET = apiRoute({ access: ["ADMIN"] }, async () => listAgentSummaries());

export const POST = apiRoute({ access: ["ADMIN"] }, async ({ caller, body }) => createAgent(caller, body));
