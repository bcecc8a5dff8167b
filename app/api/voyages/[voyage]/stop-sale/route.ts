// POST /api/voyages/{voyage}/stop-sale — stop or reopen sale of a voyage or one of its Pols (line staff, admins)
import { handle } from "@/lib/api/handler";
import { setStopSale } from "@/lib/acceptance/staff-controls";
import { setVoyageStopSaleOperation } from "@/lib/api/operations/acceptance";
import { capacityAnswer } from "@/lib/voyage-space/capacity-schema";
import { findVoyageIdOrThrow } from "@/lib/voyage-space/find-voyage";

export const POST = handle(setVoyageStopSaleOperation, async ({ caller, params, query, body }) =>
  capacityAnswer(
    await setStopSale(caller, { ...body, voyageId: await findVoyageIdOrThrow(params.voyage, query.line) }),
  ),
);
