"use server";
// Server actions of /team (decision 103): the agent's lead only (lib/team/team.ts checks); the
// lead switch is also the admin console's (lib/team/leads.ts scopes an admin to any agent).
import { defineAction } from "@/lib/actions/define-action";
import { addTeamMemberSchema, setLeadSchema, setTeamMemberActiveSchema } from "@/lib/team/schemas";
import { setAgentLead } from "@/lib/team/leads";
import { addTeamMember, setTeamMemberActive } from "@/lib/team/team";

export const addTeamMemberAction = defineAction({ access: ["AGENT"], input: [addTeamMemberSchema] }, (caller, input) =>
  addTeamMember(caller, input),
);

export const setTeamMemberActiveAction = defineAction(
  { access: ["AGENT"], input: [setTeamMemberActiveSchema] },
  (caller, { id, active }) => setTeamMemberActive(caller, id, active),
);

/** Make a user of an agent a lead of its team, or take the mark away (never the agent's last lead). */
export const setTeamLeadAction = defineAction(
  { access: ["AGENT", "ADMIN"], input: [setLeadSchema] },
  (caller, { id, lead }) => setAgentLead(caller, id, lead),
);
