import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntegrationsView } from "@/components/integrations/integrations-view";
import { EmptyState, PageHeader, Panel } from "@/components/states";
import { PickForm } from "@/components/pick-form";
import { Select, Field } from "@/components/ui/field";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { listAgents } from "@/lib/staff/list-agents";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.integrations");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function IntegrationsPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller(["AGENT"]);
  const t = await getTranslations("admin.integrations");
  const subtitle = t("subtitle");
  if (caller.role !== "ADMIN") {
    return (
      <main className="mx-auto max-w-screen-xl px-4 py-6">
        <PageHeader title={t("title")} subtitle={subtitle} />
        <IntegrationsView />
      </main>
    );
  }
  // Admins act on an agent's behalf: pick the agent first (a GET form, so the choice is in the URL).
  const agents = await listAgents();
  const raw = (await searchParams).agent;
  const agentId = Number(Array.isArray(raw) ? raw[0] : raw) || null;
  const agent = agents.find((a) => a.id === agentId) ?? null;
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader title={t("title")} subtitle={agent ? t("subtitleAgent", { name: agent.name }) : t("pick")} />
      <PickForm action="/integrations" className="mb-4" submitLabel={t("show")}>
        <Field id="pick-agent" label={t("agent")} className="w-full sm:w-80">
          <Select id="pick-agent" name="agent" defaultValue={agent?.id ?? ""} required>
            <option value="" disabled>
              {t("chooseAgent")}
            </option>
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.code})
              </option>
            ))}
          </Select>
        </Field>
      </PickForm>
      {agent ? (
        <IntegrationsView key={agent.id} agentId={agent.id} />
      ) : (
        <Panel>
          <EmptyState title={t("noAgentTitle")}>{t("noAgentBody")}</EmptyState>
        </Panel>
      )}
    </main>
  );
}
