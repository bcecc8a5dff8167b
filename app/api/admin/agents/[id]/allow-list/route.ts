// GET /api/admin/agents/{id}/allow-list — the agent's allow list; PUT — replace it (the next save from outside it gets 403)
import { handle } from "@/lib/api/handler";
import { getAllowListOperation, replaceAllowListOperation } from "@/lib/api/operations/admin";
import { getAllowList, replaceAllowList } from "@/lib/admin/allow-list";

export const GET = handle(getAllowListOperation, async ({ params }) => getAllowList(params.id));

export const PUT = handle(replaceAllowListOperation, async ({ caller, params, body }) =>
  replaceAllowList(caller, params.id, body),
);
