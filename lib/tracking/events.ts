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
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { visibleBookingsSql } from "@/lib/booking/rules/visibility";
import type { BookingDecisionDetails, EventList, ShipmentEventCode } from "@/lib/tracking/events-schema";
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
    throw new ApiError("BAD_REQUEST", refusal("refusals.tracking.foreignCursor"), [
      fieldError("cursor", "invalid_cursor", refusal("refusals.tracking.sendCursorBack")),
    ]);
  return { txid: BigInt(m[1]), id: Number(m[2]) };
}

const ISO = `YYYY-MM-DD"T"HH24:MI:SS.MS"Z"`;

/**
 * The events as JSON text written by PostgreSQL (the shape of trackingEventSchema), and the cursor:
 * the route sends the text as it is.
 */
export async function listEventsText(caller: Caller, input: EventsQuery): Promise<string> {
  const q = eventsQuerySchema.parse(input);
  const after = q.cursor ? decodeCursor(q.cursor) : { txid: 0n, id: 0 };
  const filters: Prisma.Sql[] = [visibleBookingsSql(caller)];
  if (q.bookingCode) filters.push(Prisma.sql`b."bookingCode" = ${q.bookingCode}`);
  if (q.eventType) filters.push(Prisma.sql`e."eventType" = ${q.eventType}`);
  const from = q["eventCreatedDateTime:gte"];
  const before = q["eventCreatedDateTime:lt"];
  if (from) filters.push(Prisma.sql`e."createdAt" >= ${new Date(from)}`);
  if (before) filters.push(Prisma.sql`e."createdAt" < ${new Date(before)}`);
  if (q.vin)
    filters.push(Prisma.sql`(i.chassis = ${q.vin} OR (e."itemId" IS NULL AND EXISTS (
      SELECT 1 FROM "BookingItem" x WHERE x."bookingId" = b.id AND x.chassis = ${q.vin})))`);
  // One statement: the horizon and the events below it come from the same snapshot.
  const [page] = await db().$queryRaw<
    { horizon: bigint; count: number; lastTxid: bigint | null; lastId: number | null; events: string }[]
  >`
    WITH horizon AS (SELECT ((pg_snapshot_xmin(pg_current_snapshot()))::text)::bigint AS xmin),
    page AS (
      SELECT e.id, e.txid, e."eventId", e."eventType", e.classifier, e.code, e."eventDateTime", e."createdAt", e.details,
             b."bookingCode", i."serialNumber" AS vin, v.number AS voyage, ve.name AS "vesselName", ve.imo,
             p.code AS "portCode", p.name AS "portName"
        FROM horizon h
        JOIN "TrackingEvent" e ON e.txid < h.xmin
        JOIN "Booking" b ON b.id = e."bookingId"
        LEFT JOIN "BookingItem" i ON i.id = e."itemId"
        LEFT JOIN "Voyage" v ON v.id = b."voyageId"
        LEFT JOIN "Vessel" ve ON ve.id = v."vesselId"
        LEFT JOIN "Port" p ON p.id = e."portId"
       WHERE (e.txid, e.id) > (${after.txid}::bigint, ${after.id}::int) AND ${Prisma.join(filters, " AND ")}
       ORDER BY e.txid, e.id
       LIMIT ${q.limit})
    SELECT h.xmin AS horizon,
           (SELECT count(*)::int FROM page) AS count,
           l.txid AS "lastTxid", l.id AS "lastId",
           coalesce((SELECT json_agg(
             jsonb_build_object(
               'eventID', e."eventId"::text,
               'eventType', e."eventType",
               'eventClassifierCode', e.classifier,
               'eventDateTime', to_char(e."eventDateTime" AT TIME ZONE 'UTC', ${ISO}),
               'eventCreatedDateTime', to_char(e."createdAt" AT TIME ZONE 'UTC', ${ISO}),
               'documentReferences', jsonb_build_array(jsonb_build_object('documentReferenceType', 'BKG', 'documentReferenceValue', e."bookingCode")),
               'references', CASE WHEN e.vin IS NULL THEN '[]'::jsonb
                                  ELSE jsonb_build_array(jsonb_build_object('referenceType', 'VIN', 'referenceValue', e.vin)) END,
               'transportCall', jsonb_build_object(
                 'carrierVoyageNumber', e.voyage, 'UNLocationCode', e."portCode", 'locationName', e."portName", 'modeOfTransport', 'VESSEL',
                 'vessel', CASE WHEN e."vesselName" IS NULL THEN NULL
                                ELSE jsonb_build_object('vesselIMONumber', e.imo, 'vesselName', e."vesselName") END))
             || CASE e."eventType"
                  WHEN 'EQUIPMENT' THEN jsonb_build_object('equipmentEventTypeCode', e.code, 'equipmentReference', e.vin)
                  WHEN 'TRANSPORT' THEN jsonb_build_object('transportEventTypeCode', e.code)
                  ELSE jsonb_build_object('shipmentEventTypeCode', e.code, 'documentTypeCode',
                         CASE WHEN e.details->>'milestone' = 'CUSTOMS_CLEARED' THEN 'CUS' ELSE 'BKG' END) END
             || CASE WHEN e.details->'decision' IS NULL THEN '{}'::jsonb
                     ELSE jsonb_build_object('reason', e.details->>'reason', 'bookingDecision', e.details->'decision') END
             || CASE WHEN e.classifier = 'ACT' THEN '{}'::jsonb
                     ELSE jsonb_build_object('changeRemark', e.details->>'remark', 'previousEventDateTime', e.details->>'previous') END
             ORDER BY e.txid, e.id) FROM page e), '[]')::text AS events
      FROM horizon h
      LEFT JOIN LATERAL (SELECT txid, id FROM page ORDER BY txid DESC, id DESC LIMIT 1) l ON true`;
  let cursor: Position;
  if (page.count === q.limit) {
    cursor = { txid: BigInt(page.lastTxid!), id: page.lastId! };
  } else {
    // Every matching event below the horizon was handed out: the next read starts there.
    const top = { txid: BigInt(page.horizon) - 1n, id: END };
    cursor = top.txid > after.txid || (top.txid === after.txid && top.id > after.id) ? top : after;
  }
  return `{"events":${page.events},"cursor":${JSON.stringify(encodeCursor(cursor))}}`;
}

export async function listEvents(caller: Caller, input: EventsQuery): Promise<EventList> {
  return JSON.parse(await listEventsText(caller, input)) as EventList;
}

/**
 * A shipment event of the line's decision on a booking (lib/booking/decision/decision-event.ts
 * writes one per decision): call it in the decision's own transaction, so the event commits with
 * it and the cursor above covers it like any other. `remark` is for tests and notes that are not
 * a decision.
 */
export async function writeShipmentEvent(
  tx: Prisma.TransactionClient,
  event: {
    bookingId: number;
    code: ShipmentEventCode;
    classifier?: "ACT" | "EST" | "PLN";
    at: Date;
    remark?: string;
    decision?: BookingDecisionDetails;
    reason?: string | null;
  },
): Promise<void> {
  const details: { remark?: string; reason?: string; decision?: BookingDecisionDetails } = {};
  if (event.remark) details.remark = event.remark;
  if (event.reason) details.reason = event.reason;
  if (event.decision) details.decision = event.decision;
  await tx.trackingEvent.create({
    data: {
      bookingId: event.bookingId,
      eventType: "SHIPMENT",
      classifier: event.classifier ?? "ACT",
      code: event.code,
      eventDateTime: event.at,
      details: Object.keys(details).length ? details : undefined,
    },
  });
}
