// POST /api/admin/users/{id}/reset-password — a new temporary password (shown once); the user's sessions end
import { handle } from "@/lib/api/handler";
import { resetUserPasswordOperation } from "@/lib/api/operations/admin";
import { resetUserPassword } from "@/lib/admin/users";

export const POST = handle(resetUserPasswordOperation, async ({ caller, params }) =>
  resetUserPassword(caller, params.id),
);
