import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { UnitModelCatalogue } from "@/components/unit-models/unit-model-catalogue";
import { PageHeader, Panel, TableSkeleton } from "@/components/states";
import type { UnitModel } from "@/lib/catalogue/unit-model-schema";
import { unitModelsRead } from "@/lib/reads/read-definitions";
import { readForPage } from "@/lib/reads/read-for-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reference.unitModels");
  return { title: t("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function UnitModelsPage({ searchParams }: { searchParams: SearchParams }) {
  const { q, type } = await searchParams;
  const t = await getTranslations("reference.unitModels");
  // the catalogue's first page in the HTML, for the words and type the address holds
  const initial = await readForPage<UnitModel[]>(unitModelsRead, {
    search: typeof q === "string" ? q.trim() : undefined,
    type,
  });
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Suspense
        fallback={
          <Panel>
            <TableSkeleton rows={12} columns={8} label={t("loading")} />
          </Panel>
        }
      >
        <UnitModelCatalogue initial={initial} />
      </Suspense>
    </main>
  );
}
