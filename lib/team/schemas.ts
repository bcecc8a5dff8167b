// The agent's team (/team): its lead adds the agent's users and disables or enables them. Free of
// server imports: the page's form reads these too.
import { z } from "zod";
import { userEmailSchema, userNameSchema } from "@/lib/admin/schemas";
import { recordIdSchema } from "@/lib/core/operation";

export const addTeamMemberSchema = z.object({ name: userNameSchema, email: userEmailSchema });
export type AddTeamMemberInput = z.infer<typeof addTeamMemberSchema>;

export const setTeamMemberActiveSchema = z.object({ id: recordIdSchema, active: z.boolean() });

export interface TeamMember {
  id: number;
  name: string;
  email: string;
  lead: boolean;
  /** ISO instant, null when the user has not signed in since sign-ins are noted */
  lastSignInAt: string | null;
  disabledAt: string | null;
  /** the lead themself: never disabled from here */
  self: boolean;
}

/** Make a user of the agent a lead (`lead: true`) or take the mark away (lib/team/leads.ts). */
export const setLeadSchema = z.object({ id: recordIdSchema, lead: z.boolean() });

/** A user of the agent as the lead switch shows them. */
export interface LeadChoice {
  id: number;
  name: string;
  email: string;
  lead: boolean;
  disabled: boolean;
}
