import "server-only";
// The header's search: one box for a booking number, a VIN (or serial) or the agent's reference,
// over the bookings the caller may see (rule 2: an agent's own, a line's for its staff). Each hit
// says what matched, so "ACM-000012" and a VIN ending in 12 can be told apart.
import { z } from "zod";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { bookingStatusView } from "@/lib/booking/rules/item-state";
import { normalizeChassis } from "@/lib/booking/units/serial";
import { type BookingViewer, visibleBookingsSql } from "@/lib/booking/rules/visibility";

export const SEARCH_RESULTS = 8;

export const bookingSearchSchema = z
  .string()
  .trim()
  .min(2, "Type at least 2 characters")
  .max(100, "At most 100 characters");

export interface BookingHit {
  id: number;
  bookingCode: string;
  referenceNumber: string | null;
  status: string;
  pol: string;
  pod: string | null;
  voyage: string | null;
  /** what the text matched: the booking number, the reference, or a unit's VIN or serial (given) */
  matched: { kind: "booking" } | { kind: "reference" } | { kind: "unit"; serial: string };
}

interface Raw {
  id: number;
  bookingCode: string;
  referenceNumber: string | null;
  status: string;
  isCanceled: boolean;
  pol: string;
  pod: string | null;
  voyage: string | null;
  serial: string | null;
  rank: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findBookings(viewer: BookingViewer, text: string): Promise<BookingHit[]> {
  const q = bookingSearchSchema.parse(text);
  const like = `%${escapeLike(q)}%`;
  const serial = normalizeChassis(q.replace(/\s+/g, ""));
  // A serial is at least 3 characters; shorter text would match most units.
  const serialLike = serial.length >= 3 ? `%${escapeLike(serial)}%` : null;
  // Units matched once over the item table, then joined, rather than a look-up per booking.
  const rows = await db().$queryRaw<Raw[]>`
    WITH units AS (
      SELECT DISTINCT ON (i."bookingId") i."bookingId", i.chassis FROM "BookingItem" i
      WHERE ${serialLike ? Prisma.sql`i.chassis LIKE ${serialLike}` : Prisma.sql`false`}
      ORDER BY i."bookingId", i."relativeId"
    )
    SELECT b.id, b."bookingCode", b."referenceNumber", b.status, b."isCanceled", pol.name AS pol, pod.name AS pod,
      coalesce(vo.number, b."bookingVoyage") AS voyage, u.chassis AS serial,
      CASE WHEN upper(b."bookingCode") = upper(${q}) THEN 0
           WHEN b."bookingCode" ILIKE ${like} THEN 1
           WHEN lower(b."referenceNumber") = lower(${q}) THEN 2
           WHEN b."referenceNumber" ILIKE ${like} THEN 3
           ELSE 4 END AS rank
    FROM "Booking" b
    JOIN "Port" pol ON pol.id = b."polId"
    LEFT JOIN "Port" pod ON pod.id = b."podId"
    LEFT JOIN "Voyage" vo ON vo.id = b."voyageId"
    LEFT JOIN units u ON u."bookingId" = b.id
    WHERE ${visibleBookingsSql(viewer)} AND (b."bookingCode" ILIKE ${like} OR b."referenceNumber" ILIKE ${like} OR u.chassis IS NOT NULL)
    ORDER BY rank, b."createdAt" DESC, b.id DESC
    LIMIT ${SEARCH_RESULTS}`;
  return rows.map((r) => ({
    id: r.id,
    bookingCode: r.bookingCode,
    referenceNumber: r.referenceNumber,
    status: bookingStatusView(r).status,
    pol: r.pol,
    pod: r.pod,
    voyage: r.voyage,
    matched:
      r.rank <= 1 ? { kind: "booking" } : r.rank <= 3 ? { kind: "reference" } : { kind: "unit", serial: r.serial! },
  }));
}
