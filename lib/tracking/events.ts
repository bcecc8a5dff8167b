import "server-only";
// GET /api/events: a caller's booking events (agents: their bookings; staff: their line's; admins:
// all), oldest first, with a cursor to replay from.
//
// Why the cursor is (txid, id) and not the id alone: ids come from a sequence when a row is
// inserted, but rows become visible when their transaction commits, and transactions commit in
// any order. A reader that had returned id 101 (committed) while id 100 was still in flight
// would skip 100 for good. Each event row therefore carries the id of the transaction that wrote
// it (`txid`, pg_current_xact_id()), and a read hands out only events of transactions older than
// the oldest one still running (`pg_snapshot_xmin` of the statement's own snapshot): every
// transaction below that horizon has finished, so no event can appear there later. Events are
// ordered by (txid, id), the cursor is the last position handed out, and a read that returns fewer
// events than asked moves the cursor up to the horizon. So a replay from any cursor sees each
// event once — no gap, no repeat — however writers interleave; an event shows up as soon as every
// transaction that started before its own has finished (milliseconds, unless some transaction
// stays open). txid is the 64-bit xid (epoch included): it never wraps.
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/core/errors";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { visibleBookingsSql } from "@/lib/booking/rules/visibility";
import type { EventList, TrackingEventView } from "@/lib/tracking/events-schema";
import { eventsQuerySchema, type EventsQuery } from "@/lib/tracking/events-schema";

/** Past any id (int4): a cursor at (txid, END) has taken every event of that transaction. */
const END = 2_147_483_647;

interface Position {
  txid: bigint;
  id: number;
}

export function encodeCursor(p: Position): string {
  return Buffer.from(`${p.txid}.${p.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): Position {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const m = /^(\d{1,19})\.(\d{1,10})$/.exec(text);
  if (!m || BigInt(m[1]) > 9_223_372_036_854_775_807n || Number(m[2]) > END)
    throw new ApiError("BAD_REQUEST", "The cursor is not one this API gave out.", [
      { path: "cursor", code: "invalid_cursor", message: "Send back a cursor exactly as an answer gave it." },
    ]);
  return { txid: BigInt(m[1]), id: Number(m[2]) };
}

interface Row {
  id: number;
  txid: bigint;
  eventId: string;
  eventType: TrackingEventView["eventType"];
  classifier: TrackingEventView["eventClassifierCode"];
  code: string;
  eventDateTime: Date;
  createdAt: Date;
  details: { previous?: string; remark?: string; milestone?: string } | null;
  bookingCode: string;
  vin: string | null;
  voyage: string | null;
  vesselName: string | null;
  imo: string | null;
  portCode: string | null;
  portName: string | null;
}

function view(r: Row): TrackingEventView {
  const e: TrackingEventView = {
    eventID: r.eventId,
    eventType: r.eventType,
    eventClassifierCode: r.classifier,
    eventDateTime: r.eventDateTime.toISOString(),
    eventCreatedDateTime: r.createdAt.toISOString(),
    documentReferences: [{ documentReferenceType: "BKG", documentReferenceValue: r.bookingCode }],
    references: r.vin ? [{ referenceType: "VIN", referenceValue: r.vin }] : [],
    transportCall: {
      carrierVoyageNumber: r.voyage,
      UNLocationCode: r.portCode,
      locationName: r.portName,
      modeOfTransport: "VESSEL",
      vessel: r.vesselName ? { vesselIMONumber: r.imo, vesselName: r.vesselName } : null,
    },
  };
  if (r.eventType === "EQUIPMENT") {
    e.equipmentEventTypeCode = r.code as TrackingEventView["equipmentEventTypeCode"];
    e.equipmentReference = r.vin;
  } else if (r.eventType === "TRANSPORT") {
    e.transportEventTypeCode = r.code as TrackingEventView["transportEventTypeCode"];
  } else {
    e.shipmentEventTypeCode = r.code as TrackingEventView["shipmentEventTypeCode"];
    e.documentTypeCode = r.details?.milestone === "CUSTOMS_CLEARED" ? "CUS" : "BKG";
  }
  if (r.classifier !== "ACT") {
    e.changeRemark = r.details?.remark ?? null;
    e.previousEventDateTime = r.details?.previous ?? null;
  }
  return e;
}

export async function listEvents(caller: Caller, input: EventsQuery): Promise<EventList> {
  const q = eventsQuerySchema.parse(input);
  const after = q.cursor ? decodeCursor(q.cursor) : { txid: 0n, id: 0 };
  const filters: Prisma.Sql[] = [visibleBookingsSql(caller)];
  if (q.bookingCode) filters.push(Prisma.sql`b."bookingCode" = ${q.bookingCode}`);
  if (q.eventType) filters.push(Prisma.sql`e."eventType" = ${q.eventType}`);
  if (q.vin)
    filters.push(Prisma.sql`(i.chassis = ${q.vin} OR (e."itemId" IS NULL AND EXISTS (
      SELECT 1 FROM "BookingItem" x WHERE x."bookingId" = b.id AND x.chassis = ${q.vin})))`);
  // One statement: the horizon and the events below it come from the same snapshot.
  const found = await db().$queryRaw<((Row & { horizon: bigint }) | (Partial<Row> & { id: null; horizon: bigint }))[]>`
    WITH horizon AS (SELECT ((pg_snapshot_xmin(pg_current_snapshot()))::text)::bigint AS xmin)
    SELECT h.xmin AS horizon, ev.* FROM horizon h LEFT JOIN LATERAL (
      SELECT e.id, e.txid, e."eventId"::text AS "eventId", e."eventType", e.classifier, e.code,
             e."eventDateTime", e."createdAt", e.details, b."bookingCode", i."serialNumber" AS vin,
             v.number AS voyage, ve.name AS "vesselName", ve.imo, p.code AS "portCode", p.name AS "portName"
        FROM "TrackingEvent" e
        JOIN "Booking" b ON b.id = e."bookingId"
        LEFT JOIN "BookingItem" i ON i.id = e."itemId"
        LEFT JOIN "Voyage" v ON v.id = b."voyageId"
        LEFT JOIN "Vessel" ve ON ve.id = v."vesselId"
        LEFT JOIN "Port" p ON p.id = e."portId"
       WHERE e.txid < h.xmin AND (e.txid, e.id) > (${after.txid}::bigint, ${after.id}::int)
         AND ${Prisma.join(filters, " AND ")}
       ORDER BY e.txid, e.id
       LIMIT ${q.limit}) ev ON true`;
  const rows = found.filter((r): r is Row & { horizon: bigint } => r.id !== null);
  let cursor: Position;
  if (rows.length === q.limit) {
    const last = rows[rows.length - 1];
    cursor = { txid: BigInt(last.txid), id: last.id };
  } else {
    // Every matching event below the horizon was handed out: the next read starts there.
    const top = { txid: BigInt(found[0].horizon) - 1n, id: END };
    cursor = top.txid > after.txid || (top.txid === after.txid && top.id > after.id) ? top : after;
  }
  return { events: rows.map(view), cursor: encodeCursor(cursor) };
}

/**
 * The hook for events of other features (the line's booking decisions: shipment events CONF / REJE
 * with document BKG): call it in the decision's own transaction, so the event commits with it and
 * the cursor above covers it like any other.
 */
export async function writeShipmentEvent(
  tx: Prisma.TransactionClient,
  event: {
    bookingId: number;
    code: "CONF" | "REJE" | "PENU" | "RECE";
    classifier?: "ACT" | "EST" | "PLN";
    at: Date;
    remark?: string;
  },
): Promise<void> {
  await tx.trackingEvent.create({
    data: {
      bookingId: event.bookingId,
      eventType: "SHIPMENT",
      classifier: event.classifier ?? "ACT",
      code: event.code,
      eventDateTime: event.at,
      details: event.remark ? { remark: event.remark } : undefined,
    },
  });
}
