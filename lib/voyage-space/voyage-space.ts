import "server-only";
// The space of one voyage, leg by leg: capacity (the vessel's cargoCapacity, or the allotment
// staff released to the portal), and the revenue tons booked on each leg between consecutive
// calls. Every booked, not cancelled, not draft unit of a booking that is not cancelled (nor a
// quotation, nor declined or waitlisted by the line) occupies its RT on every leg from its booking's Pol to its Pod.
import type { PrismaClient, Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { legSpan, type RotationCall } from "@/lib/voyage-space/legs";
import {
  ATTACHED_SUB_UNIT_ROW_MILLI_RT_SQL,
  toMilliRt,
  toRt,
  UNIT_MILLI_RT_SQL,
} from "@/lib/voyage-space/revenue-tons";

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

/** The voyage's own columns a sailing is read with: its limits and whether it sells. */
interface VoyageColumns {
  id: number;
  number: string;
  lineId: number;
  maxUnitHeight: number | null;
  maxUnitWidth: number | null;
  maxUnitWeight: number | null;
  cancelledAt: Date | null;
  saleStoppedAt: Date | null;
  saleStopReason: string | null;
}

export interface VoyageSailing extends VoyageColumns {
  vesselName: string;
  vesselCapacityMilli: number;
  allotmentMilli: number | null;
  /** what the voyage may carry on any leg: the allotment when set, else the vessel's capacity */
  capacityMilli: number;
  calls: VoyageCall[];
}

interface SailingRow extends VoyageColumns {
  allotmentRt: number | null;
  vesselName: string;
  cargoCapacity: number;
  /** json: timestamps as "YYYY-MM-DDTHH:MM:SS(.fff)" wall clocks */
  calls: (Omit<VoyageCall, "arrival" | "departure" | "cutOff" | "saleStoppedAt"> & {
    arrival: string;
    departure: string;
    cutOff: string | null;
    saleStoppedAt: string | null;
  })[];
}

/** A `timestamp without time zone` read through json: its fields are the stored (UTC) fields. */
const fromJsonTimestamp = (text: string): Date => new Date(`${text}Z`);

/**
 * A voyage with its rotation, limits and capacity; null when there is none with this id. One
 * statement (the save runs it on every booking that names a voyage; Prisma's nested select
 * would make four round trips).
 */
export async function loadSailing(client: Client, voyageId: number): Promise<VoyageSailing | null> {
  return (await loadSailings(client, [voyageId])).get(voyageId) ?? null;
}

/** Several voyages at once (the sailing search judges a lane's sailings together), by id. */
export async function loadSailings(client: Client, voyageIds: readonly number[]): Promise<Map<number, VoyageSailing>> {
  if (!voyageIds.length) return new Map();
  const rows = await client.$queryRaw<SailingRow[]>`
    SELECT v.id, v.number, v."lineId", v."allotmentRt"::float8 AS "allotmentRt",
      v."maxUnitHeight"::float8 AS "maxUnitHeight", v."maxUnitWidth"::float8 AS "maxUnitWidth", v."maxUnitWeight"::float8 AS "maxUnitWeight",
      v."cancelledAt", v."saleStoppedAt", v."saleStopReason", s.name AS "vesselName", s."cargoCapacity"::float8 AS "cargoCapacity",
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', c.id, 'sequence', c.sequence, 'portId', c."portId", 'terminalId', c."terminalId",
          'arrival', c.arrival, 'departure', c.departure, 'cutOff', c."cutOff", 'canLoad', c."canLoad", 'canDischarge', c."canDischarge",
          'saleStoppedAt', c."saleStoppedAt", 'saleStopReason', c."saleStopReason",
          'portCode', p.code, 'portName', p.name, 'timeZone', p."timeZone") ORDER BY c.sequence)
        FROM "Visit" c JOIN "Port" p ON p.id = c."portId" WHERE c."voyageId" = v.id), '[]'::json) AS calls
    FROM "Voyage" v JOIN "Vessel" s ON s.id = v."vesselId"
    WHERE v.id = ANY(${[...voyageIds]}::int[])`;
  return new Map(rows.map((v) => [v.id, sailingOf(v)]));
}

function sailingOf(v: SailingRow): VoyageSailing {
  const vesselCapacityMilli = toMilliRt(v.cargoCapacity);
  const allotmentMilli = v.allotmentRt === null ? null : toMilliRt(v.allotmentRt);
  return {
    id: v.id,
    number: v.number,
    lineId: v.lineId,
    vesselName: v.vesselName,
    vesselCapacityMilli,
    allotmentMilli,
    capacityMilli: allotmentMilli === null ? vesselCapacityMilli : Math.min(allotmentMilli, vesselCapacityMilli),
    maxUnitHeight: v.maxUnitHeight,
    maxUnitWidth: v.maxUnitWidth,
    maxUnitWeight: v.maxUnitWeight,
    cancelledAt: v.cancelledAt,
    saleStoppedAt: v.saleStoppedAt,
    saleStopReason: v.saleStopReason,
    calls: v.calls.map((c) => ({
      ...c,
      arrival: fromJsonTimestamp(c.arrival),
      departure: fromJsonTimestamp(c.departure),
      cutOff: c.cutOff === null ? null : fromJsonTimestamp(c.cutOff),
      saleStoppedAt: c.saleStoppedAt === null ? null : fromJsonTimestamp(c.saleStoppedAt),
    })),
  };
}

/** Milli-RT booked on each leg (index k: call k → call k+1), leaving out one booking when asked. */
export async function bookedMilliPerLeg(
  client: Client,
  sailing: VoyageSailing,
  options: { excludeBookingId?: number | null } = {},
): Promise<number[]> {
  return (await bookedMilliPerLegOf(client, [sailing], options)).get(sailing.id)!;
}

/** The same for several sailings in one statement (the sailing search), by voyage id. */
export async function bookedMilliPerLegOf(
  client: Client,
  sailings: readonly VoyageSailing[],
  options: { excludeBookingId?: number | null } = {},
): Promise<Map<number, number[]>> {
  const exclude = options.excludeBookingId ?? 0;
  const ids = sailings.map((s) => s.id);
  // Units alike (same model, same own measures) are counted once and multiplied: a voyage's cars
  // are mostly catalogue models without measures of their own, so the catalogue is joined and
  // the formula run per kind of unit rather than per unit. An item counts Quantity units, and
  // each attached sub unit takes its own space (lib/voyage-space/revenue-tons.ts).
  const rows = ids.length
    ? await client.$queryRaw<{ voyageId: number; polId: number; podId: number | null; milli: bigint }[]>`
    WITH items AS (
      SELECT b."voyageId", b."polId", b."podId", i.id, i."unitModelId", i.length, i.width, i.height, i.weight,
        GREATEST(COALESCE(i.quantity, 1), 1) AS q
      FROM "Booking" b
      JOIN "BookingItem" i ON i."bookingId" = b.id
      WHERE b."voyageId" = ANY(${ids}::int[]) AND NOT b."isCanceled" AND b."requestType" IS DISTINCT FROM 1
      AND b.confirmation IS DISTINCT FROM 'DECLINED' AND b.confirmation IS DISTINCT FROM 'WAITLISTED'
        AND NOT i."isCanceled" AND i.state <> 'DRAFT' AND b.id <> ${exclude}),
    units AS (
      SELECT "voyageId", "polId", "podId", "unitModelId", length, width, height, weight, SUM(q) AS n
      FROM items GROUP BY 1, 2, 3, 4, 5, 6, 7, 8),
    parts AS (
      SELECT i."voyageId", i."polId", i."podId", i.n * ${Prisma.raw(UNIT_MILLI_RT_SQL)} AS milli
      FROM units i LEFT JOIN "UnitModel" m ON m.id = i."unitModelId"
      UNION ALL
      SELECT it."voyageId", it."polId", it."podId", ${Prisma.raw(ATTACHED_SUB_UNIT_ROW_MILLI_RT_SQL)} AS milli
      FROM items it JOIN "BookingSubUnit" s ON s."itemId" = it.id
      WHERE NOT s."isCanceled" AND lower(s."relationType") = 'attached')
    SELECT "voyageId", "polId", "podId", SUM(milli)::bigint AS milli FROM parts GROUP BY 1, 2, 3`
    : [];
  const out = new Map<number, number[]>();
  for (const sailing of sailings) {
    const legs = new Array<number>(Math.max(sailing.calls.length - 1, 0)).fill(0);
    for (const r of rows) {
      if (r.voyageId !== sailing.id) continue;
      const span = legSpan(sailing.calls, r.polId, r.podId);
      if (!span) continue; // cargo of a call the voyage no longer makes takes no leg
      for (let k = span.from; k <= span.to; k++) legs[k] += Number(r.milli);
    }
    out.set(sailing.id, legs);
  }
  return out;
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
  calls: {
    sequence: number;
    port: string;
    portName: string;
    canLoad: boolean;
    canDischarge: boolean;
    open: boolean;
    saleStopReason: string | null;
  }[];
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
    calls: calls.map((c) => ({
      sequence: c.sequence,
      port: c.portCode,
      portName: c.portName,
      canLoad: c.canLoad,
      canDischarge: c.canDischarge,
      open: !c.saleStoppedAt,
      saleStopReason: c.saleStopReason,
    })),
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
