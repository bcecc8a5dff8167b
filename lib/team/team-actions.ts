"use server";
// Server actions of /team (decision 103): the agent's lead only (lib/team/team.ts checks); the
// lead switch is also the admin console's (lib/team/leads.ts scopes an admin to any agent).
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import type { UserCreated } from "@/lib/admin/schemas";
import { requireActionCaller } from "@/lib/auth/current-caller";
import {
  addTeamMemberSchema,
  setLeadSchema,
  setTeamMemberActiveSchema,
  type LeadChoice,
  type TeamMember,
} from "@/lib/team/schemas";
import { setAgentLead } from "@/lib/team/leads";
import { addTeamMember, setTeamMemberActive } from "@/lib/team/team";

const agentUser = () => requireActionCaller(["AGENT"]);

export async function addTeamMemberAction(input: unknown): Promise<ActionResult<UserCreated>> {
  return runAction(async () => addTeamMember(await agentUser(), addTeamMemberSchema.parse(input)));
}

export async function setTeamMemberActiveAction(input: unknown): Promise<ActionResult<TeamMember>> {
  return runAction(async () => {
    const { id, active } = setTeamMemberActiveSchema.parse(input);
    return setTeamMemberActive(await agentUser(), id, active);
  });
}

/** Make a user of an agent a lead of its team, or take the mark away (never the agent's last lead). */
export async function setTeamLeadAction(input: unknown): Promise<ActionResult<LeadChoice[]>> {
  return runAction(async () => {
    const { id, lead } = setLeadSchema.parse(input);
    return setAgentLead(await requireActionCaller(["AGENT", "ADMIN"]), id, lead);
  });
}
