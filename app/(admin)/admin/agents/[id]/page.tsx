import type { Metadata } from "next";
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
import { setTeamLeadAction } from "@/lib/team/team-actions";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { listLeadChoices } from "@/lib/team/leads";

export const metadata: Metadata = { title: "Operator console: agent" };
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
  const facts: [string, React.ReactNode][] = [
    [
      "AgentId",
      <span key="id" className="font-mono text-base font-semibold">
        {agent.id}
      </span>,
    ],
    [
      "Code",
      <span key="code" className="font-mono">
        {agent.code}
      </span>,
    ],
    [
      "Booking prefix",
      <span key="prefix" className="font-mono">
        {agent.bookingPrefix}
      </span>,
    ],
    ["Address book", `${agent.addressBookSize} ${agent.addressBookSize === 1 ? "party" : "parties"}`],
    ["Bookings", String(agent.bookings)],
    [
      "Uploaded files",
      // what counts against FILE_STORAGE_PER_AGENT_BYTES (docs/operators/configuration.md)
      <span key="files" className={nearQuota ? "font-semibold text-red-800" : undefined}>
        {formatBytes(storage.usedBytes)}
        {storage.quotaBytes > 0 ? ` of ${formatBytes(storage.quotaBytes)}` : ""} ({storage.files}{" "}
        {storage.files === 1 ? "file" : "files"})
      </span>,
    ],
    ["Created", formatInstant(agent.createdAt)],
  ];
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <p className="mb-2 text-sm">
        <Link href="/admin" className="text-brand-700 underline-offset-2 hover:underline">
          ← All agents
        </Link>
      </p>
      <PageHeader
        title={agent.name}
        subtitle={
          agent.suspendedAt
            ? `Suspended since ${formatInstant(agent.suspendedAt)}: its keys and users do not work`
            : "Integrators send this agent's AgentId in Header.AgentId (or 0 for their own)"
        }
      />
      <AdminNav current="/admin" />
      <div className="space-y-4">
        <Panel label="Agent facts" className="p-4">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-7">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-medium text-slate-500">{label}</dt>
                <dd className="mt-0.5">{value}</dd>
              </div>
            ))}
          </dl>
          {agent.suspendedAt ? (
            <p className="mt-3 rounded bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              Suspended: API keys answer 401, users cannot sign in, no booking can be saved.
            </p>
          ) : null}
        </Panel>
        <div className="grid gap-4 lg:grid-cols-2">
          <Section
            title="API keys"
            id="keys"
            description="Keys of the agent's integrators; the key itself is shown once, at issue."
          >
            <ApiKeysPanel agentId={agent.id} keys={agent.keys} />
          </Section>
          <Section
            title="IP allow list"
            id="allow-list"
            description="Where the agent's integrators (API keys) may save bookings from; signed-in users too when bound."
          >
            <AllowListEditor
              agentId={agent.id}
              entries={agent.allowList}
              bindsSessions={agent.allowListBindsSessions}
            />
          </Section>
        </div>
        <Section title="Users" id="users" description="People of this agent who sign in to the portal.">
          <UsersPanel
            users={agent.users}
            fixedAgent={{ id: agent.id, name: agent.name }}
            agents={[]}
            lines={[]}
            selfId={caller.kind === "user" ? caller.id : null}
          />
        </Section>
        <Section
          title="Team leads"
          id="leads"
          description="Users who manage the agent's other users on their Team page; the agent always keeps one."
        >
          <LeadSwitch users={await listLeadChoices(agent.id)} action={setTeamLeadAction} />
        </Section>
        <Section title="Settings" id="settings">
          <AgentSettings agent={{ id: agent.id, name: agent.name, suspendedAt: agent.suspendedAt }} />
        </Section>
        <Section
          title="Recent changes"
          id="recent"
          description="The last ten changes to this agent, its keys, allow list and users."
        >
          <AuditTable events={audit.events} />
          <p className="mt-3 text-sm">
            <Link
              href={`/admin/audit?agentId=${agent.id}`}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              All changes to {agent.name}
            </Link>
          </p>
        </Section>
      </div>
    </main>
  );
}
