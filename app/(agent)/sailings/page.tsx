// /sailings — "Find a sailing for these units" (agents): the lane, the units, and the next sailings
// that take them, with the price of the lot (POST /api/sailings/search).
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/states";
import { FindSailing } from "@/components/sailings/find-sailing";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reference.findSailing");
  return { title: t("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? "";

export default async function FindSailingPage({ searchParams }: { searchParams: SearchParams }) {
  const q = await searchParams;
  const t = await getTranslations("reference.findSailing");
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <FindSailing defaultPol={first(q.pol)} defaultPod={first(q.pod)} />
    </main>
  );
}
