import "server-only";
// A new voyage of a service from its port pattern: the calls of an existing voyage (ports,
// terminals, loading and discharging) copied with every time moved by the same amount, so the
// new first arrival is the one asked for.
import type { z } from "zod";
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { getLineVesselOrThrow, getLineVoyageOrThrow } from "@/lib/lines/access";
import { addVoyageSchema } from "@/lib/lines/schemas";
import { parseLocalDateTime } from "@/lib/time/local-datetime";

const moved = (d: Date | null, ms: number) => (d ? new Date(d.getTime() + ms) : null);

export async function addVoyage(
  caller: Caller,
  v: z.output<typeof addVoyageSchema>,
): Promise<{ id: number; number: string }> {
  return db().$transaction(async (tx) => {
    const source = await getLineVoyageOrThrow(tx, caller, v.sourceVoyageId);
    if (!source.visits.length)
      throw new ApiError("NOT_ALLOWED", refusal("refusals.lines.noCallsToCopy", { voyage: source.number }));
    let vesselId = source.vesselId;
    if (v.vesselId !== "") {
      const vessel = await getLineVesselOrThrow(tx, caller, v.vesselId);
      if (vessel.lineId !== source.lineId)
        throw new ApiError("NOT_FOUND", refusal("refusals.lines.noSuchVessel", { id: v.vesselId }));
      vesselId = vessel.id;
    }
    const taken = await tx.voyage.findUnique({
      where: { lineId_number: { lineId: source.lineId, number: v.number } },
      select: { id: true },
    });
    if (taken)
      throw new ApiError("VALIDATION_FAILED", refusal("refusals.lines.voyageTaken", { voyage: v.number }), [
        fieldError("number", "taken", refusal("refusals.lines.voyageTaken", { voyage: v.number })),
      ]);

    const by = parseLocalDateTime(v.firstArrival)!.getTime() - source.visits[0].arrival.getTime();
    const visits = source.visits.map((c) => ({
      sequence: c.sequence,
      portId: c.portId,
      terminalId: c.terminalId,
      arrival: moved(c.arrival, by)!,
      departure: moved(c.departure, by)!,
      cutOff: moved(c.cutOff, by),
      canLoad: c.canLoad,
      canDischarge: c.canDischarge,
    }));
    const created = await tx.voyage.create({
      data: {
        lineId: source.lineId,
        vesselId,
        number: v.number,
        scheduleCategory: source.scheduleCategory,
        sailingRoute: source.sailingRoute,
        maxUnitHeight: source.maxUnitHeight,
        maxUnitWidth: source.maxUnitWidth,
        maxUnitWeight: source.maxUnitWeight,
        startsAt: visits[0].arrival,
        endsAt: visits[visits.length - 1].departure,
        visits: { create: visits },
      },
      select: { id: true, number: true },
    });
    return created;
  });
}
