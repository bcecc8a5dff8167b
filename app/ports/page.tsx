import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PortDirectory } from "@/components/ports/port-directory";
import { ReferencePage } from "@/components/reference-page";
import { listPortTerminals } from "@/lib/ports/port-terminals";
import { listPortTimeZones } from "@/lib/ports/port-time-zones";
import { worldMap } from "@/lib/ports/world-map";
import { listScheduleOptions } from "@/lib/schedule/schedule-options";
import { podsRead, polsRead } from "@/lib/reads/read-definitions";
import { readForPage } from "@/lib/reads/read-for-page";
import type { Port } from "@/lib/ports/port-schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reference.ports");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function PortsPage({ searchParams }: { searchParams: SearchParams }) {
  const { Line, ScheduleCategory } = await searchParams;
  const scope = { Line, ScheduleCategory };
  const t = await getTranslations("reference.ports");
  const [options, terminals, timeZones, pols, pods] = await Promise.all([
    listScheduleOptions(),
    listPortTerminals(),
    listPortTimeZones(),
    readForPage<Port[]>(polsRead, scope),
    readForPage<Port[]>(podsRead, scope),
  ]);
  return (
    <ReferencePage title={t("title")} subtitle={t("subtitle")} skeleton={{ rows: 10, columns: 6, label: t("loading") }}>
      <PortDirectory
        options={options}
        terminals={terminals}
        timeZones={timeZones}
        map={worldMap()}
        initialPols={pols}
        initialPods={pods}
      />
    </ReferencePage>
  );
}
