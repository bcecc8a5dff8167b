// PATCH /api/admin/users/{id} — deactivate ({"active": false}, their sessions end) or reactivate a user
import { apiRoute } from "@/lib/api/handler";
import { setUserActiveSchema } from "@/lib/admin/schemas";
import { setUserActive } from "@/lib/admin/users";

export const PATCH = apiRoute({ access: ["ADMIN"], body: setUserActiveSchema }, async ({ caller, params, body }) => setUserActive(caller, Number(params.id), body.active));
