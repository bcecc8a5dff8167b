// /team — the agent's users, for the agent's lead: add a user, disable or enable one, name the leads. Anyone else
// gets a 404, as for a page that does not exist (admins manage users in the operator's console).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader, Panel } from "@/components/states";
import { LeadSwitch } from "@/components/team/lead-switch";
import { TeamPanel } from "@/components/team/team-panel";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { listLeadChoices } from "@/lib/team/leads";
import { setTeamLeadAction } from "@/lib/actions/team";
import { isTeamLead, listTeam } from "@/lib/team/team";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.team");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

export default async function TeamPage() {
  const caller = await requirePageCaller(["AGENT"]);
  if (!(await isTeamLead(caller))) notFound();
  const team = await listTeam(caller);
  const active = team.filter((m) => !m.disabledAt).length;
  const t = await getTranslations("admin.team");
  return (
    <main className="mx-auto max-w-screen-lg px-4 py-6">
      <PageHeader
        title={t("title")}
        subtitle={
          team.length > active
            ? t("subtitleDisabled", { active, disabled: team.length - active })
            : t("subtitle", { active })
        }
      />
      <Panel label={t("usersLabel")} className="p-4">
        <TeamPanel team={team} />
      </Panel>
      <Panel label={t("leadsTitle")} className="mt-4 p-4">
        <h2 className="text-base font-semibold">{t("leadsTitle")}</h2>
        <p className="mb-2 text-sm text-slate-600">{t("leadsText")}</p>
        <LeadSwitch users={await listLeadChoices(caller.agentId!)} action={setTeamLeadAction} selfId={caller.id} />
      </Panel>
    </main>
  );
}
