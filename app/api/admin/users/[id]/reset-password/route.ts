// POST /api/admin/users/{id}/reset-password — a new temporary password (shown once); the user's sessions end
import { apiRoute } from "@/lib/api/handler";
import { resetUserPassword } from "@/lib/admin/users";

export const POST = apiRoute({ access: ["ADMIN"], rawBody: true /* no body needed; any is ignored */ }, async ({ caller, params }) => resetUserPassword(caller, Number(params.id)));
