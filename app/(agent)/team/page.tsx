// /team — the agent's users, for the agent's lead: add a user, disable or enable one, name the leads. Anyone else
// gets a 404, as for a page that does not exist (admins manage users in the operator's console).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader, Panel } from "@/components/states";
import { LeadSwitch } from "@/components/team/lead-switch";
import { TeamPanel } from "@/components/team/team-panel";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { listLeadChoices } from "@/lib/team/leads";
import { setTeamLeadAction } from "@/lib/team/team-actions";
import { isTeamLead, listTeam } from "@/lib/team/team";

export const metadata: Metadata = { title: "Team" };
export const dynamic = "force-dynamic";

export default async function TeamPage() {
  const caller = await requirePageCaller(["AGENT"]);
  if (!(await isTeamLead(caller))) notFound();
  const team = await listTeam(caller);
  const active = team.filter((m) => !m.disabledAt).length;
  return (
    <main className="mx-auto max-w-screen-lg px-4 py-6">
      <PageHeader
        title="Team"
        subtitle={`The users of your agent: ${active} active${team.length > active ? `, ${team.length - active} disabled` : ""}`}
      />
      <Panel label="Users of your agent" className="p-4">
        <TeamPanel team={team} />
      </Panel>
      <Panel label="Team leads" className="mt-4 p-4">
        <h2 className="text-base font-semibold">Team leads</h2>
        <p className="mb-2 text-sm text-slate-600">
          Leads manage this page. Your agent always keeps at least one; a new lead sees Team in the menu after signing
          in again.
        </p>
        <LeadSwitch users={await listLeadChoices(caller.agentId!)} action={setTeamLeadAction} selfId={caller.id} />
      </Panel>
    </main>
  );
}
