// GET /api/admin/users — every user (filter by role, search); POST — create a user with a temporary password (shown once)
import { handle } from "@/lib/api/handler";
import { createUserOperation, listUsersOperation } from "@/lib/api/operations/admin";
import { createUser, listUsers } from "@/lib/admin/users";

export const GET = handle(listUsersOperation, async ({ query }) => listUsers(query));

export const POST = handle(createUserOperation, async ({ caller, body }) => createUser(caller, body));
