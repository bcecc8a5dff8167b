// PUT /api/voyages/{voyage}/allotment — set or clear the space released to the portal (line staff, admins)
import { handle } from "@/lib/api/handler";
import { setAllotment } from "@/lib/acceptance/staff-controls";
import { setVoyageAllotmentOperation } from "@/lib/api/operations/acceptance";
import { capacityAnswer } from "@/lib/voyage-space/capacity-schema";
import { findVoyageIdOrThrow } from "@/lib/voyage-space/find-voyage";

export const PUT = handle(setVoyageAllotmentOperation, async ({ caller, params, query, body }) =>
  capacityAnswer(
    await setAllotment(caller, { ...body, voyageId: await findVoyageIdOrThrow(params.voyage, query.line) }),
  ),
);
