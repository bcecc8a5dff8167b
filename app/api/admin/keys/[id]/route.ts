// DELETE /api/admin/keys/{id} — revoke an API key: the next request with it gets 401
import { handle } from "@/lib/api/handler";
import { revokeApiKeyOperation } from "@/lib/api/operations/admin";
import { revokeApiKey } from "@/lib/admin/api-keys";

export const DELETE = handle(revokeApiKeyOperation, async ({ caller, params }) => revokeApiKey(caller, params.id));
