import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminNav } from "@/components/admin/admin-nav";
import { AgentSettings } from "@/components/admin/agent-settings";
import { AllowListEditor } from "@/components/admin/allow-list-editor";
import { ApiKeysPanel } from "@/components/admin/api-keys-panel";
import { AuditTable } from "@/components/admin/audit-table";
import { formatInstant } from "@/lib/time/format";
import { UsersPanel } from "@/components/admin/users-panel";
import { LeadSwitch } from "@/components/team/lead-switch";
import { PageHeader, Panel } from "@/components/states";
import { ApiError } from "@/lib/core/errors";
import { getAgentDetail } from "@/lib/admin/agent-detail";
import { agentFileStorage } from "@/lib/files/storage-quota";
import { formatBytes } from "@/lib/files/format-bytes";
import { listAuditEvents } from "@/lib/admin/audit";
import { setTeamLeadAction } from "@/lib/actions/team";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { listLeadChoices } from "@/lib/team/leads";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.agent");
  return { title: t("metaTitle") };
}
export const dynamic = "force-dynamic";

async function loadAgent(id: number) {
  try {
    return await getAgentDetail(id);
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

function Section({
  title,
  id,
  children,
  description,
}: {
  title: string;
  id: string;
  children: React.ReactNode;
  description?: string;
}) {
  return (
    // min-w-0: a wide table scrolls inside its panel instead of widening the grid column (and the page).
    <Panel label={title} className="min-w-0 p-4">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {description ? <p className="mb-3 text-sm text-slate-500">{description}</p> : <div className="mb-3" />}
      {children}
    </Panel>
  );
}

export default async function AdminAgentPage({ params }: { params: Promise<{ id: string }> }) {
  const caller = await requirePageCaller(["ADMIN"]);
  const agent = await loadAgent(Number((await params).id));
  const audit = await listAuditEvents({ agentId: agent.id }, 10);
  const storage = await agentFileStorage(agent.id);
  const nearQuota = storage.quotaBytes > 0 && storage.usedBytes >= 0.9 * storage.quotaBytes;
  const [t, locale] = [await getTranslations("admin.agent"), await getLocale()];
  const facts: [string, React.ReactNode][] = [
    [
      t("facts.agentId"),
      <span key="id" className="font-mono text-base font-semibold">
        {agent.id}
      </span>,
    ],
    [
      t("facts.code"),
      <span key="code" className="font-mono">
        {agent.code}
      </span>,
    ],
    [
      t("facts.bookingPrefix"),
      <span key="prefix" className="font-mono">
        {agent.bookingPrefix}
      </span>,
    ],
    [t("facts.addressBook"), t("facts.addressBookSize", { count: agent.addressBookSize })],
    [t("facts.bookings"), String(agent.bookings)],
    [
      t("facts.files"),
      // what counts against FILE_STORAGE_PER_AGENT_BYTES (docs/operators/configuration.md)
      <span key="files" className={nearQuota ? "font-semibold text-red-800" : undefined}>
        {storage.quotaBytes > 0
          ? t("facts.filesOfQuota", {
              used: formatBytes(storage.usedBytes, locale),
              quota: formatBytes(storage.quotaBytes, locale),
              count: storage.files,
            })
          : t("facts.filesUsed", { used: formatBytes(storage.usedBytes, locale), count: storage.files })}
      </span>,
    ],
    [t("facts.created"), formatInstant(agent.createdAt, "UTC", locale)],
  ];
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <p className="mb-2 text-sm">
        <Link href="/admin" className="text-brand-700 underline-offset-2 hover:underline">
          {t("back")}
        </Link>
      </p>
      <PageHeader
        title={agent.name}
        subtitle={
          agent.suspendedAt
            ? t("suspendedSince", { when: formatInstant(agent.suspendedAt, "UTC", locale) })
            : t("subtitle")
        }
      />
      <AdminNav current="/admin" />
      <div className="space-y-4">
        <Panel label={t("factsLabel")} className="p-4">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-7">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-medium text-slate-500">{label}</dt>
                <dd className="mt-0.5">{value}</dd>
              </div>
            ))}
          </dl>
          {agent.suspendedAt ? (
            <p className="mt-3 rounded bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{t("suspendedNote")}</p>
          ) : null}
        </Panel>
        <div className="grid gap-4 lg:grid-cols-2">
          <Section title={t("keys.title")} id="keys" description={t("keys.description")}>
            <ApiKeysPanel agentId={agent.id} keys={agent.keys} />
          </Section>
          <Section title={t("allowList.title")} id="allow-list" description={t("allowList.description")}>
            <AllowListEditor
              agentId={agent.id}
              entries={agent.allowList}
              bindsSessions={agent.allowListBindsSessions}
            />
          </Section>
        </div>
        <Section title={t("users.title")} id="users" description={t("users.description")}>
          <UsersPanel
            users={agent.users}
            fixedAgent={{ id: agent.id, name: agent.name }}
            agents={[]}
            lines={[]}
            selfId={caller.kind === "user" ? caller.id : null}
          />
        </Section>
        <Section title={t("leads.title")} id="leads" description={t("leads.description")}>
          <LeadSwitch users={await listLeadChoices(agent.id)} action={setTeamLeadAction} />
        </Section>
        <Section title={t("settings.title")} id="settings">
          <AgentSettings agent={{ id: agent.id, name: agent.name, suspendedAt: agent.suspendedAt }} />
        </Section>
        <Section title={t("recent.title")} id="recent" description={t("recent.description")}>
          <AuditTable events={audit.events} />
          <p className="mt-3 text-sm">
            <Link
              href={`/admin/audit?agentId=${agent.id}`}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {t("recent.all", { name: agent.name })}
            </Link>
          </p>
        </Section>
      </div>
    </main>
  );
}
