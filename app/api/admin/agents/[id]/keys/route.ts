// POST /api/admin/agents/{id}/keys — issue an API key for the agent (the key is in this answer only)
import { handle } from "@/lib/api/handler";
import { issueApiKeyOperation } from "@/lib/api/operations/admin";
import { issueApiKey } from "@/lib/admin/api-keys";

export const POST = handle(issueApiKeyOperation, async ({ caller, params, body }) =>
  issueApiKey(caller, params.id, body),
);
