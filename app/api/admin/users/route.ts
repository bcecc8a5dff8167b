// GET /api/admin/users — every user (filter by role, search); POST — create a user with a temporary password (shown once)
import { apiRoute } from "@/lib/api/handler";
import { userListQuerySchema } from "@/lib/admin/schemas";
import { createUser, listUsers } from "@/lib/admin/users";

export const GET = apiRoute({ access: ["ADMIN"], query: userListQuerySchema }, async ({ query }) => listUsers(query));

export const POST = apiRoute({ access: ["ADMIN"] }, async ({ caller, body }) => createUser(caller, body));
