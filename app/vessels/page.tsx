import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReferencePage } from "@/components/reference-page";
import { VesselTable } from "@/components/vessels/vessel-table";
import { listVesselLines } from "@/lib/fleet/vessel-lines";
import { listScheduleOptions } from "@/lib/schedule/schedule-options";
import type { Vessel } from "@/lib/fleet/vessel-schema";
import { vesselSearchRead } from "@/lib/reads/read-definitions";
import { readForPage } from "@/lib/reads/read-for-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reference.vessels");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function VesselsPage({ searchParams }: { searchParams: SearchParams }) {
  const { Line, ScheduleCategory } = await searchParams;
  const t = await getTranslations("reference.vessels");
  const [options, lineOf, vessels] = await Promise.all([
    listScheduleOptions(),
    listVesselLines(),
    readForPage<Vessel[]>(vesselSearchRead, { Line, ScheduleCategory }),
  ]);
  return (
    <ReferencePage title={t("title")} subtitle={t("subtitle")} skeleton={{ rows: 10, columns: 8, label: t("loading") }}>
      <VesselTable options={options} lineOf={lineOf} initial={vessels} />
    </ReferencePage>
  );
}
