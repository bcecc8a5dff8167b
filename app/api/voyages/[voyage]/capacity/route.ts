// GET /api/voyages/{voyage}/capacity — space per leg of a voyage (agents, integrators, staff)
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { db } from "@/lib/db/prisma";
import { capacityQuerySchema, type VoyageCapacity } from "@/lib/voyage-space/capacity-schema";
import { findVoyageIdOrThrow } from "@/lib/voyage-space/find-voyage";
import { getVoyageSpace } from "@/lib/voyage-space/voyage-space";

export const GET = apiRoute({ access: ["AGENT", "STAFF", "ADMIN"], query: capacityQuerySchema }, async ({ params, query }) => {
  const space = await getVoyageSpace(db(), await findVoyageIdOrThrow(params.voyage ?? "", query.line));
  if (!space) throw new ApiError("NOT_FOUND", `No voyage ${params.voyage}.`);
  const answer: VoyageCapacity = {
    voyage: space.voyage,
    vessel: space.vessel,
    capacityRt: space.capacityRt,
    open: space.open,
    legs: space.legs.map(({ from, to, bookedRt, freeRt }) => ({ from, to, bookedRt, freeRt })),
  };
  return answer;
});
