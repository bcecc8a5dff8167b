import "server-only";
// The Confirmation of a stored booking, and what a save does to it: a line with the `auto` policy
// confirms every booking that passes the checks (the interface's behaviour); under `review` new
// bookings wait as Received and an agent's change of a Confirmed booking is held as
// PendingAmendment until the line decides (lib/booking/decision/decide-booking.ts).
import type { Caller } from "@/lib/auth/caller";
import type { Change } from "@/lib/booking/message/booking-fields";
import { isRecord } from "@/lib/core/narrow";
import type { JsonCell } from "@/lib/db/json";
import type { Tx } from "@/lib/db/prisma";
import type { ConfirmationPolicy, ConfirmationState } from "@/lib/generated/prisma/enums";
import { isoInstant } from "@/lib/time/format";
import { STATE_NAME, type Confirmation } from "@/lib/booking/decision/confirmation-schema";

/** The columns a Confirmation is read from. */
export interface ConfirmationColumns {
  confirmation: ConfirmationState | null;
  confirmationReason: string | null;
  confirmationPaths: unknown;
  confirmationDecidedAt: Date | null;
  heldAmendment: unknown;
}

/** What is kept of a held change (jsonb): the message to save when the line confirms it, and its diff. */
export type HeldAmendment = {
  /** the parsed save message (ExtBooking), saved again as `caller` when the line confirms */
  message: JsonCell;
  changes: Change[];
  caller: Caller;
  requestedAt: string;
};

/** The held amendment column read back (jsonb written from a HeldAmendment), or null. */
function isHeldAmendment(value: unknown): value is HeldAmendment {
  return isRecord(value) && Array.isArray(value.changes) && !!value.caller;
}

export function heldAmendmentOf(value: unknown): HeldAmendment | null {
  return isHeldAmendment(value) ? value : null;
}

const pathsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((p): p is string => typeof p === "string") : [];

export function confirmationView(b: ConfirmationColumns): Confirmation | null {
  if (!b.confirmation) return null;
  const held = b.confirmation === "PENDING_AMENDMENT" ? heldAmendmentOf(b.heldAmendment) : null;
  return {
    State: STATE_NAME[b.confirmation],
    Reason: b.confirmationReason,
    Paths: pathsOf(b.confirmationPaths),
    DecidedAt: b.confirmationDecidedAt ? isoInstant(b.confirmationDecidedAt) : null,
    PendingAmendment: held
      ? {
          Changes: held.changes.map((c) => ({ Path: c.path, From: c.from ?? null, To: c.to ?? null })),
          RequestedBy: held.caller.name,
          RequestedAt: held.requestedAt,
        }
      : null,
  };
}

export async function linePolicy(tx: Tx, lineId: number | null): Promise<ConfirmationPolicy> {
  if (lineId === null) return "AUTO";
  const line = await tx.shippingLine.findUnique({ where: { id: lineId }, select: { confirmationPolicy: true } });
  return line?.confirmationPolicy ?? "AUTO";
}

/** The line decides for itself: its staff's saves (and an admin's) are not put before it. */
export const isLineSide = (caller: Pick<Caller, "role">): boolean => caller.role !== "AGENT";

/** A save that only cancels (the booking, units, their parts) takes effect at once, as rule 13 says. */
export function onlyCancels(changes: Change[]): boolean {
  return changes.length > 0 && changes.every((c) => /(^|\.)IsCanceled$/.test(c.path) && c.to === true);
}

export type SaveConfirmation =
  /** write this state (and clear the last decision's reason and paths when `fresh`) */
  | { kind: "set"; state: ConfirmationState; fresh: boolean }
  /** roll the save back and hold it as the booking's PendingAmendment */
  | { kind: "hold" }
  | { kind: "keep" };

/** What a committed save does to the booking's Confirmation. */
export function confirmationOnSave(input: {
  stored: { confirmation: ConfirmationState | null; isCanceled: boolean } | null;
  caller: Pick<Caller, "role">;
  policy: ConfirmationPolicy;
  /** a draft or a quotation: no Confirmation */
  undecidable: boolean;
  canceling: boolean;
  changes: Change[];
}): SaveConfirmation {
  const { stored, policy } = input;
  const review = policy === "REVIEW" && !isLineSide(input.caller);
  if (input.undecidable) return { kind: "keep" };
  // A booking saved for the first time (or a draft or quotation becoming one).
  if (!stored?.confirmation) return { kind: "set", state: review ? "RECEIVED" : "CONFIRMED", fresh: true };
  if (input.canceling || onlyCancels(input.changes)) return { kind: "keep" };
  switch (stored.confirmation) {
    case "PENDING_UPDATE":
      // The agent answered the line's request: the booking waits for the line again.
      if (isLineSide(input.caller)) return { kind: "keep" };
      return { kind: "set", state: review ? "RECEIVED" : "CONFIRMED", fresh: true };
    case "CONFIRMED":
    case "PENDING_AMENDMENT":
      return review && input.changes.length > 0 ? { kind: "hold" } : { kind: "keep" };
    default:
      return { kind: "keep" };
  }
}
