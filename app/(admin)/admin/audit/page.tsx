import type { Metadata } from "next";
import Link from "next/link";
import { AdminNav } from "@/components/admin/admin-nav";
import { AuditTable } from "@/components/admin/audit-table";
import { PageHeader, Panel } from "@/components/states";
import { Button, secondaryButtonClass } from "@/components/ui/button";
import { labelClass, Input, Select } from "@/components/ui/field";
import { listAgentSummaries } from "@/lib/admin/agents";
import { listAuditEvents } from "@/lib/admin/audit";
import { auditQuerySchema, type AuditQuery } from "@/lib/admin/schemas";
import { keysOf } from "@/lib/core/narrow";

export const metadata: Metadata = { title: "Operator console: audit log" };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const TARGET_LABELS = { agent: "Agents", apiKey: "API keys", allowList: "Allow lists", user: "Users" } as const;

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
  const next = new URLSearchParams(
    Object.entries({ ...query, before: page.nextBefore ?? undefined })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title="Operator console"
        subtitle="Who changed which agent, key, allow list or user, when, and from which IP"
      />
      <AdminNav current="/admin/audit" />
      <div className="space-y-4">
        <Panel label="Filters" className="p-4">
          <form method="get" action="/admin/audit" className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1 basis-48">
              <label htmlFor="audit-agent" className={labelClass}>
                Agent
              </label>
              <Select id="audit-agent" name="agentId" defaultValue={query.agentId ?? ""}>
                <option value="">Every agent</option>
                {agents.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
            </div>
            <div className="min-w-0 flex-1 basis-36">
              <label htmlFor="audit-target" className={labelClass}>
                Changed
              </label>
              <Select id="audit-target" name="targetType" defaultValue={query.targetType ?? ""}>
                <option value="">Anything</option>
                {Object.entries(TARGET_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            </div>
            <div className="min-w-0 flex-1 basis-36">
              <label htmlFor="audit-actor" className={labelClass}>
                Who (name contains)
              </label>
              <Input id="audit-actor" name="actor" defaultValue={query.actor ?? ""} />
            </div>
            <div className="min-w-0 flex-1 basis-36">
              <label htmlFor="audit-from" className={labelClass}>
                From (UTC day)
              </label>
              <Input id="audit-from" name="from" type="date" defaultValue={query.from ?? ""} />
            </div>
            <div className="min-w-0 flex-1 basis-36">
              <label htmlFor="audit-to" className={labelClass}>
                To (UTC day)
              </label>
              <Input id="audit-to" name="to" type="date" defaultValue={query.to ?? ""} />
            </div>
            <div className="flex gap-2">
              <Button type="submit">Filter</Button>
              <Link href="/admin/audit" className={secondaryButtonClass}>
                Clear
              </Link>
            </div>
          </form>
          {dropped.length ? (
            <p role="status" className="mt-2 text-sm text-amber-800">
              Ignored filters with a bad value: {dropped.join(", ")}.
            </p>
          ) : null}
        </Panel>
        <Panel label="Changes" className="p-4">
          <h2 className="mb-2 text-base font-semibold">Changes, newest first</h2>
          <AuditTable events={page.events} />
          {page.nextBefore ? (
            <p className="mt-3 text-sm">
              <Link href={`/admin/audit?${next}`} className="text-brand-700 underline-offset-2 hover:underline">
                Older changes →
              </Link>
            </p>
          ) : null}
        </Panel>
      </div>
    </main>
  );
}
