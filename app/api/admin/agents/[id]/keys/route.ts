// POST /api/admin/agents/{id}/keys — issue an API key for the agent (the key is in this answer only)
import { apiRoute } from "@/lib/api/handler";
import { issueApiKey } from "@/lib/admin/api-keys";

export const POST = apiRoute({ access: ["ADMIN"] }, async ({ caller, params, body }) => issueApiKey(caller, Number(params.id), body));
