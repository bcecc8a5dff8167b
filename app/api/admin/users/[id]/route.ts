// PATCH /api/admin/users/{id} — deactivate ({"active": false}, their sessions end) or reactivate a user
import { handle } from "@/lib/api/handler";
import { setUserActiveOperation } from "@/lib/api/operations/admin";
import { setUserActive } from "@/lib/admin/users";

export const PATCH = handle(setUserActiveOperation, async ({ caller, params, body }) =>
  setUserActive(caller, params.id, body.active),
);
