import "server-only";
// What line staff (and admins) control on a voyage's acceptance: the allotment released to the
// portal, and stop sale for the whole voyage or one Pol call. Staff act on their own line only.
import type { z } from "zod";
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { equalsIgnoringCase } from "@/lib/db/literal";
import { getLineVoyageOrThrow } from "@/lib/lines/access";
import { offerFreedSpace } from "@/lib/booking/decision/waitlist";
import { allotmentSchema, stopSaleSchema } from "@/lib/acceptance/schemas";
import { getVoyageSpace, type VoyageSpace } from "@/lib/voyage-space/voyage-space";

/** Lowers (or restores, with null) the space the portal may sell on a voyage; answers the new space. */
export async function setAllotment(
  caller: Caller,
  { voyageId, allotmentRt }: z.output<typeof allotmentSchema>,
): Promise<VoyageSpace> {
  await db().$transaction(async (tx) => {
    // The same lock the save's space check takes: no save counts against a capacity in flux.
    await tx.$executeRaw`SELECT id FROM "Voyage" WHERE id = ${voyageId} FOR NO KEY UPDATE`;
    await getLineVoyageOrThrow(tx, caller, voyageId);
    const v = await tx.voyage.findUniqueOrThrow({
      where: { id: voyageId },
      select: { vessel: { select: { cargoCapacity: true, name: true } } },
    });
    if (allotmentRt !== null && allotmentRt > Number(v.vessel.cargoCapacity)) {
      const message = refusal("refusals.acceptance.allotmentOverCapacity", {
        vessel: v.vessel.name,
        capacity: Number(v.vessel.cargoCapacity),
      });
      throw new ApiError("VALIDATION_FAILED", message, [fieldError("allotmentRt", "too_big", message)]);
    }
    await tx.voyage.update({ where: { id: voyageId }, data: { allotmentRt } });
    // More space released: the sailing's waitlist is offered it, in order (lib/booking/decision/waitlist.ts).
    await offerFreedSpace(tx, voyageId, new Date());
  });
  return (await getVoyageSpace(db(), voyageId))!;
}

/** Stops or reopens sale of a voyage, or of one of its loading calls; answers the new space. */
export async function setStopSale(
  caller: Caller,
  { voyageId, stopped, pol, reason }: z.output<typeof stopSaleSchema>,
): Promise<VoyageSpace> {
  if (stopped && !reason)
    throw new ApiError("VALIDATION_FAILED", refusal("refusals.acceptance.sayWhySaleStops"), [
      fieldError("reason", "required", refusal("refusals.acceptance.sayWhySaleStops")),
    ]);
  const data = stopped
    ? { saleStoppedAt: new Date(), saleStopReason: reason! }
    : { saleStoppedAt: null, saleStopReason: null };
  await db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT id FROM "Voyage" WHERE id = ${voyageId} FOR NO KEY UPDATE`;
    const voyage = await getLineVoyageOrThrow(tx, caller, voyageId);
    if (!pol) {
      await tx.voyage.update({ where: { id: voyageId }, data });
      return;
    }
    const port = await tx.port.findFirst({
      where: { OR: [{ code: equalsIgnoringCase(pol) }, { name: equalsIgnoringCase(pol) }] },
      select: { id: true },
    });
    const calls = voyage.visits.filter((c) => c.portId === port?.id && c.canLoad);
    if (!calls.length) {
      const message = refusal("refusals.acceptance.notLoadingAt", { voyage: voyage.number, pol });
      throw new ApiError("NOT_FOUND", message, [fieldError("pol", "voyage_not_calling", message)]);
    }
    await tx.visit.updateMany({ where: { id: { in: calls.map((c) => c.id) } }, data });
  });
  return (await getVoyageSpace(db(), voyageId))!;
}
