import "server-only";
// The agent's team, managed by the agent's lead (User.agentLead) instead of the operator: list the
// agent's users, add one (with a temporary password shown once, as the operator's console does),
// disable or enable one (disabling ends their sessions). Creating and disabling go through the
// operator's own functions (lib/admin/users.ts), so both are audited the same way. Only the lead's
// own agent's users are ever listed or touched; another agent's user is NOT_FOUND.
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { createUser, setUserActive } from "@/lib/admin/users";
import type { UserCreated } from "@/lib/admin/schemas";
import { db } from "@/lib/db/prisma";
import type { AddTeamMemberInput, TeamMember } from "@/lib/team/schemas";

/** Whether the caller leads their agent's team (read fresh: the session's flag is only for the header). */
export async function isTeamLead(caller: Caller): Promise<boolean> {
  if (caller.kind !== "user" || caller.role !== "AGENT" || !caller.agentId) return false;
  const user = await db().user.findUnique({
    where: { id: caller.id },
    select: { agentLead: true, agentId: true, disabledAt: true },
  });
  return !!user?.agentLead && user.agentId === caller.agentId && !user.disabledAt;
}

async function requireTeamLead(caller: Caller): Promise<number> {
  if (!(await isTeamLead(caller))) throw new ApiError("FORBIDDEN", refusal("refusals.team.leadManages"));
  return caller.agentId!;
}

export async function listTeam(caller: Caller): Promise<TeamMember[]> {
  const agentId = await requireTeamLead(caller);
  const users = await db().user.findMany({
    where: { agentId, role: "AGENT" },
    orderBy: [{ disabledAt: { sort: "desc", nulls: "first" } }, { name: "asc" }, { id: "asc" }],
    select: { id: true, name: true, email: true, agentLead: true, lastSignInAt: true, disabledAt: true },
  });
  return users.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    lead: u.agentLead,
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    disabledAt: u.disabledAt?.toISOString() ?? null,
    self: u.id === caller.id,
  }));
}

export async function addTeamMember(caller: Caller, input: AddTeamMemberInput): Promise<UserCreated> {
  const agentId = await requireTeamLead(caller);
  return createUser(caller, { ...input, role: "AGENT", agentId });
}

export async function setTeamMemberActive(caller: Caller, id: number, active: boolean): Promise<TeamMember> {
  const agentId = await requireTeamLead(caller);
  if (id === caller.id) throw new ApiError("NOT_ALLOWED", refusal("refusals.team.notYourOwnAccount"));
  const member = await db().user.findFirst({ where: { id, agentId, role: "AGENT" }, select: { id: true } });
  if (!member) throw new ApiError("NOT_FOUND", refusal("refusals.team.noUserInTeam", { id }));
  await setUserActive(caller, id, active);
  const team = await listTeam(caller);
  return team.find((m) => m.id === id)!;
}
