import "server-only";
// A delay: new arrival, departure and cut-off of one port call, optionally moving every later
// call by the same delay. Bookings whose cut-off changes must be confirmed (then flagged). `onMoved`
// runs in the same transaction with the calls that moved (lib/tracking/schedule-change.ts: each
// booking's estimated event and its agent's notification; passed in so lib/lines imports no
// notifications).
import type { z } from "zod";
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db/prisma";
import { getLineCallOrThrow } from "@/lib/lines/access";
import { findAffectedBookings, flagOrRefuse } from "@/lib/lines/affected-bookings";
import { moveCallSchema } from "@/lib/lines/schemas";
import { refreshVoyageSpan, rotationOrderProblem } from "@/lib/lines/voyage-span";
import { changedCalls, type CallChange } from "@/lib/lines/call-changes";
import { formatWallClock } from "@/lib/time/format";
import { parseLocalDateTime } from "@/lib/time/local-datetime";

const shift = (d: Date | null, ms: number) => (d ? new Date(d.getTime() + ms) : null);
// the notice agents read on the booking page: the portal's wall-clock format, with the year

/** Who follows a move, in its transaction: answers how many bookings it reached. */
export type OnCallsMoved = (tx: Tx, voyage: { id: number; number: string }, changes: CallChange[]) => Promise<number>;

export async function moveCall(
  caller: Caller,
  v: z.output<typeof moveCallSchema>,
  onMoved?: OnCallsMoved,
): Promise<{ voyageId: number; flagged: number; bookingsReached: number }> {
  return db().$transaction(async (tx) => {
    const { voyage, call } = await getLineCallOrThrow(tx, caller, v.visitId);
    if (voyage.cancelledAt)
      throw new ApiError("NOT_ALLOWED", refusal("refusals.lines.voyageCancelled", { voyage: voyage.number }));
    const arrival = parseLocalDateTime(v.arrival)!;
    const departure = parseLocalDateTime(v.departure)!;
    const cutOff = v.cutOff ? parseLocalDateTime(v.cutOff) : null;
    const delay = departure.getTime() - call.departure.getTime();

    const next = voyage.visits.map((c) => {
      if (c.id === call.id) return { ...c, arrival, departure, cutOff };
      if (v.shiftLaterCalls && c.sequence > call.sequence)
        return {
          ...c,
          arrival: shift(c.arrival, delay)!,
          departure: shift(c.departure, delay)!,
          cutOff: shift(c.cutOff, delay),
        };
      return c;
    });
    const problem = rotationOrderProblem(
      next.map((c) => ({ port: c.port.name, arrival: c.arrival, departure: c.departure })),
    );
    if (problem) {
      const path = next[problem.index].id === call.id ? "arrival" : "shiftLaterCalls";
      throw new ApiError("VALIDATION_FAILED", problem.message, [fieldError(path, "call_order", problem.message)]);
    }

    // Bookings load at a port; a moved cut-off there changes when their cargo must be delivered.
    let flagged = 0;
    for (const c of next) {
      const before = voyage.visits.find((o) => o.id === c.id)!;
      if (!c.canLoad || (before.cutOff?.getTime() ?? null) === (c.cutOff?.getTime() ?? null)) continue;
      flagged += await flagOrRefuse(tx, caller, {
        affected: await findAffectedBookings(tx, { voyageId: voyage.id, polId: c.portId }),
        confirm: v.confirm,
        what: { change: "moveCutOff", name: c.port.name },
        kind: "cut_off_moved",
        notice: (t, locale) => {
          const show = (d: Date | null) =>
            d ? formatWallClock(d, { year: true, locale }) : t("scheduleNotices.kind.none");
          return t("scheduleNotices.kind.cutOffMoved", {
            voyage: voyage.number,
            port: c.port.name,
            before: show(before.cutOff),
            after: show(c.cutOff),
          });
        },
      });
    }

    for (const c of next) {
      const before = voyage.visits.find((o) => o.id === c.id)!;
      if (
        before.arrival.getTime() === c.arrival.getTime() &&
        before.departure.getTime() === c.departure.getTime() &&
        (before.cutOff?.getTime() ?? null) === (c.cutOff?.getTime() ?? null)
      )
        continue;
      await tx.visit.update({
        where: { id: c.id },
        data: { arrival: c.arrival, departure: c.departure, cutOff: c.cutOff },
      });
    }
    await refreshVoyageSpan(tx, voyage.id);
    // the bookings' estimated events and their agents' notifications (lib/tracking/schedule-change.ts)
    const reached = onMoved ? await onMoved(tx, voyage, changedCalls(voyage.visits, next)) : 0;
    return { voyageId: voyage.id, flagged, bookingsReached: reached };
  });
}
