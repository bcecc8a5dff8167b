// DELETE /api/admin/keys/{id} — revoke an API key: the next request with it gets 401
import { apiRoute } from "@/lib/api/handler";
import { revokeApiKey } from "@/lib/admin/api-keys";

export const DELETE = apiRoute({ access: ["ADMIN"] }, async ({ caller, params }) => revokeApiKey(caller, Number(params.id)));
