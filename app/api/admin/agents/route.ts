// GET /api/admin/agents — every agent with its counts; POST — issue a new agent (its id is the AgentId)
import { handle } from "@/lib/api/handler";
import { createAgentOperation, listAgentsOperation } from "@/lib/api/operations/admin";
import { createAgent, listAgentSummaries } from "@/lib/admin/agents";

export const GET = handle(listAgentsOperation, async () => listAgentSummaries());

export const POST = handle(createAgentOperation, async ({ caller, body }) => createAgent(caller, body));
