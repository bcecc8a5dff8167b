// /team — the agent's users, for the agent's lead: add a user, disable or enable one. Anyone else
// gets a 404, as for a page that does not exist (admins manage users in the operator's console).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader, Panel } from "@/components/states";
import { TeamPanel } from "@/components/team/team-panel";
import { requirePageCaller } from "@/lib/auth/current-caller";
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
    </main>
  );
}
