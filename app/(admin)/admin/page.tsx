import type { Metadata } from "next";
import Link from "next/link";
import { AdminNav } from "@/components/admin/admin-nav";
import { CreateAgentForm } from "@/components/admin/create-agent-form";
import { formatInstant } from "@/lib/time/format";
import { EmptyState, PageHeader, Panel } from "@/components/states";
import { listAgentSummaries } from "@/lib/admin/agents";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableHead, TableBody, Th, Td, Tr } from "@/components/ui/table";

export const metadata: Metadata = { title: "Operator console: agents" };
export const dynamic = "force-dynamic";

export default async function AdminAgentsPage() {
  const agents = await listAgentSummaries();
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title="Operator console"
        subtitle="Agents, their API keys and IP allow lists, users, and the audit log of every change"
      />
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
                <Table caption="Agents" look="list" className="min-w-[40rem]">
                  <TableHead>
                    <Tr>
                      <Th>Agent</Th>
                      <Th>AgentId</Th>
                      <Th>Code</Th>
                      <Th className="text-right">Users</Th>
                      <Th className="text-right">Active keys</Th>
                      <Th className="text-right">Allow list</Th>
                      <Th>Status</Th>
                    </Tr>
                  </TableHead>
                  <TableBody>
                    {agents.map((a) => (
                      <Tr key={a.id}>
                        <Td>
                          <Link
                            href={`/admin/agents/${a.id}`}
                            className="font-medium text-brand-700 underline-offset-2 hover:underline"
                          >
                            {a.name}
                          </Link>
                        </Td>
                        <Td className="font-mono">{a.id}</Td>
                        <Td className="font-mono">{a.code}</Td>
                        <Td className="text-right tabular-nums">{a.users}</Td>
                        <Td className="text-right tabular-nums">{a.activeKeys}</Td>
                        <Td className="text-right tabular-nums">{a.allowListEntries}</Td>
                        <Td className="whitespace-nowrap">
                          {a.suspendedAt ? (
                            <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">
                              Suspended {formatInstant(a.suspendedAt)}
                            </span>
                          ) : (
                            <span className="text-emerald-700">Active</span>
                          )}
                        </Td>
                      </Tr>
                    ))}
                  </TableBody>
                </Table>
              </ScrollX>
            </div>
          )}
        </Panel>
      </div>
    </main>
  );
}
