import "server-only";
// The space of one voyage, leg by leg: capacity (the vessel's cargoCapacity, or the allotment
// staff released to the portal), and the revenue tons booked on each leg between consecutive
// calls. Every booked, not cancelled, not draft unit of a booking that is not cancelled (nor a
// quotation) occupies its RT on every leg from its booking's Pol to its Pod.
import type { PrismaClient, Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { legSpan, type RotationCall } from "@/lib/voyage-space/legs";
import { toMilliRt, toRt, UNIT_MILLI_RT_SQL } from "@/lib/voyage-space/revenue-tons";

type Client = PrismaClient | Tx;

export interface VoyageCall extends RotationCall {
  id: number;
  sequence: number;
  portCode: string;
  portName: string;
  timeZone: string;
  terminalId: number | null;
  /** port-local wall clock (UTC fields hold it) */
  arrival: Date;
  departure: Date;
  cutOff: Date | null;
  /** stop sale at this call */
  saleStoppedAt: Date | null;
  saleStopReason: string | null;
}

export interface VoyageSailing {
  id: number;
  number: string;
  lineId: number;
  vesselName: string;
  vesselCapacityMilli: number;
  allotmentMilli: number | null;
  /** what the voyage may carry on any leg: the allotment when set, else the vessel's capacity */
  capacityMilli: number;
  maxUnitHeight: number | null;
  maxUnitWidth: number | null;
  maxUnitWeight: number | null;
  cancelledAt: Date | null;
  saleStoppedAt: Date | null;
  saleStopReason: string | null;
  calls: VoyageCall[];
}

const SAILING_SELECT = {
  id: true,
  number: true,
  lineId: true,
  allotmentRt: true,
  maxUnitHeight: true,
  maxUnitWidth: true,
  maxUnitWeight: true,
  cancelledAt: true,
  saleStoppedAt: true,
  saleStopReason: true,
  vessel: { select: { name: true, cargoCapacity: true } },
  visits: {
    orderBy: { sequence: "asc" },
    select: {
      id: true, sequence: true, portId: true, terminalId: true, arrival: true, departure: true, cutOff: true,
      canLoad: true, canDischarge: true, saleStoppedAt: true, saleStopReason: true,
      port: { select: { code: true, name: true, timeZone: true } },
    },
  },
} as const satisfies Prisma.VoyageSelect;

const num = (d: Prisma.Decimal | null): number | null => (d === null ? null : Number(d));

/** A voyage with its rotation, limits and capacity; null when there is none with this id. */
export async function loadSailing(client: Client, voyageId: number): Promise<VoyageSailing | null> {
  const v = await client.voyage.findUnique({ where: { id: voyageId }, select: SAILING_SELECT });
  if (!v) return null;
  const vesselCapacityMilli = toMilliRt(Number(v.vessel.cargoCapacity));
  const allotmentMilli = v.allotmentRt === null ? null : toMilliRt(Number(v.allotmentRt));
  return {
    id: v.id,
    number: v.number,
    lineId: v.lineId,
    vesselName: v.vessel.name,
    vesselCapacityMilli,
    allotmentMilli,
    capacityMilli: allotmentMilli === null ? vesselCapacityMilli : Math.min(allotmentMilli, vesselCapacityMilli),
    maxUnitHeight: num(v.maxUnitHeight),
    maxUnitWidth: num(v.maxUnitWidth),
    maxUnitWeight: num(v.maxUnitWeight),
    cancelledAt: v.cancelledAt,
    saleStoppedAt: v.saleStoppedAt,
    saleStopReason: v.saleStopReason,
    calls: v.visits.map(({ port, ...c }) => ({ ...c, portCode: port.code, portName: port.name, timeZone: port.timeZone })),
  };
}

/** Milli-RT booked on each leg (index k: call k → call k+1), leaving out one booking when asked. */
export async function bookedMilliPerLeg(client: Client, sailing: VoyageSailing, options: { excludeBookingId?: number | null } = {}): Promise<number[]> {
  const exclude = options.excludeBookingId ?? 0;
  const rows = await client.$queryRaw<{ polId: number; podId: number | null; milli: bigint }[]>`
    SELECT b."polId", b."podId", SUM(${Prisma.raw(UNIT_MILLI_RT_SQL)})::bigint AS milli
    FROM "Booking" b
    JOIN "BookingItem" i ON i."bookingId" = b.id
    LEFT JOIN "UnitModel" m ON m.id = i."unitModelId"
    WHERE b."voyageId" = ${sailing.id} AND NOT b."isCanceled" AND b."requestType" IS DISTINCT FROM 1
      AND NOT i."isCanceled" AND i.state <> 'DRAFT' AND b.id <> ${exclude}
    GROUP BY b."polId", b."podId"`;
  const legs = new Array<number>(Math.max(sailing.calls.length - 1, 0)).fill(0);
  for (const r of rows) {
    const span = legSpan(sailing.calls, r.polId, r.podId);
    if (!span) continue; // cargo of a call the voyage no longer makes takes no leg
    for (let k = span.from; k <= span.to; k++) legs[k] += Number(r.milli);
  }
  return legs;
}

export interface VoyageLeg {
  fromSequence: number;
  from: string;
  fromName: string;
  to: string;
  toName: string;
  bookedRt: number;
  freeRt: number;
}

export interface VoyageSpace {
  voyageId: number;
  voyage: string;
  lineId: number;
  vessel: string;
  vesselCapacityRt: number;
  allotmentRt: number | null;
  capacityRt: number;
  /** open for sale: not cancelled, no stop sale on the voyage */
  open: boolean;
  saleStopReason: string | null;
  calls: { sequence: number; port: string; portName: string; canLoad: boolean; canDischarge: boolean; open: boolean; saleStopReason: string | null }[];
  legs: VoyageLeg[];
}

/** The capacity read: legs in rotation order with booked and free RT (free may be negative after an allotment cut). */
export async function getVoyageSpace(client: Client, voyageId: number): Promise<VoyageSpace | null> {
  const sailing = await loadSailing(client, voyageId);
  if (!sailing) return null;
  const booked = await bookedMilliPerLeg(client, sailing);
  const { calls } = sailing;
  return {
    voyageId: sailing.id,
    voyage: sailing.number,
    lineId: sailing.lineId,
    vessel: sailing.vesselName,
    vesselCapacityRt: toRt(sailing.vesselCapacityMilli),
    allotmentRt: sailing.allotmentMilli === null ? null : toRt(sailing.allotmentMilli),
    capacityRt: toRt(sailing.capacityMilli),
    open: !sailing.cancelledAt && !sailing.saleStoppedAt,
    saleStopReason: sailing.saleStopReason,
    calls: calls.map((c) => ({ sequence: c.sequence, port: c.portCode, portName: c.portName, canLoad: c.canLoad, canDischarge: c.canDischarge, open: !c.saleStoppedAt, saleStopReason: c.saleStopReason })),
    legs: booked.map((milli, k) => ({
      fromSequence: calls[k].sequence,
      from: calls[k].portCode,
      fromName: calls[k].portName,
      to: calls[k + 1].portCode,
      toName: calls[k + 1].portName,
      bookedRt: toRt(milli),
      freeRt: toRt(sailing.capacityMilli - milli),
    })),
  };
}
