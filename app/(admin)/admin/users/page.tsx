import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminNav } from "@/components/admin/admin-nav";
import { UsersPanel } from "@/components/admin/users-panel";
import { PageHeader, Panel } from "@/components/states";
import { Button } from "@/components/ui/button";
import { Input, Select, Field } from "@/components/ui/field";
import { listAgentSummaries } from "@/lib/admin/agents";
import { userListQuerySchema } from "@/lib/admin/schemas";
import { listLines, listUsers } from "@/lib/admin/users";
import { requirePageCaller } from "@/lib/auth/current-caller";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.users");
  return { title: t("metaTitle") };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminUsersPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller(["ADMIN"]);
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;
  const parsed = userListQuerySchema.safeParse({ role: first(raw.role), search: first(raw.search) });
  const filter = parsed.success ? parsed.data : {};
  const [users, agents, lines] = [await listUsers(filter), await listAgentSummaries(), await listLines()];
  const t = await getTranslations("admin");
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader title={t("console.title")} subtitle={t("users.subtitle")} />
      <AdminNav current="/admin/users" />
      <Panel label={t("users.panel")} className="p-4">
        <form
          method="get"
          action="/admin/users"
          className="mb-4 flex flex-wrap items-end gap-3 border-b border-slate-100 pb-4"
        >
          <Field id="users-search" label={t("users.search")} className="min-w-0 flex-1 basis-48">
            <Input id="users-search" name="search" type="search" defaultValue={filter.search ?? ""} />
          </Field>
          <Field id="users-role" label={t("users.role")} className="min-w-0 flex-1 basis-40">
            <Select id="users-role" name="role" defaultValue={filter.role ?? ""}>
              <option value="">{t("users.everyRole")}</option>
              <option value="AGENT">{t("users.roleFilter.AGENT")}</option>
              <option value="STAFF">{t("users.roleFilter.STAFF")}</option>
              <option value="ADMIN">{t("users.roleFilter.ADMIN")}</option>
            </Select>
          </Field>
          <Button type="submit">{t("users.show")}</Button>
        </form>
        <UsersPanel
          users={users}
          agents={agents.map((a) => ({ id: a.id, name: a.name }))}
          lines={lines}
          selfId={caller.kind === "user" ? caller.id : null}
        />
      </Panel>
    </main>
  );
}
