import "server-only";
// PATCH /api/voyages/{voyage}/visits/{port}: the lines' console's "move a call" (lib/lines/move-call.ts)
// for integrators of the line. What is left out stays as it is; the change is confirmed by the
// call itself (the console asks first; an API caller sent it knowingly), so bookings whose
// cut-off moves get their notice, and every touched booking its event and notification.
import type { Caller } from "@/lib/auth/caller";
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { db } from "@/lib/db/prisma";
import { moveCall } from "@/lib/lines/move-call";
import { moveCallSchema } from "@/lib/lines/schemas";
import { parseInput } from "@/lib/lines/parse-input";
import { followScheduleChange } from "@/lib/tracking/schedule-change";
import { canEditLine } from "@/lib/lines/access";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { findVoyageIdOrThrow } from "@/lib/voyage-space/find-voyage";
import type { MovedVisit, MoveVisitInput } from "@/lib/tracking/move-visit-schema";

const wall = (d: Date | null) => (d ? formatLocalDateTime(d) : null);

export async function moveVisit(
  caller: Caller,
  ref: { voyage: string; port: string; line?: string; sequence?: number },
  input: MoveVisitInput,
): Promise<MovedVisit> {
  const voyageId = await findVoyageIdOrThrow(ref.voyage, ref.line);
  const voyage = await db().voyage.findUniqueOrThrow({
    where: { id: voyageId },
    include: { visits: { orderBy: { sequence: "asc" }, include: { port: { select: { code: true, name: true } } } } },
  });
  if (!canEditLine(caller, voyage.lineId))
    throw new ApiError("NOT_FOUND", refusal("refusals.tracking.noSuchVoyage", { voyage: ref.voyage }));
  const name = ref.port.trim().toUpperCase();
  const calls = voyage.visits.filter(
    (v) =>
      (v.port.code === name || v.port.name.toUpperCase() === name) &&
      (ref.sequence === undefined || v.sequence === ref.sequence),
  );
  if (!calls.length)
    throw new ApiError(
      "NOT_FOUND",
      refusal("refusals.tracking.noCallAtPort", { voyage: voyage.number, port: ref.port }),
    );
  if (calls.length > 1)
    throw new ApiError(
      "VALIDATION_FAILED",
      refusal("refusals.tracking.callsMoreThanOnce", { voyage: voyage.number, port: ref.port }),
      [fieldError("sequence", "required", refusal("refusals.tracking.giveSequence"))],
    );
  const call = calls[0];
  const result = await moveCall(
    caller,
    parseInput(moveCallSchema, {
      visitId: call.id,
      arrival: input.arrival ?? wall(call.arrival),
      departure: input.departure ?? wall(call.departure),
      cutOff: input.cutOff === undefined ? (wall(call.cutOff) ?? "") : (input.cutOff ?? ""),
      shiftLaterCalls: input.shiftLaterCalls ?? false,
      confirm: true,
    }),
    followScheduleChange,
  );
  const moved = await db().visit.findUniqueOrThrow({ where: { id: call.id } });
  return {
    voyage: voyage.number,
    port: call.port.code,
    sequence: call.sequence,
    arrival: wall(moved.arrival)!,
    departure: wall(moved.departure)!,
    cutOff: wall(moved.cutOff),
    bookingsReached: result.bookingsReached,
  };
}
