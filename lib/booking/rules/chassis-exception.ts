import "server-only";
// Rule 11, "exceptions through the line": line staff allow a unit's chassis to be booked again at
// the booking's Pol. The exception is a ChassisException row for (line, Pol, unit model, chassis);
// the save's chassis check (lib/booking/rules/chassis-rules.ts) lets any later unit of that model and
// chassis, on a booking of that line from that Pol, through, and records the exception on it.
import { ApiError, fieldError, type Worded } from "@/lib/core/errors";
import { refusal as worded } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { canSeeBooking } from "@/lib/booking/rules/visibility";
import { db } from "@/lib/db/prisma";
import { notifyExceptionGranted } from "@/lib/notifications/events";

export const CHASSIS_EXCEPTION_REASON_MAX = 500;

export interface ChassisExceptionView {
  id: number;
  reason: string;
  createdBy: string | null;
  createdAt: Date;
}

/** Why a caller may not allow an exception on this item, or null. Staff of the booking's line and admins may. */
export function chassisExceptionRefusal(
  caller: Pick<Caller, "role" | "lineId">,
  booking: { lineId: number | null; isCanceled: boolean },
  item: { chassis: string | null; unitModelId: number | null; isCanceled: boolean },
): Worded | null {
  if (caller.role === "AGENT") return worded("refusals.booking.exceptionLineOnly");
  if (!booking.lineId) return worded("refusals.booking.exceptionNoLine");
  if (caller.role === "STAFF" && caller.lineId !== booking.lineId)
    return worded("refusals.booking.exceptionStaffOfLine");
  if (item.isCanceled || booking.isCanceled) return worded("refusals.booking.unitCanceled");
  if (!item.chassis || !item.unitModelId) return worded("refusals.booking.exceptionNoChassis");
  return null;
}

/**
 * Allows the item's chassis to repeat at its booking's Pol, for its line and unit model, with the
 * reason staff give. Idempotent: an exception that already covers the chassis is returned as it is.
 */
export async function allowChassisException(
  caller: Caller,
  input: { bookingId: number; itemId: number; reason: string },
): Promise<ChassisExceptionView> {
  const reason = input.reason.trim();
  if (!reason)
    throw new ApiError("VALIDATION_FAILED", worded("refusals.booking.exceptionReason"), [
      fieldError("reason", "required", worded("refusals.booking.exceptionReason")),
    ]);
  if (reason.length > CHASSIS_EXCEPTION_REASON_MAX || reason.includes("\u0000")) {
    const max = CHASSIS_EXCEPTION_REASON_MAX;
    throw new ApiError("VALIDATION_FAILED", worded("refusals.booking.exceptionReasonTooLong", { max }), [
      fieldError("reason", "too_long", worded("refusals.booking.atMostChars", { max })),
    ]);
  }
  const item = await db().bookingItem.findUnique({
    where: { id: input.itemId },
    select: {
      id: true,
      bookingId: true,
      chassis: true,
      unitModelId: true,
      isCanceled: true,
      booking: { select: { agentId: true, lineId: true, polId: true, isCanceled: true } },
    },
  });
  if (!item || item.bookingId !== input.bookingId || !canSeeBooking(caller, item.booking))
    throw new ApiError("NOT_FOUND", worded("refusals.booking.noUnit"));
  const refusal = chassisExceptionRefusal(caller, item.booking, item);
  if (refusal) throw new ApiError(caller.role === "AGENT" ? "FORBIDDEN" : "NOT_ALLOWED", refusal);

  const key = {
    lineId: item.booking.lineId!,
    polId: item.booking.polId,
    unitModelId: item.unitModelId!,
    chassis: item.chassis!,
  };
  return db().$transaction(async (tx) => {
    // One exception per (line, Pol, model, chassis): serialise two staff allowing it at once.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`chassis-exception:${key.lineId}:${key.polId}:${key.unitModelId}:${key.chassis}`}, 0))`;
    const existing = await tx.chassisException.findFirst({
      where: key,
      orderBy: { id: "asc" },
      select: { id: true, reason: true, createdById: true, createdAt: true },
    });
    const row =
      existing ??
      (await tx.chassisException.create({
        data: { ...key, reason, createdById: caller.kind === "user" ? caller.id : null },
        select: { id: true, reason: true, createdById: true, createdAt: true },
      }));
    // Granted for this booking (a new exception, or one that already covered the chassis): its agent hears of it once.
    await notifyExceptionGranted(tx, caller, input.bookingId, {
      kind: "CHASSIS",
      id: row.id,
      serial: key.chassis,
      reason: row.reason,
    });
    const user = row.createdById
      ? await tx.user.findUnique({ where: { id: row.createdById }, select: { name: true } })
      : null;
    return { id: row.id, reason: row.reason, createdBy: user?.name ?? null, createdAt: row.createdAt };
  });
}

/** The exceptions that cover these items' chassis, by item id (for the booking page). */
export async function chassisExceptionsFor(
  booking: { lineId: number | null; polId: number },
  items: { id: number; chassis: string | null; unitModelId: number | null }[],
): Promise<Map<number, ChassisExceptionView>> {
  const out = new Map<number, ChassisExceptionView>();
  const withChassis = items.filter((i) => i.chassis && i.unitModelId);
  if (!booking.lineId || withChassis.length === 0) return out;
  const rows = await db().chassisException.findMany({
    where: { lineId: booking.lineId, polId: booking.polId, chassis: { in: withChassis.map((i) => i.chassis!) } },
    orderBy: { id: "asc" },
    select: { id: true, unitModelId: true, chassis: true, reason: true, createdAt: true, createdById: true },
  });
  const users = new Map(
    (
      await db().user.findMany({
        where: { id: { in: rows.flatMap((r) => (r.createdById ? [r.createdById] : [])) } },
        select: { id: true, name: true },
      })
    ).map((u) => [u.id, u.name]),
  );
  for (const item of withChassis) {
    const r = rows.find((x) => x.chassis === item.chassis && x.unitModelId === item.unitModelId);
    if (r)
      out.set(item.id, {
        id: r.id,
        reason: r.reason,
        createdBy: r.createdById ? (users.get(r.createdById) ?? null) : null,
        createdAt: r.createdAt,
      });
  }
  return out;
}
