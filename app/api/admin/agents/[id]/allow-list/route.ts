// GET /api/admin/agents/{id}/allow-list — the agent's allow list; PUT — replace it (the next save from outside it gets 403)
import { apiRoute } from "@/lib/api/handler";
import { getAllowList, replaceAllowList } from "@/lib/admin/allow-list";

export const GET = apiRoute({ access: ["ADMIN"] }, async ({ params }) => getAllowList(Number(params.id)));

export const PUT = apiRoute({ access: ["ADMIN"] }, async ({ caller, params, body }) => replaceAllowList(caller, Number(params.id), body));
