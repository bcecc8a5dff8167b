// DELETE /api/admin/keys/{id} — revoke an API key: the next request with it gets 401
// PATCH /api/admin/keys/{id} — the key's compatibility switch (domain errors as HTTP 200 with status 1)
import { apiRoute } from "@/lib/api/handler";
import { revokeApiKey, setApiKeyMode } from "@/lib/admin/api-keys";

export const DELETE = apiRoute({ access: ["ADMIN"] }, async ({ caller, params }) => revokeApiKey(caller, Number(params.id)));

export const PATCH = apiRoute({ access: ["ADMIN"] }, async ({ caller, params, body }) => setApiKeyMode(caller, Number(params.id), body));
