// PUT /api/voyages/{voyage}/allotment — set or clear the space released to the portal (line staff, admins)
import { apiRoute } from "@/lib/api/handler";
import { allotmentBodySchema } from "@/lib/acceptance/schemas";
import { setAllotment } from "@/lib/acceptance/staff-controls";
import { capacityAnswer, capacityQuerySchema } from "@/lib/voyage-space/capacity-schema";
import { findVoyageIdOrThrow } from "@/lib/voyage-space/find-voyage";

export const PUT = apiRoute({ access: ["STAFF", "ADMIN"], query: capacityQuerySchema, body: allotmentBodySchema }, async ({ caller, params, query, body }) => {
  const voyageId = await findVoyageIdOrThrow(params.voyage ?? "", query.line);
  return capacityAnswer(await setAllotment(caller, { ...body, voyageId }));
});
