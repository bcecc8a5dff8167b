// The item state table in one place: what each state is called in the API, and what a unit in a
// state allows (spec "States and transitions"; DESIGN.md "Item states"). The save (rules 4, 5,
// 12, 13), the milestones that move units and the pages that explain disabled buttons all read it.
import type { ItemState, MilestoneType } from "@/lib/generated/prisma/enums";
import type { Worded } from "@/lib/core/errors";
import { isOneOf } from "@/lib/core/narrow";
import { refusal } from "@/lib/i18n/sentences";

/** `Draft` → `Approved` → `Delivered` → `Loaded` → `Discharged`; canceled is a flag beside it. */
export const ITEM_STATUS = {
  DRAFT: "Draft",
  APPROVED: "Approved",
  DELIVERED: "Delivered",
  LOADED: "Loaded",
  DISCHARGED: "Discharged",
} as const satisfies Record<ItemState, string>;
export type ItemStatusName = (typeof ITEM_STATUS)[ItemState];

export const itemStatusName = (state: ItemState): ItemStatusName => ITEM_STATUS[state];

/** The terminal has the unit: Delivered or any state after it. */
export function isPastDelivery(state: ItemState): boolean {
  return state === "DELIVERED" || state === "LOADED" || state === "DISCHARGED";
}

/** Rule 13: only an Approved unit (not a draft, not one the terminal holds) can be canceled. */
export function canCancel(state: ItemState): boolean {
  return state === "APPROVED";
}

/** Rule 12: the priority of a delivered unit changes only through the shipping line. */
export function isPriorityLocked(state: ItemState): boolean {
  return isPastDelivery(state);
}

/**
 * Rule 5: a Pol or terminal change needs every live unit Approved. Drafts are not yet in the
 * line's hands (DESIGN.md lets them be edited freely), so they do not block it.
 */
export function blocksPolChange(state: ItemState): boolean {
  return isPastDelivery(state);
}

/**
 * Why an action on a unit is refused, in words a person understands; null when allowed. The line
 * (its staff, admins) reads what it can do instead: nobody cancels a unit the terminal holds (rule
 * 13), but the line can block it or roll it to a later sailing.
 */
export function cancelRefusal(
  state: ItemState,
  isCanceled: boolean,
  viewer: "agent" | "line" = "agent",
): Worded | null {
  if (isCanceled) return refusal("refusals.booking.unitAlreadyCanceled");
  if (state === "DRAFT") return refusal("refusals.booking.draftUnitCancel");
  if (isPastDelivery(state) && viewer === "line")
    return state === "DELIVERED"
      ? refusal("refusals.booking.deliveredLineCancel")
      : refusal("refusals.booking.pastDeliveryLineCancel", { status: ITEM_STATUS[state] });
  if (isPastDelivery(state)) return refusal("refusals.booking.pastDeliveryCancel", { status: ITEM_STATUS[state] });
  return null;
}

/**
 * The state a milestone moves a unit from and to. CustomsCleared does not move the unit; it is
 * recorded once, for a unit the terminal holds.
 */
export const MILESTONE_TRANSITIONS = {
  DELIVERED: { from: ["APPROVED"], to: "DELIVERED" },
  LOADED: { from: ["DELIVERED"], to: "LOADED" },
  DISCHARGED: { from: ["LOADED"], to: "DISCHARGED" },
  CUSTOMS_CLEARED: { from: ["DELIVERED", "LOADED", "DISCHARGED"], to: null },
} as const satisfies Record<MilestoneType, { from: readonly ItemState[]; to: ItemState | null }>;

/** The state after the milestone, or why it is refused (out of order, repeated, canceled, draft). */
export function applyMilestone(
  type: MilestoneType,
  item: { state: ItemState; isCanceled: boolean },
): { ok: true; state: ItemState } | { ok: false; reason: string } {
  if (item.isCanceled) return { ok: false, reason: "The unit is canceled." };
  const rule = MILESTONE_TRANSITIONS[type];
  if (!isOneOf(rule.from, item.state)) {
    const allowed = rule.from.map((s) => ITEM_STATUS[s]).join(" or ");
    return { ok: false, reason: `The unit is ${ITEM_STATUS[item.state]}; this milestone needs it ${allowed}.` };
  }
  return { ok: true, state: rule.to ?? item.state };
}

/** A header Status of "draft", in any case, keeps the booking's items Draft (DESIGN.md "Item states"). */
export function isDraftStatus(status: string | null | undefined): boolean {
  return status?.trim().toLowerCase() === "draft";
}

/** A booking's status as people read it: Canceled, Draft, or the header's own string. */
export function bookingStatusView(booking: { status: string; isCanceled: boolean }): {
  status: string;
  isDraft: boolean;
} {
  const draft = isDraftStatus(booking.status);
  return {
    status: booking.isCanceled ? "Canceled" : draft ? "Draft" : booking.status,
    isDraft: draft && !booking.isCanceled,
  };
}
