import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { AdminNav } from "@/components/admin/admin-nav";
import { CreateAgentForm } from "@/components/admin/create-agent-form";
import { formatInstant } from "@/lib/time/format";
import { EmptyState, PageHeader, Panel } from "@/components/states";
import { listAgentSummaries } from "@/lib/admin/agents";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableHead, TableBody, Th, Td, Tr } from "@/components/ui/table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.agents");
  return { title: t("metaTitle") };
}
export const dynamic = "force-dynamic";

export default async function AdminAgentsPage() {
  const agents = await listAgentSummaries();
  const [t, tc, locale] = [
    await getTranslations("admin.agents"),
    await getTranslations("admin.console"),
    await getLocale(),
  ];
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader title={tc("title")} subtitle={t("subtitle")} />
      <AdminNav current="/admin" />
      <div className="space-y-4">
        <Panel label={t("newAgent")} className="p-4">
          <h2 className="mb-3 text-base font-semibold">{t("newAgent")}</h2>
          <CreateAgentForm />
        </Panel>
        <Panel label={t("heading")}>
          <h2 className="px-4 pt-4 text-base font-semibold">{t("heading")}</h2>
          {agents.length === 0 ? (
            <EmptyState title={t("emptyTitle")}>{t("emptyBody")}</EmptyState>
          ) : (
            <div className="p-4 pt-2">
              <ScrollX label={t("scroll")}>
                <Table caption={t("caption")} look="list" className="min-w-[40rem]">
                  <TableHead>
                    <Tr>
                      <Th>{t("col.agent")}</Th>
                      <Th>{t("col.agentId")}</Th>
                      <Th>{t("col.code")}</Th>
                      <Th className="text-right">{t("col.users")}</Th>
                      <Th className="text-right">{t("col.activeKeys")}</Th>
                      <Th className="text-right">{t("col.allowList")}</Th>
                      <Th>{t("col.status")}</Th>
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
                              {t("suspended", { when: formatInstant(a.suspendedAt, "UTC", locale) })}
                            </span>
                          ) : (
                            <span className="text-emerald-700">{t("active")}</span>
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
