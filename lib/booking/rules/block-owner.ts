// Who owns a unit's Block (docs/portal/line-decision.md "Blocks"): a block the line set (its staff
// or an admin) is released by the line only; an agent holds and releases its own units. The save
// runs this on every unit the message sends: it refuses an agent's release of the line's block with
// the unit's path, and marks who set each block (BookingItem.blockedByLine) for the history.
import type { Caller } from "@/lib/auth/caller";
import type { PlannedItem } from "@/lib/booking/save/plan-items";
import type { RuleErrors } from "@/lib/booking/rules/rule-errors";
import { refusal } from "@/lib/i18n/sentences";

/** The line's side: its staff and admins (an agent's users and API keys are not). */
const isLine = (caller: Pick<Caller, "role">): boolean => caller.role !== "AGENT";

export function checkBlockOwner(caller: Pick<Caller, "role">, planned: PlannedItem[], errors: RuleErrors): void {
  for (const p of planned) {
    if (p.kind !== "sent") continue;
    const stored = p.stored;
    const blocked = !!p.data.block;
    if (!blocked) {
      p.data.blockedByLine = false;
      if (stored?.block && stored.blockedByLine && !isLine(caller) && !p.isCanceled) {
        const reason = stored.blockReason?.trim();
        errors.add(
          "FORBIDDEN",
          `Items[${p.index}].Block`,
          "blocked_by_line",
          reason
            ? refusal("refusals.booking.blockedByLineBecause", { reason })
            : refusal("refusals.booking.blockedByLine"),
        );
      }
      continue;
    }
    // A block that stays keeps its owner; a new one belongs to whoever sets it.
    p.data.blockedByLine = stored?.block ? stored.blockedByLine : isLine(caller);
  }
}

/** Who holds a blocked unit, in the history's words. */
export const blockOwnerName = (byLine: boolean): "line" | "agent" => (byLine ? "line" : "agent");
