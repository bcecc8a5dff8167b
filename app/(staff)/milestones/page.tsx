import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MilestoneBoard } from "@/components/milestones/milestone-board";
import { VoyagePicker } from "@/components/milestones/voyage-picker";
import { EmptyState, PageHeader, Panel } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { milestoneCsvTemplate } from "@/lib/feed/milestone-csv";
import { listStaffVoyages, listVoyageItems } from "@/lib/staff/voyage-items";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("line");
  return { title: t("milestones.title") };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function MilestonesPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller(["STAFF"]);
  const params = await searchParams;
  const t = await getTranslations("line.milestones");
  const voyageId = Number(one(params.voyage)) || null;
  const voyages = await listStaffVoyages(caller);
  const all = voyageId ? await listVoyageItems(caller, voyageId) : null;
  const pol = all?.pols.some((p) => p.code === one(params.pol)) ? one(params.pol) : "";
  const items = all ? all.items.filter((i) => !pol || i.pol === pol) : [];
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <VoyagePicker voyages={voyages} selected={all ? { voyage: all.voyage.id, pols: all.pols, pol } : null} />
      {voyageId && !all ? (
        <Panel className="mt-4">
          <EmptyState title={t("noUnitsTitle")}>{t("noUnitsBody")}</EmptyState>
        </Panel>
      ) : null}
      {all ? (
        <MilestoneBoard
          key={`${all.voyage.id}:${pol}`}
          voyageId={all.voyage.id}
          voyageLabel={`${all.voyage.number} · ${all.voyage.vessel}`}
          items={items}
          template={milestoneCsvTemplate(items)}
        />
      ) : null}
      {!voyageId && voyages.length === 0 ? (
        <Panel className="mt-4">
          <EmptyState title={t("noVoyagesTitle")}>{t("noVoyagesBody")}</EmptyState>
        </Panel>
      ) : null}
    </main>
  );
}
