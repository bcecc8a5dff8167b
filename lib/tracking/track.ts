import "server-only";
// The public tracking read: a booking found by its code and one unit's VIN end (or by a share
// link), answered as PostgreSQL writes it in one statement over the exact fields of the
// Tracking schema — so nothing else (parties, prices, papers) can slip into the answer.
//
// A wrong pair is a 404 whether the booking exists or not: the same statement runs either way
// (the code and the VIN end are one condition, with no early answer for a code alone), so
// neither the answer nor its time tells an unknown code from a known one. Guessing is limited per
// client address: every look-up counts, a found one is given back (TRACK_GUESSES_PER_ADDRESS).
import { ApiError, type Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { consumeLimit, refundLimit, TRACK_GUESSES_PER_ADDRESS } from "@/lib/rate-limit/limits";
import type { Tracking } from "@/lib/tracking/track-schema";

const WALL = 'YYYY-MM-DD"T"HH24:MI:SS';

/** The answer of the one booking `where` finds (over "Booking" b), or null. Quotations are not tracked. */
export async function readTracking(where: Prisma.Sql): Promise<{ bookingId: number; tracking: Tracking } | null> {
  const rows = await db().$queryRaw<{ bookingId: number; answer: Tracking }[]>`
    WITH bk AS (
      SELECT b.id, b."bookingCode", b."isCanceled", b."voyageId", b."polId", b."podId", b."lineId"
        FROM "Booking" b
       WHERE ${where} AND b."requestType" IS DISTINCT FROM 1
       LIMIT 1
    )
    SELECT bk.id AS "bookingId", json_build_object(
      'bookingCode', bk."bookingCode",
      'cancelled', bk."isCanceled",
      'line', l.name,
      'vessel', CASE WHEN ve.id IS NULL THEN NULL ELSE json_build_object('name', ve.name, 'imo', ve.imo) END,
      'voyage', v.number,
      'pol', json_build_object('code', pol.code, 'name', pol.name, 'country', pol."countryName", 'timeZone', pol."timeZone"),
      'pod', CASE WHEN pod.id IS NULL THEN NULL
                  ELSE json_build_object('code', pod.code, 'name', pod.name, 'country', pod."countryName", 'timeZone', pod."timeZone") END,
      'departure', to_char(dep.departure, ${WALL}),
      'eta', to_char(arr.arrival, ${WALL}),
      'units', coalesce((
        SELECT json_agg(json_build_object(
                 'vinEnd', i."serialLast6",
                 'description', coalesce(nullif(btrim(i.description), ''), um.make || ' ' || um.model),
                 'milestones', coalesce((
                   SELECT json_agg(json_build_object('type', m.type, 'on', to_char(m."on", 'YYYY-MM-DD')) ORDER BY m."on", m.id)
                     FROM "ItemMilestone" m WHERE m."itemId" = i.id), '[]'::json)
               ) ORDER BY i."relativeId")
          FROM "BookingItem" i LEFT JOIN "UnitModel" um ON um.id = i."unitModelId"
         WHERE i."bookingId" = bk.id AND NOT i."isCanceled"), '[]'::json)
    ) AS answer
      FROM bk
      JOIN "Port" pol ON pol.id = bk."polId"
      LEFT JOIN "Port" pod ON pod.id = bk."podId"
      LEFT JOIN "ShippingLine" l ON l.id = bk."lineId"
      LEFT JOIN "Voyage" v ON v.id = bk."voyageId"
      LEFT JOIN "Vessel" ve ON ve.id = v."vesselId"
      LEFT JOIN LATERAL (
        SELECT s.departure, s.sequence FROM "Visit" s
         WHERE s."voyageId" = bk."voyageId" AND s."portId" = bk."polId" ORDER BY s.sequence LIMIT 1) dep ON true
      LEFT JOIN LATERAL (
        SELECT s.arrival FROM "Visit" s
         WHERE s."voyageId" = bk."voyageId" AND s."portId" = bk."podId" AND s.sequence > coalesce(dep.sequence, 0)
         ORDER BY s.sequence LIMIT 1) arr ON true`;
  return rows[0] ? { bookingId: rows[0].bookingId, tracking: rows[0].answer } : null;
}

/** The client address a guess counts against ("unknown" when the server did not say). */
const addressKey = (ip: string) => ip || "unknown";

/**
 * Counts one look-up against the address (429 past the limit, right pair or not), runs `find`, and
 * gives the look-up back when it found something: only wrong guesses use the allowance up.
 */
export async function limitedLookUp<T>(ip: string, find: () => Promise<T | null>, notFound: Worded): Promise<T> {
  await consumeLimit(TRACK_GUESSES_PER_ADDRESS, addressKey(ip));
  const found = await find();
  if (found === null) throw new ApiError("NOT_FOUND", notFound);
  await refundLimit(TRACK_GUESSES_PER_ADDRESS, addressKey(ip));
  return found;
}

/** A booking by its code and one live unit's VIN end (both already normalised by trackQuerySchema). */
export async function trackByPair(ip: string, pair: { booking: string; vin: string }): Promise<Tracking> {
  const found = await limitedLookUp(
    ip,
    () =>
      readTracking(Prisma.sql`b."bookingCode" = ${pair.booking} AND EXISTS (
        SELECT 1 FROM "BookingItem" i WHERE i."bookingId" = b.id AND i."serialLast6" = ${pair.vin} AND NOT i."isCanceled")`),
    refusal("refusals.tracking.noMatch"),
  );
  return found.tracking;
}
