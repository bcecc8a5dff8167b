import "server-only";
// Where the line's decisions wait: the staff's queue (bookings and held changes to decide, oldest
// first, with their age) and the agent's two lists (what waits for the line, what the line sent
// back). Read by the two homes (app/page.tsx).
import type { Caller } from "@/lib/auth/caller";
import { visibleBookings } from "@/lib/booking/rules/visibility";
import { db } from "@/lib/db/prisma";
import type { ConfirmationState } from "@/lib/generated/prisma/enums";
import { STATE_NAME, type ConfirmationStateName } from "@/lib/booking/decision/confirmation-schema";

/** Entries each list shows; the bookings list's filter has the rest. */
const MAX_ENTRIES = 25;

export interface DecisionEntry {
  id: number;
  bookingCode: string;
  agent: string;
  state: ConfirmationStateName;
  /** since when it waits in this state (UTC instant) */
  since: Date;
  /** "3 hours", "2 days": how long it has waited */
  age: string;
  voyage: string | null;
  pol: string;
  pod: string | null;
  units: number;
  reason: string | null;
}

/** How long something has waited, in the largest whole unit. */
export function ageText(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, "hour");
  return plural(Math.floor(hours / 24), "day");
}

async function entries(caller: Caller, states: ConfirmationState[], now: Date): Promise<DecisionEntry[]> {
  const rows = await db().booking.findMany({
    where: { ...visibleBookings(caller), isCanceled: false, confirmation: { in: states } },
    orderBy: [{ confirmationSince: "asc" }, { id: "asc" }],
    take: MAX_ENTRIES,
    select: {
      id: true,
      bookingCode: true,
      confirmation: true,
      confirmationSince: true,
      confirmationReason: true,
      createdAt: true,
      bookingVoyage: true,
      itemCount: true,
      agent: { select: { name: true } },
      pol: { select: { code: true } },
      pod: { select: { code: true } },
      voyage: { select: { number: true } },
    },
  });
  return rows.map((r) => {
    const since = r.confirmationSince ?? r.createdAt;
    return {
      id: r.id,
      bookingCode: r.bookingCode,
      agent: r.agent.name,
      state: STATE_NAME[r.confirmation!],
      since,
      age: ageText(since, now),
      voyage: r.voyage?.number ?? r.bookingVoyage,
      pol: r.pol.code,
      pod: r.pod?.code ?? null,
      units: r.itemCount,
      reason: r.confirmationReason,
    };
  });
}

/** The staff's queue: new bookings and held changes waiting for the line, oldest first. */
export function decisionQueue(caller: Caller, now: Date = new Date()): Promise<DecisionEntry[]> {
  return entries(caller, ["RECEIVED", "PENDING_AMENDMENT"], now);
}

/** The agent's lists: what waits for the line, and what the line sent back (to update, or declined). */
export async function agentDecisionLists(
  caller: Caller,
  now: Date = new Date(),
): Promise<{ waiting: DecisionEntry[]; sentBack: DecisionEntry[] }> {
  const waiting = await entries(caller, ["RECEIVED", "PENDING_AMENDMENT", "WAITLISTED"], now);
  const sentBack = await entries(caller, ["PENDING_UPDATE", "DECLINED"], now);
  // the newest decline first would bury a request to update: both oldest first, updates before declines
  sentBack.sort((a, b) => (a.state === b.state ? 0 : a.state === "PendingUpdate" ? -1 : 1));
  return { waiting, sentBack };
}
