import "server-only";
// Line staff record milestones of items (DESIGN.md "Item states", "Item update feed"). Each one
// moves the item through the state table, and writes its item update record and the outbox rows
// for the agent's subscriptions in the same transaction: all of a call, or nothing.
import type { Caller } from "@/lib/auth/caller";
import type { ItemStatusName } from "@/lib/booking/item-state";
import type { ItemUpdateRecord, MilestoneInput } from "@/lib/feed/milestone-schema";

export interface MilestoneEntry {
  itemId: number;
  milestone: MilestoneInput;
}

export interface RecordedMilestone {
  itemId: number;
  milestoneId: number;
  status: ItemStatusName;
  record: ItemUpdateRecord;
}

export async function recordMilestones(caller: Caller, entries: MilestoneEntry[]): Promise<RecordedMilestone[]> {
  void caller;
  void entries;
  throw new Error("not yet");
}
