import type { z } from "zod";
import "server-only";
// POST /api/bookings/{id}/decision: the line's staff (and admins) confirm, decline or send back a
// booking, or confirm or decline the change held for them. The booking's row is locked first, so
// of two decisions at once the second sees the first's state and is refused `wrong_state`.
import type { Caller } from "@/lib/auth/caller";
import { recordRevision } from "@/lib/booking/save/write-booking";
import type { Change } from "@/lib/booking/message/booking-fields";
import type { ExtBooking } from "@/lib/booking/message/save-schema";
import { canSeeBooking } from "@/lib/booking/rules/visibility";
import { saveBookingInTransaction } from "@/lib/booking/save/save-booking";
import { ApiError, fieldError, type Worded } from "@/lib/core/errors";
import { db, type Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ConfirmationState } from "@/lib/generated/prisma/enums";
import { queueConfirmationEvent } from "@/lib/booking/decision/confirmation-events";
import { offerFreedSpace } from "@/lib/booking/decision/waitlist";
import { writeDecisionEvent } from "@/lib/booking/decision/decision-event";
import { papersAfterSave } from "@/lib/papers/after-save";
import { DECISION_PATH, notifyDecision } from "@/lib/notifications/events";
import { confirmationView, heldAmendmentOf, type HeldAmendment } from "@/lib/booking/decision/confirmation";
import {
  DECISION_FROM,
  decisionBodySchema,
  STATE_NAME,
  type DecisionBody,
  type DecisionResponse,
} from "@/lib/booking/decision/confirmation-schema";
import { refusal as worded } from "@/lib/i18n/sentences";

interface LockedBooking {
  id: number;
  agentId: number;
  lineId: number | null;
  bookingCode: string;
  version: number;
  isCanceled: boolean;
  voyageId: number | null;
  confirmation: ConfirmationState | null;
  heldAmendment: unknown;
}

const TRANSACTION = { maxWait: 15_000, timeout: 60_000 };

/**
 * Why the caller may not decide on (or roll) this booking, or null (for the page: staff of its
 * line, admins).
 */
export function decisionRefusal(
  caller: Pick<Caller, "role" | "lineId">,
  booking: { lineId: number | null },
  act: "decide" | "roll" = "decide",
): Worded | null {
  if (caller.role === "AGENT")
    return worded(act === "roll" ? "refusals.decision.lineRolls" : "refusals.decision.lineDecides");
  if (caller.role === "STAFF" && caller.lineId !== booking.lineId)
    return worded(act === "roll" ? "refusals.decision.staffOfLineRoll" : "refusals.decision.staffOfLineDecide");
  return null;
}

/** "The booking is canceled.", "… a draft or quotation.", "… Confirmed.": a booking's state in words. */
function bookingIs(b: { isCanceled: boolean; confirmation: ConfirmationState | null }): Worded {
  if (b.isCanceled) return worded("refusals.booking.isCanceled");
  if (!b.confirmation) return worded("refusals.decision.isDraft");
  return worded("refusals.decision.isState", { state: STATE_NAME[b.confirmation] });
}

/** The booking, locked for the rest of the transaction; 404 to a caller who may not see it. */
async function lockBooking(tx: Tx, caller: Caller, bookingId: number): Promise<LockedBooking> {
  const [b] = await tx.$queryRaw<LockedBooking[]>`
    SELECT id, "agentId", "lineId", "bookingCode", version, "isCanceled", "voyageId", confirmation::text AS confirmation, "heldAmendment"
      FROM "Booking" WHERE id = ${bookingId} FOR UPDATE`;
  if (!b || !canSeeBooking(caller, b))
    throw new ApiError("NOT_FOUND", worded("refusals.booking.noSuchBooking", { id: bookingId }));
  return b;
}

export async function decideBooking(
  caller: Caller,
  bookingId: number,
  body: z.output<typeof decisionBodySchema>,
  now = new Date(),
): Promise<DecisionResponse> {
  return db().$transaction(async (tx) => {
    const b = await lockBooking(tx, caller, bookingId);
    const refusal = decisionRefusal(caller, b);
    if (refusal) throw new ApiError("FORBIDDEN", refusal);
    if (b.isCanceled || !b.confirmation || !DECISION_FROM[body.decision].includes(STATE_NAME[b.confirmation])) {
      const values = { booking: b.bookingCode, decision: body.decision };
      throw new ApiError(
        "NOT_ALLOWED",
        b.isCanceled
          ? worded("refusals.decision.wrongStateCanceled", values)
          : b.confirmation
            ? worded("refusals.decision.wrongState", { ...values, state: STATE_NAME[b.confirmation] })
            : worded("refusals.decision.wrongStateDraft", values),
        [fieldError("decision", "wrong_state", bookingIs(b))],
      );
    }
    const held = b.confirmation === "PENDING_AMENDMENT" ? heldAmendmentOf(b.heldAmendment) : null;
    if (held && body.decision === "confirm") await applyAmendment(tx, caller, b, held, body, now);
    else await writeDecision(tx, caller, b, body, now, !!held);
    // A declined booking's space goes to the sailing's waitlist.
    if (body.decision === "decline" && !held) await offerFreedSpace(tx, b.voyageId, now);
    const after = await tx.booking.findUniqueOrThrow({
      where: { id: b.id },
      select: {
        version: true,
        confirmation: true,
        confirmationReason: true,
        confirmationPaths: true,
        confirmationDecidedAt: true,
        heldAmendment: true,
      },
    });
    const confirmation = confirmationView(after)!;
    await writeDecisionEvent(tx, {
      bookingId: b.id,
      decision: held ? (body.decision === "confirm" ? "confirm-amendment" : "decline-amendment") : body.decision,
      state: confirmation.State,
      caller,
      reason: body.reason,
      at: now,
    });
    await notifyDecision(
      tx,
      caller,
      { ...b, version: after.version },
      { state: confirmation.State, amendment: !!held, reason: body.reason },
      now,
    );
    await queueConfirmationEvent(tx, { ...b, version: after.version }, confirmation, now);
    if (body.decision === "confirm") await papersAfterSave(tx, b.id, now);
    return { booking: { Id: b.id, BookingCode: b.bookingCode, Version: after.version, Confirmation: confirmation } };
  }, TRANSACTION);
}

/**
 * The agent withdraws its change held for the line (DELETE /api/bookings/{id}/amendment): the
 * booking stays as confirmed, the history says who withdrew it. Only a held change can be withdrawn.
 */
export async function withdrawAmendment(caller: Caller, bookingId: number): Promise<DecisionResponse> {
  return db().$transaction(async (tx) => {
    const b = await lockBooking(tx, caller, bookingId);
    if (b.isCanceled || b.confirmation !== "PENDING_AMENDMENT") {
      throw new ApiError("NOT_ALLOWED", worded("refusals.decision.noChangeWaiting", { booking: b.bookingCode }), [
        fieldError("id", "wrong_state", bookingIs(b)),
      ]);
    }
    const version = b.version + 1;
    await tx.booking.update({
      where: { id: b.id },
      data: { version, confirmation: "CONFIRMED", heldAmendment: Prisma.DbNull },
    });
    await recordRevision(tx, caller, b.id, version, [
      { path: "Confirmation.PendingAmendment", from: "held", to: "withdrawn" },
      { path: "Confirmation.State", from: "PendingAmendment", to: "Confirmed" },
    ]);
    const after = await tx.booking.findUniqueOrThrow({ where: { id: b.id } });
    return {
      booking: { Id: b.id, BookingCode: b.bookingCode, Version: version, Confirmation: confirmationView(after)! },
    };
  }, TRANSACTION);
}

/** The history's entry of a decision: what the state became, and why. */
function decisionChanges(from: ConfirmationState, to: ConfirmationState, body: DecisionBody): Change[] {
  return [
    { path: DECISION_PATH, from: null, to: body.decision },
    { path: "Confirmation.State", from: STATE_NAME[from], to: STATE_NAME[to] },
    ...(body.reason ? [{ path: "Confirmation.Reason", from: null, to: body.reason }] : []),
    ...(body.paths.length ? [{ path: "Confirmation.Paths", from: null, to: body.paths }] : []),
  ];
}

/** A decision that changes only the Confirmation (a held change declined leaves the booking as confirmed). */
async function writeDecision(
  tx: Tx,
  caller: Caller,
  b: LockedBooking,
  body: DecisionBody,
  now: Date,
  amendment: boolean,
): Promise<void> {
  const to: ConfirmationState =
    body.decision === "confirm"
      ? "CONFIRMED"
      : body.decision === "request-update"
        ? "PENDING_UPDATE"
        : amendment
          ? "CONFIRMED"
          : "DECLINED";
  const version = b.version + 1;
  const changes = decisionChanges(b.confirmation!, to, body);
  if (amendment) changes.push({ path: "Confirmation.PendingAmendment", from: "held", to: "declined" });
  await tx.booking.update({
    where: { id: b.id },
    data: {
      version,
      confirmation: to,
      confirmationReason: body.reason || null,
      confirmationPaths: body.decision === "request-update" ? body.paths : Prisma.DbNull,
      confirmationDecidedAt: now,
      confirmationSince: now,
      heldAmendment: Prisma.DbNull,
    },
  });
  await recordRevision(tx, caller, b.id, version, changes);
}

/** The parsed message as JSON gave it back: the header's date-times were Date objects. */
function reviveMessage(message: unknown): ExtBooking {
  const m = structuredClone(message) as ExtBooking & { Header: Record<string, unknown> };
  for (const key of ["EstimatedDeliveryOn", "PickupOn", "CreatedOn"]) {
    const value = m.Header[key];
    if (typeof value === "string") m.Header[key] = new Date(value);
  }
  // The booking is locked and the change was made against this version.
  m.Header.Version = null;
  return m;
}

/** The line confirms a held change: saved as its author made it (every check again), in one revision. */
async function applyAmendment(
  tx: Tx,
  caller: Caller,
  b: LockedBooking,
  held: HeldAmendment,
  body: DecisionBody,
  now: Date,
): Promise<void> {
  const changes = [
    ...decisionChanges("PENDING_AMENDMENT", "CONFIRMED", body),
    { path: "Confirmation.PendingAmendment", from: held.caller.name, to: "applied" },
  ];
  await saveBookingInTransaction(tx, held.caller, reviveMessage(held.message), {
    testOnly: false,
    now,
    amendment: { decidedBy: caller, changes },
  });
  await tx.booking.update({
    where: { id: b.id },
    data: {
      confirmation: "CONFIRMED",
      confirmationReason: body.reason || null,
      confirmationPaths: Prisma.DbNull,
      confirmationDecidedAt: now,
      confirmationSince: now,
      heldAmendment: Prisma.DbNull,
    },
  });
}
