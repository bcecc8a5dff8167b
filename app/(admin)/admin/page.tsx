import type { Metadata } from "next";
import Link from "next/link";
import { AdminNav } from "@/components/admin/admin-nav";
import { CreateAgentForm } from "@/components/admin/create-agent-form";
import { formatInstant } from "@/components/admin/format-instant";
import { EmptyState, PageHeader, Panel } from "@/components/states";
import { listAgentSummaries } from "@/lib/admin/agents";
import { ScrollX } from "@/components/admin/scroll-x";

export const metadata: Metadata = { title: "Operator console: agents" };
export const dynamic = "force-dynamic";

export default async function AdminAgentsPage() {
  const agents = await listAgentSummaries();
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader title="Operator console" subtitle="Agents, their API keys and IP allow lists, users, and the audit log of every change" />
      <AdminNav current="/admin" />
      <div className="space-y-4">
        <Panel label="New agent" className="p-4">
          <h2 className="mb-3 text-base font-semibold">New agent</h2>
          <CreateAgentForm />
        </Panel>
        <Panel label="Agents">
          <h2 className="px-4 pt-4 text-base font-semibold">Agents</h2>
          {agents.length === 0 ? (
            <EmptyState title="No agents yet">Create the first one above.</EmptyState>
          ) : (
            <div className="p-4 pt-2">
              <ScrollX label="Agents (scrolls sideways)">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">Agents</caption>
                <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">Agent</th>
                    <th scope="col" className="py-2 pr-3 font-medium">AgentId</th>
                    <th scope="col" className="py-2 pr-3 font-medium">Code</th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">Users</th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">Active keys</th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">Allow list</th>
                    <th scope="col" className="py-2 font-medium">Status</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {agents.map((a) => (
                    <tr key={a.id}>
                      <td className="py-2 pr-3">
                        <Link href={`/admin/agents/${a.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                          {a.name}
                        </Link>
                      </td>
                      <td className="py-2 pr-3 font-mono">{a.id}</td>
                      <td className="py-2 pr-3 font-mono">{a.code}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{a.users}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{a.activeKeys}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{a.allowListEntries}</td>
                      <td className="py-2 whitespace-nowrap">
                        {a.suspendedAt ? <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">Suspended {formatInstant(a.suspendedAt)}</span> : <span className="text-emerald-700">Active</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              </ScrollX>
            </div>
          )}
        </Panel>
      </div>
    </main>
  );
}
