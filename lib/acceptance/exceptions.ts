import "server-only";
// Exceptions line staff (and admins) grant to the acceptance rules: a late unit (changes past the
// Pol's cut-off, until departure) or an out-of-gauge unit (over the voyage's limits), for one unit
// of a booking (by serial number) or all of it, on the booking's current voyage. Each is kept with
// who granted it and why, shown in the booking's history and in the staff's queue (/line/exceptions).
import type { z } from "zod";
import { ApiError, type Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { normalizeChassis } from "@/lib/booking/units/serial";
import { canSeeBooking, visibleBookings } from "@/lib/booking/rules/visibility";
import { db } from "@/lib/db/prisma";
import type { AcceptanceExceptionKind } from "@/lib/generated/prisma/enums";
import { notifyExceptionGranted } from "@/lib/notifications/events";
import {
  EXCEPTION_KINDS,
  exceptionListQuerySchema,
  grantExceptionSchema,
  type ExceptionKindName,
} from "@/lib/acceptance/schemas";

export interface AcceptanceExceptionView {
  id: number;
  kind: ExceptionKindName;
  bookingId: number;
  bookingCode: string;
  voyage: string;
  /** the unit's serial (normalized); null: every unit of the booking */
  serialNumber: string | null;
  reason: string;
  createdBy: string;
  createdAt: Date;
}

const KIND_NAME = Object.fromEntries(Object.entries(EXCEPTION_KINDS).map(([name, kind]) => [kind, name])) as Record<
  AcceptanceExceptionKind,
  ExceptionKindName
>;

/** The list's filters, parsed by the route (the operation's query schema) or named by a page. */
type ExceptionListQuery = z.output<typeof exceptionListQuerySchema>;

const SELECT = {
  id: true,
  kind: true,
  bookingId: true,
  chassis: true,
  reason: true,
  createdBy: true,
  createdAt: true,
  booking: { select: { bookingCode: true } },
  voyage: { select: { number: true } },
} as const;

type Row = {
  id: number;
  kind: AcceptanceExceptionKind;
  bookingId: number;
  chassis: string | null;
  reason: string;
  createdBy: string;
  createdAt: Date;
  booking: { bookingCode: string };
  voyage: { number: string };
};

const view = (r: Row): AcceptanceExceptionView => ({
  id: r.id,
  kind: KIND_NAME[r.kind],
  bookingId: r.bookingId,
  bookingCode: r.booking.bookingCode,
  voyage: r.voyage.number,
  serialNumber: r.chassis,
  reason: r.reason,
  createdBy: r.createdBy,
  createdAt: r.createdAt,
});

/** Why the caller may not grant an exception on the booking, with its wording; null when it may. */
export function exceptionRefusalWords(
  caller: Pick<Caller, "role" | "lineId">,
  booking: { lineId: number | null; voyageId: number | null; isCanceled: boolean },
): Worded | null {
  if (caller.role === "AGENT") return refusal("refusals.acceptance.exceptionLineOnly");
  if (caller.role === "STAFF" && caller.lineId !== booking.lineId)
    return refusal("refusals.acceptance.exceptionOwnLine");
  if (booking.isCanceled) return refusal("refusals.acceptance.exceptionCanceled");
  if (!booking.voyageId) return refusal("refusals.acceptance.exceptionNoVoyage");
  return null;
}

export async function grantAcceptanceException(
  caller: Caller,
  v: z.output<typeof grantExceptionSchema>,
): Promise<AcceptanceExceptionView> {
  const booking = await db().booking.findUnique({
    where: { id: v.bookingId },
    select: { id: true, agentId: true, lineId: true, voyageId: true, isCanceled: true },
  });
  if (!booking || !canSeeBooking(caller, booking))
    throw new ApiError("NOT_FOUND", refusal("refusals.acceptance.noSuchBooking", { id: v.bookingId }));
  const refused = exceptionRefusalWords(caller, booking);
  if (refused) throw new ApiError(caller.role === "AGENT" ? "FORBIDDEN" : "NOT_ALLOWED", refused);
  const chassis = v.serialNumber ? normalizeChassis(v.serialNumber) : null;
  // The agent's notification commits with the exception, or neither does.
  const row = await db().$transaction(async (tx) => {
    const created = await tx.acceptanceException.create({
      data: {
        kind: EXCEPTION_KINDS[v.kind],
        bookingId: booking.id,
        voyageId: booking.voyageId!,
        chassis: chassis || null,
        reason: v.reason,
        createdById: caller.kind === "user" ? caller.id : null,
        createdBy: caller.name,
      },
      select: SELECT,
    });
    await notifyExceptionGranted(tx, caller, booking.id, {
      kind: created.kind,
      id: created.id,
      serial: created.chassis,
      reason: created.reason,
    });
    return created;
  });
  return view(row);
}

/** Rows of the exceptions granted on bookings the caller may see (staff: their line's), newest first. */
async function grantedRows<S extends typeof SELECT>(caller: Caller, q: ExceptionListQuery, select: S) {
  if (caller.role === "AGENT") throw new ApiError("FORBIDDEN", refusal("refusals.acceptance.exceptionsForLines"));
  return db().acceptanceException.findMany({
    where: {
      booking: visibleBookings(caller),
      ...(q.voyageId ? { voyageId: q.voyageId } : {}),
      ...(q.bookingId ? { bookingId: q.bookingId } : {}),
    },
    orderBy: { id: "desc" },
    take: 500,
    select,
  });
}

/** The exceptions granted on bookings the caller may see (staff: their line's), newest first. */
export async function listAcceptanceExceptions(
  caller: Caller,
  query: ExceptionListQuery = {},
): Promise<AcceptanceExceptionView[]> {
  return (await grantedRows(caller, query, SELECT)).map(view);
}

/** An entry of the staff's queue page: the API's view, with the voyage's id and the booking's Pol, whose time the page shows each grant in. */
export interface ExceptionQueueEntry extends AcceptanceExceptionView {
  voyageId: number;
  pol: string;
  polTimeZone: string;
}

const QUEUE_SELECT = {
  ...SELECT,
  voyageId: true,
  booking: { select: { bookingCode: true, pol: { select: { code: true, timeZone: true } } } },
} as const;

/** The staff's queue (/line/exceptions, a voyage's page): the same exceptions as listAcceptanceExceptions. */
export async function listExceptionQueue(
  caller: Caller,
  query: ExceptionListQuery = {},
): Promise<ExceptionQueueEntry[]> {
  const rows = await grantedRows(caller, query, QUEUE_SELECT);
  return rows.map((r) => ({
    ...view(r),
    voyageId: r.voyageId,
    pol: r.booking.pol.code,
    polTimeZone: r.booking.pol.timeZone,
  }));
}

/** A booking's exceptions for its page (any viewer of the booking), oldest first. */
export async function acceptanceExceptionsOf(bookingId: number): Promise<AcceptanceExceptionView[]> {
  const rows = await db().acceptanceException.findMany({
    where: { bookingId },
    orderBy: { id: "asc" },
    select: SELECT,
  });
  return rows.map(view);
}
