import "server-only";
// Who leads an agent's team (User.agentLead, /team): the operator's admin, or one of the agent's
// current leads, makes another active user of the same agent a lead, or takes the mark away. An
// agent never ends up with no active lead: the last one's mark is refused until another user leads
// (the agent would otherwise need the operator for every new user). Audited like the console's
// other changes to users.
import { ApiError, type Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { recordUserAudit } from "@/lib/admin/audit";
import { db } from "@/lib/db/prisma";
import { isTeamLead } from "@/lib/team/team";
import type { LeadChoice } from "@/lib/team/schemas";

/**
 * Why the change may not be made, or null. `otherLeads`: the agent's active leads besides the
 * user (counted inside the change's transaction, with the agent's row locked).
 */
export function leadChangeRefusal(
  user: { email: string; agentLead: boolean; disabled: boolean },
  lead: boolean,
  otherLeads: number,
  agentName: string,
): Worded | null {
  if (lead && user.disabled) return refusal("refusals.team.disabledNotLead", { email: user.email });
  if (!lead && user.agentLead && !user.disabled && otherLeads === 0)
    return refusal("refusals.team.onlyLead", { email: user.email, agent: agentName });
  return null;
}

/** The agent whose leads the caller may change: an admin any, a lead their own; else FORBIDDEN. */
async function agentScope(caller: Caller): Promise<number | "any"> {
  if (caller.kind === "user" && caller.role === "ADMIN") return "any";
  if (await isTeamLead(caller)) return caller.agentId!;
  throw new ApiError("FORBIDDEN", refusal("refusals.team.leadsNamedBy"));
}

/** The agent's users, with their lead mark, for the lead switch. */
export async function listLeadChoices(agentId: number): Promise<LeadChoice[]> {
  const users = await db().user.findMany({
    where: { agentId, role: "AGENT" },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true, email: true, agentLead: true, disabledAt: true },
  });
  return users.map((u) => ({ id: u.id, name: u.name, email: u.email, lead: u.agentLead, disabled: !!u.disabledAt }));
}

export async function setAgentLead(caller: Caller, userId: number, lead: boolean): Promise<LeadChoice[]> {
  const scope = await agentScope(caller);
  const target = await db().user.findUnique({
    where: { id: userId },
    select: { id: true, role: true, agentId: true, email: true },
  });
  // Another agent's user, staff or an admin is not in a lead's team: as if they did not exist.
  if (!target || target.role !== "AGENT" || !target.agentId || (scope !== "any" && target.agentId !== scope))
    throw new ApiError(
      "NOT_FOUND",
      refusal(scope === "any" ? "refusals.team.noUserInAgent" : "refusals.team.noUserInTeam", { id: userId }),
    );
  const agentId = target.agentId;
  await db().$transaction(async (tx) => {
    // One change at a time per agent: two leads removing each other at once cannot both pass.
    const [agent] = await tx.$queryRaw<{ name: string }[]>`SELECT name FROM "Agent" WHERE id = ${agentId} FOR UPDATE`;
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { email: true, agentLead: true, disabledAt: true },
    });
    if (user.agentLead === lead) return;
    const otherLeads = await tx.user.count({
      where: { agentId, role: "AGENT", agentLead: true, disabledAt: null, id: { not: userId } },
    });
    const refused = leadChangeRefusal({ ...user, disabled: !!user.disabledAt }, lead, otherLeads, agent.name);
    if (refused) throw new ApiError("NOT_ALLOWED", refused);
    await tx.user.update({ where: { id: userId }, data: { agentLead: lead } });
    await recordUserAudit(
      tx,
      caller,
      { id: userId, agentId },
      lead ? "user.makeLead" : "user.removeLead",
      lead ? `Made ${user.email} a lead of ${agent.name}` : `Removed ${user.email} as a lead of ${agent.name}`,
    );
  });
  return listLeadChoices(agentId);
}
