import "server-only";
// The staff's queue of acceptance exceptions (late unit, out of gauge) granted on their line's
// bookings, newest first. Read-only; granting is the accept branch's grantAcceptanceException.
// The same name and view as its listAcceptanceExceptions, to be replaced by it at merge.
import { ApiError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { visibleBookings } from "@/lib/booking/visibility";
import { db } from "@/lib/db/prisma";

export interface AcceptanceExceptionView {
  id: number;
  kind: "LateUnit" | "OutOfGauge";
  bookingId: number;
  bookingCode: string;
  voyageId: number;
  voyage: string;
  /** the unit's serial (normalized); null: every unit of the booking */
  serialNumber: string | null;
  reason: string;
  createdBy: string;
  createdAt: Date;
  /** the booking's Pol and its time zone: the queue shows each grant in that port's time */
  pol: string;
  polTimeZone: string;
}

export async function listAcceptanceExceptions(caller: Caller, query: { voyageId?: number } = {}): Promise<AcceptanceExceptionView[]> {
  if (caller.role === "AGENT") throw new ApiError("FORBIDDEN", "The exceptions queue is for the shipping lines.");
  const rows = await db().acceptanceException.findMany({
    where: { booking: visibleBookings(caller), ...(query.voyageId ? { voyageId: query.voyageId } : {}) },
    orderBy: { id: "desc" },
    take: 500,
    select: { id: true, kind: true, bookingId: true, voyageId: true, chassis: true, reason: true, createdBy: true, createdAt: true, booking: { select: { bookingCode: true, pol: { select: { code: true, timeZone: true } } } }, voyage: { select: { number: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind === "LATE_UNIT" ? "LateUnit" : "OutOfGauge",
    bookingId: r.bookingId,
    bookingCode: r.booking.bookingCode,
    voyageId: r.voyageId,
    voyage: r.voyage.number,
    serialNumber: r.chassis,
    reason: r.reason,
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    pol: r.booking.pol.code,
    polTimeZone: r.booking.pol.timeZone,
  }));
}
