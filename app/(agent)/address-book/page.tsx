import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AddressBookTable } from "@/components/address-book/address-book-table";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { ADDRESS_BOOK_LIST_PAGE, listAddressBook } from "@/lib/address-book/manage-entries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.addressBook");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function AddressBookPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const caller = await requirePageCaller(["AGENT"]);
  const params = await searchParams;
  const q = one(params.q).slice(0, 100);
  const page = Number(one(params.page)) || 1;
  const [t, tc] = [await getTranslations("admin.addressBook"), await getTranslations("common.action")];
  if (caller.role !== "AGENT") {
    return (
      <main className="mx-auto max-w-screen-xl px-4 py-6">
        <h1 className="text-xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="mt-2 text-sm text-slate-600">{t("notAgent")}</p>
      </main>
    );
  }
  const list = await listAddressBook(caller, { q, page });
  const edit = Number(one(params.edit)) || null;
  const pages = Math.max(1, Math.ceil(list.total / ADDRESS_BOOK_LIST_PAGE));
  const pageHref = (n: number) => `/address-book?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;
  return (
    <main className="mx-auto max-w-screen-xl space-y-4 px-4 py-6">
      <div>
        <h1 className="text-xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </div>
      {one(params.done) ? (
        <p role="status" className="rounded border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {one(params.done)}
        </p>
      ) : null}
      {one(params.error) ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {one(params.error)}
        </p>
      ) : null}
      <form role="search" action="/address-book" className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col text-sm font-medium text-slate-700 sm:max-w-md">
          {t("search")}
          <Input name="q" type="search" defaultValue={q} className="mt-1" />
        </label>
        <Button type="submit">{tc("search")}</Button>
      </form>
      <p className="text-sm text-slate-600" aria-live="polite">
        {q ? t("countMatch", { count: list.total, q }) : t("count", { count: list.total })}
        {pages > 1 ? ` · ${t("pageOf", { page: list.page, pages })}` : ""}
      </p>
      <AddressBookTable rows={list.rows} q={q} edit={edit} />
      {pages > 1 ? (
        <nav aria-label={t("pages")} className="flex gap-3 text-sm">
          {list.page > 1 ? (
            <Link href={pageHref(list.page - 1)} className="text-brand-700 hover:underline">
              {t("previous")}
            </Link>
          ) : null}
          {list.page < pages ? (
            <Link href={pageHref(list.page + 1)} className="text-brand-700 hover:underline">
              {t("next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}
