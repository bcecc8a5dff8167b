import "server-only";
// The space of many voyages at once, for pages that list sailings (the booking form's picker, the
// schedules): two queries whatever the number of voyages, never one per row. Counted exactly as
// getVoyageSpace counts one voyage (same unit formula, same bookings).
import type { PrismaClient, Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { legSpan } from "@/lib/voyage-space/legs";
import { toMilliRt, toRt, ITEM_MILLI_RT_SQL } from "@/lib/voyage-space/revenue-tons";
import type { SailingSpace } from "@/lib/voyage-space/sailing-status";

type Client = PrismaClient | Tx;

export async function getSpaceOfVoyages(
  client: Client,
  voyageIds: readonly number[],
): Promise<Map<number, SailingSpace>> {
  const ids = [...new Set(voyageIds)].filter((id) => Number.isInteger(id) && id > 0);
  const out = new Map<number, SailingSpace>();
  if (ids.length === 0) return out;
  const voyages = await client.voyage.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      allotmentRt: true,
      cancelledAt: true,
      saleStoppedAt: true,
      saleStopReason: true,
      vessel: { select: { cargoCapacity: true } },
      visits: {
        orderBy: { sequence: "asc" },
        select: {
          sequence: true,
          portId: true,
          canLoad: true,
          canDischarge: true,
          saleStoppedAt: true,
          saleStopReason: true,
          port: { select: { code: true } },
        },
      },
    },
  });
  const rows = await client.$queryRaw<{ voyageId: number; polId: number; podId: number | null; milli: bigint }[]>`
    SELECT b."voyageId", b."polId", b."podId", SUM(${Prisma.raw(ITEM_MILLI_RT_SQL)})::bigint AS milli
    FROM "Booking" b
    JOIN "BookingItem" i ON i."bookingId" = b.id
    LEFT JOIN "UnitModel" m ON m.id = i."unitModelId"
    WHERE b."voyageId" = ANY(${ids}::int[]) AND NOT b."isCanceled" AND b."requestType" IS DISTINCT FROM 1
      AND b.confirmation IS DISTINCT FROM 'DECLINED' AND b.confirmation IS DISTINCT FROM 'WAITLISTED'
      AND NOT i."isCanceled" AND i.state <> 'DRAFT'
    GROUP BY b."voyageId", b."polId", b."podId"`;
  for (const v of voyages) {
    const vesselMilli = toMilliRt(Number(v.vessel.cargoCapacity));
    const capacityMilli =
      v.allotmentRt === null ? vesselMilli : Math.min(toMilliRt(Number(v.allotmentRt)), vesselMilli);
    const calls = v.visits.map((c) => ({
      sequence: c.sequence,
      portId: c.portId,
      port: c.port.code,
      canLoad: c.canLoad,
      canDischarge: c.canDischarge,
      open: !c.saleStoppedAt,
      saleStopReason: c.saleStopReason,
    }));
    const booked = new Array<number>(Math.max(calls.length - 1, 0)).fill(0);
    for (const r of rows) {
      if (r.voyageId !== v.id) continue;
      const span = legSpan(calls, r.polId, r.podId);
      if (!span) continue;
      for (let k = span.from; k <= span.to; k++) booked[k] += Number(r.milli);
    }
    out.set(v.id, {
      voyageId: v.id,
      capacityRt: toRt(capacityMilli),
      open: !v.cancelledAt && !v.saleStoppedAt,
      saleStopReason: v.saleStopReason,
      calls,
      freeRt: booked.map((milli) => toRt(capacityMilli - milli)),
    });
  }
  return out;
}
