// The save's rules on units by their state (spec rules 4, 5, 12, 13), read from the state table
// in lib/booking/rules/item-state.ts. Each check adds its violations to the save's RuleErrors.
import type { ItemState } from "@/lib/generated/prisma/enums";
import { blocksPolChange, canCancel, isPriorityLocked, itemStatusName } from "@/lib/booking/rules/item-state";
import type { ResolvedReferences } from "@/lib/booking/save/resolve-references";
import type { RuleErrors } from "@/lib/booking/rules/rule-errors";
import type { StoredBooking, StoredItem } from "@/lib/booking/message/stored-booking";
import { refusal } from "@/lib/i18n/sentences";

/** The state a unit will be in: a non-draft save approves drafts (the validation is the approval). */
export function nextItemState(stored: { state: ItemState; isCanceled: boolean } | null, draft: boolean): ItemState {
  if (!stored) return draft ? "DRAFT" : "APPROVED";
  return stored.state === "DRAFT" && !draft && !stored.isCanceled ? "APPROVED" : stored.state;
}

/** Rules 4 and 12 for a stored item the message updates; false when it may not be touched at all. */
export function checkItemUpdate(
  stored: StoredItem,
  priority: string | null | undefined,
  path: string,
  errors: RuleErrors,
): boolean {
  if (stored.isCanceled) {
    errors.add("NOT_ALLOWED", `${path}.Id`, "canceled", refusal("refusals.booking.itemCanceled", { id: stored.id }));
    return false;
  }
  if (isPriorityLocked(stored.state) && (priority ?? null) !== (stored.priority ?? null)) {
    errors.add(
      "NOT_ALLOWED",
      `${path}.Priority`,
      "priority_locked",
      refusal("refusals.booking.priorityLocked", { id: stored.id, status: itemStatusName(stored.state) }),
    );
  }
  return true;
}

/** Rule 13 for an item the message cancels (itself, or by canceling the booking). */
export function checkItemCancel(stored: StoredItem | null, cancelPath: string, errors: RuleErrors): void {
  if (stored && canCancel(stored.state)) return;
  const message = stored
    ? refusal("refusals.booking.cancelOnlyApproved", { id: stored.id, status: itemStatusName(stored.state) })
    : refusal("refusals.booking.newItemCancel");
  errors.add("NOT_ALLOWED", cancelPath, "cancel_not_allowed", message);
}

/** Rule 13 for a stored item the message leaves out while it cancels the booking. */
export function checkLeftOutItemCancel(stored: StoredItem, errors: RuleErrors): void {
  if (stored.isCanceled || canCancel(stored.state)) return;
  errors.add(
    "NOT_ALLOWED",
    "Header.IsCanceled",
    "cancel_not_allowed",
    refusal("refusals.booking.leftOutCancel", {
      id: stored.id,
      relativeId: stored.relativeId,
      status: itemStatusName(stored.state),
    }),
  );
}

/** Rule 13 for a sub unit or sub item: parts of an Approved unit only, and never a new entry. */
export function checkChildCancel(existing: boolean, item: StoredItem | null, path: string, errors: RuleErrors): void {
  if (existing && item && canCancel(item.state)) return;
  const message =
    existing && item
      ? refusal("refusals.booking.partsOfApprovedOnly", { status: itemStatusName(item.state) })
      : refusal("refusals.booking.newEntryCancel");
  errors.add("NOT_ALLOWED", `${path}.IsCanceled`, "cancel_not_allowed", message);
}

/** Rule 5: the Pol or terminal changes only while no live unit blocks it. */
export function checkPolChange(stored: StoredBooking | null, refs: ResolvedReferences, errors: RuleErrors): void {
  if (!stored || !refs.pol || !refs.terminal) return;
  if (refs.pol.id === stored.polId && refs.terminal.id === stored.terminalId) return;
  const what = refs.pol.id !== stored.polId ? "Pol" : "Terminal";
  const blocking = stored.items.filter((i) => !i.isCanceled && blocksPolChange(i.state));
  if (!blocking.length) return;
  const list = blocking
    .slice(0, 10)
    .map((i) => `${i.id} (${itemStatusName(i.state)})`)
    .join(", ");
  errors.add(
    "NOT_ALLOWED",
    `Header.${what}`,
    `${what.toLowerCase()}_change_not_allowed`,
    refusal(blocking.length > 10 ? "refusals.booking.polChangeBlockedMore" : "refusals.booking.polChangeBlocked", {
      what,
      list,
    }),
  );
}
