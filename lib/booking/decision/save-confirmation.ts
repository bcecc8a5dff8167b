import "server-only";
// The save's step for the line's decision: writes the Confirmation a save leads to, or, for an
// agent's change of a Confirmed booking on a line that reviews, rolls the save's writes back to the
// savepoint taken after the booking was locked and keeps the change as the booking's held
// amendment (one new version, so readers holding the old ETag see it).
import type { Caller } from "@/lib/auth/caller";
import type { Change } from "@/lib/booking/message/booking-fields";
import type { StoredBooking } from "@/lib/booking/message/stored-booking";
import { jsonCellOf } from "@/lib/db/json";
import type { Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { isoInstant } from "@/lib/time/format";
import {
  confirmationOnSave,
  confirmationView,
  isLineSide,
  onlyCancels,
  linePolicy,
  type ConfirmationColumns,
  type HeldAmendment,
} from "@/lib/booking/decision/confirmation";
import { STATE_NAME, type Confirmation } from "@/lib/booking/decision/confirmation-schema";
import { offerFreedSpace } from "@/lib/booking/decision/waitlist";

const SAVEPOINT = Prisma.raw("SAVEPOINT before_amendment");
const ROLLBACK = Prisma.raw("ROLLBACK TO SAVEPOINT before_amendment");

/**
 * Before the save writes anything: a savepoint when this save may turn out to be a held amendment
 * (an agent's change of a Confirmed booking). Returns whether one was taken.
 */
export async function markBeforeAmendment(
  tx: Tx,
  caller: Caller,
  stored: StoredBooking | null,
  applyingAmendment: boolean,
): Promise<boolean> {
  const holdable =
    !applyingAmendment &&
    !isLineSide(caller) &&
    (stored?.confirmation === "CONFIRMED" || stored?.confirmation === "PENDING_AMENDMENT");
  if (holdable) await tx.$executeRaw(SAVEPOINT);
  return holdable;
}

export type SaveConfirmationResult =
  { held: false; confirmation: Confirmation | null } | { held: true; confirmation: Confirmation; version: number };

/** After the save's writes, before its revision: the booking's Confirmation after this save. */
export async function settleConfirmation(
  tx: Tx,
  input: {
    caller: Caller;
    stored: StoredBooking | null;
    bookingId: number;
    lineId: number | null;
    undecidable: boolean;
    canceling: boolean;
    changes: Change[];
    message: unknown;
    savepoint: boolean;
    applyingAmendment: boolean;
    /** refused only for space, and asked for the waitlist */
    waitlisted: boolean;
    now: Date;
  },
): Promise<SaveConfirmationResult> {
  const { stored, now } = input;
  const current: ConfirmationColumns = stored ?? {
    confirmation: null,
    confirmationReason: null,
    confirmationPaths: null,
    confirmationDecidedAt: null,
    heldAmendment: null,
  };
  if (input.applyingAmendment) return { held: false, confirmation: confirmationView(current) };
  if (input.waitlisted) {
    await tx.booking.update({
      where: { id: input.bookingId },
      data: { confirmation: "WAITLISTED", confirmationSince: stored?.confirmationSince ?? now },
    });
    return { held: false, confirmation: confirmationView({ ...current, confirmation: "WAITLISTED" }) };
  }
  // A cancellation frees space: the sailing's waitlist is offered it.
  if (stored && (input.canceling || onlyCancels(input.changes))) await offerFreedSpace(tx, stored.voyageId, now);
  const outcome = confirmationOnSave({
    stored,
    caller: input.caller,
    policy: await linePolicy(tx, input.lineId),
    undecidable: input.undecidable,
    canceling: input.canceling,
    changes: input.changes,
  });
  if (outcome.kind === "hold" && input.savepoint && stored) return hold(tx, { ...input, stored });
  if (outcome.kind === "set") {
    const data = {
      confirmation: outcome.state,
      confirmationSince: now,
      ...(outcome.fresh ? { confirmationReason: null, confirmationPaths: Prisma.DbNull } : {}),
    };
    await tx.booking.update({ where: { id: input.bookingId }, data });
    if (stored?.confirmation && stored.confirmation !== outcome.state)
      input.changes.push({
        path: "Confirmation.State",
        from: STATE_NAME[stored.confirmation],
        to: STATE_NAME[outcome.state],
      });
    return {
      held: false,
      confirmation: confirmationView({
        ...current,
        confirmation: outcome.state,
        ...(outcome.fresh ? { confirmationReason: null, confirmationPaths: null } : {}),
      }),
    };
  }
  // A cancellation drops a held change: there is nothing left for the line to decide.
  if (input.canceling && stored?.confirmation === "PENDING_AMENDMENT") {
    await tx.booking.update({
      where: { id: input.bookingId },
      data: { confirmation: "CONFIRMED", heldAmendment: Prisma.DbNull },
    });
    return {
      held: false,
      confirmation: confirmationView({ ...current, confirmation: "CONFIRMED", heldAmendment: null }),
    };
  }
  return { held: false, confirmation: confirmationView(current) };
}

async function hold(
  tx: Tx,
  input: { caller: Caller; stored: StoredBooking; changes: Change[]; message: unknown; now: Date },
): Promise<SaveConfirmationResult> {
  const { stored, now } = input;
  await tx.$executeRaw(ROLLBACK);
  const held: HeldAmendment = {
    // the save message as parsed from the request's JSON (its date-times as Dates, stored as text)
    message: jsonCellOf(input.message, "A held amendment's message"),
    changes: input.changes,
    caller: input.caller,
    requestedAt: isoInstant(now),
  };
  const version = stored.version + 1;
  await tx.booking.update({
    where: { id: stored.id },
    data: {
      confirmation: "PENDING_AMENDMENT",
      confirmationSince: stored.confirmation === "PENDING_AMENDMENT" ? undefined : now,
      heldAmendment: held,
      version,
    },
  });
  return {
    held: true,
    version,
    confirmation: confirmationView({ ...stored, confirmation: "PENDING_AMENDMENT", heldAmendment: held })!,
  };
}
