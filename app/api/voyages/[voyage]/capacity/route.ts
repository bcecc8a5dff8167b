// GET /api/voyages/{voyage}/capacity — space per leg of a voyage (agents, integrators, staff)
import { ApiError } from "@/lib/core/errors";
import { handle } from "@/lib/api/handler";
import { getVoyageCapacityOperation } from "@/lib/api/operations/acceptance";
import { db } from "@/lib/db/prisma";
import { refusal } from "@/lib/i18n/sentences";
import { capacityAnswer } from "@/lib/voyage-space/capacity-schema";
import { findVoyageIdOrThrow } from "@/lib/voyage-space/find-voyage";
import { getVoyageSpace } from "@/lib/voyage-space/voyage-space";

export const GET = handle(getVoyageCapacityOperation, async ({ params, query }) => {
  const space = await getVoyageSpace(db(), await findVoyageIdOrThrow(params.voyage, query.line));
  if (!space) throw new ApiError("NOT_FOUND", refusal("refusals.routes.noSuchVoyage", { voyage: params.voyage }));
  return capacityAnswer(space);
});
