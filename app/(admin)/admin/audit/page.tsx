import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AdminNav } from "@/components/admin/admin-nav";
import { AuditTable } from "@/components/admin/audit-table";
import { PageHeader, Panel } from "@/components/states";
import { Button, secondaryButtonClass } from "@/components/ui/button";
import { Input, Select, Field } from "@/components/ui/field";
import { listAgentSummaries } from "@/lib/admin/agents";
import { listAuditEvents } from "@/lib/admin/audit";
import { auditQuerySchema, type AuditQuery } from "@/lib/admin/schemas";
import { keysOf } from "@/lib/core/narrow";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.audit");
  return { title: t("metaTitle") };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const TARGETS = ["agent", "apiKey", "allowList", "user"] as const;

/** The filters from the URL; a value that does not parse is dropped (and said so), not an error page. */
function readFilters(raw: Record<string, string | string[] | undefined>): { query: AuditQuery; dropped: string[] } {
  const query: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const key of keysOf(auditQuerySchema.shape)) {
    const value = raw[key];
    const text = Array.isArray(value) ? value[0] : value;
    if (!text) continue;
    const parsed = auditQuerySchema.shape[key].safeParse(text);
    if (parsed.success) query[key] = parsed.data;
    else dropped.push(key);
  }
  return { query: query as AuditQuery, dropped };
}

export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  const { query, dropped } = readFilters(await searchParams);
  const [page, agents] = [await listAuditEvents(query), await listAgentSummaries()];
  const [t, tc, tCommon] = [
    await getTranslations("admin.audit"),
    await getTranslations("admin.console"),
    await getTranslations("common.action"),
  ];
  const next = new URLSearchParams(
    Object.entries({ ...query, before: page.nextBefore ?? undefined })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader title={tc("title")} subtitle={t("subtitle")} />
      <AdminNav current="/admin/audit" />
      <div className="space-y-4">
        <Panel label={t("filters")} className="p-4">
          <form method="get" action="/admin/audit" className="flex flex-wrap items-end gap-3">
            <Field id="audit-agent" label={t("agent")} className="min-w-0 flex-1 basis-48">
              <Select id="audit-agent" name="agentId" defaultValue={query.agentId ?? ""}>
                <option value="">{t("everyAgent")}</option>
                {agents.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="audit-target" label={t("changed")} className="min-w-0 flex-1 basis-36">
              <Select id="audit-target" name="targetType" defaultValue={query.targetType ?? ""}>
                <option value="">{t("anything")}</option>
                {TARGETS.map((value) => (
                  <option key={value} value={value}>
                    {t(`target.${value}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="audit-actor" label={t("actor")} className="min-w-0 flex-1 basis-36">
              <Input id="audit-actor" name="actor" defaultValue={query.actor ?? ""} />
            </Field>
            <Field id="audit-from" label={t("from")} className="min-w-0 flex-1 basis-36">
              <Input id="audit-from" name="from" type="date" defaultValue={query.from ?? ""} />
            </Field>
            <Field id="audit-to" label={t("to")} className="min-w-0 flex-1 basis-36">
              <Input id="audit-to" name="to" type="date" defaultValue={query.to ?? ""} />
            </Field>
            <div className="flex gap-2">
              <Button type="submit">{t("filter")}</Button>
              <Link href="/admin/audit" className={secondaryButtonClass}>
                {tCommon("clear")}
              </Link>
            </div>
          </form>
          {dropped.length ? (
            <p role="status" className="mt-2 text-sm text-amber-800">
              {t("dropped", { names: dropped.join(", ") })}
            </p>
          ) : null}
        </Panel>
        <Panel label={t("changes")} className="p-4">
          <h2 className="mb-2 text-base font-semibold">{t("heading")}</h2>
          <AuditTable events={page.events} />
          {page.nextBefore ? (
            <p className="mt-3 text-sm">
              <Link href={`/admin/audit?${next}`} className="text-brand-700 underline-offset-2 hover:underline">
                {t("older")}
              </Link>
            </p>
          ) : null}
        </Panel>
      </div>
    </main>
  );
}
