// DELETE /api/admin/keys/{id} — revoke an API key: the next request with it gets 401
// PATCH /api/admin/keys/{id} — the key's compatibility switch (domain errors as HTTP 200 with status 1)
import { handle } from "@/lib/api/handler";
import { revokeApiKeyOperation, setApiKeyModeOperation } from "@/lib/api/operations/admin";
import { revokeApiKey, setApiKeyMode } from "@/lib/admin/api-keys";

export const DELETE = handle(revokeApiKeyOperation, async ({ caller, params }) => revokeApiKey(caller, params.id));

export const PATCH = handle(setApiKeyModeOperation, async ({ caller, params, body }) =>
  setApiKeyMode(caller, params.id, body),
);
