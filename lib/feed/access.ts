import "server-only";
// Who may touch which subscription: an agent (its users and its integrator keys) only its own;
// an admin any, naming the agent; line staff read every agent's and may redeliver (DESIGN.md:
// staff view "every agent's delivery log").
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import type { FeedSubscription } from "@/lib/generated/prisma/client";

export type SubscriptionAction = "read" | "redeliver" | "manage";

/** The agent whose subscriptions a call is about; null = every agent (admins and staff listing). */
export function agentScope(caller: Caller, agentId: number | undefined, action: SubscriptionAction): number | null {
  if (caller.role === "AGENT") {
    if (!caller.agentId) throw new ApiError("FORBIDDEN", refusal("refusals.feed.noAgent"));
    if (agentId !== undefined && agentId !== caller.agentId)
      throw new ApiError("FORBIDDEN", refusal("refusals.feed.ownSubscriptionsOnly"));
    return caller.agentId;
  }
  if (caller.role === "STAFF" && action === "manage")
    throw new ApiError("FORBIDDEN", refusal("refusals.feed.managedByAgentOrAdmin"));
  return agentId ?? null;
}

/** The subscription, or 404 when it does not exist or is another agent's. */
export async function getSubscriptionOrThrow(
  caller: Caller,
  id: number,
  action: SubscriptionAction,
): Promise<FeedSubscription> {
  const scope = agentScope(caller, undefined, action);
  const sub = Number.isSafeInteger(id) ? await db().feedSubscription.findUnique({ where: { id } }) : null;
  if (!sub || (scope !== null && sub.agentId !== scope))
    throw new ApiError("NOT_FOUND", refusal("refusals.feed.noSuchSubscription", { id }));
  return sub;
}
