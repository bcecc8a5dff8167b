// POST /api/voyages/{voyage}/stop-sale — stop or reopen sale of a voyage or one of its Pols (line staff, admins)
import { apiRoute } from "@/lib/api/handler";
import { stopSaleBodySchema } from "@/lib/acceptance/schemas";
import { setStopSale } from "@/lib/acceptance/staff-controls";
import { capacityAnswer, capacityQuerySchema } from "@/lib/voyage-space/capacity-schema";
import { findVoyageIdOrThrow } from "@/lib/voyage-space/find-voyage";

export const POST = apiRoute({ access: ["STAFF", "ADMIN"], query: capacityQuerySchema, body: stopSaleBodySchema }, async ({ caller, params, query, body }) => {
  const voyageId = await findVoyageIdOrThrow(params.voyage ?? "", query.line);
  return capacityAnswer(await setStopSale(caller, { ...body, voyageId }));
});
