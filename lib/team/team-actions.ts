"use server";
// Server actions of /team (decision 103): the agent's lead only (lib/team/team.ts checks).
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import type { UserCreated } from "@/lib/admin/schemas";
import { requireActionCaller } from "@/lib/auth/current-caller";
import { addTeamMemberSchema, setTeamMemberActiveSchema, type TeamMember } from "@/lib/team/schemas";
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
