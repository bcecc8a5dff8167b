import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UnitModelCatalogue } from "@/components/unit-models/unit-model-catalogue";
import { ReferencePage } from "@/components/reference-page";
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
    <ReferencePage title={t("title")} subtitle={t("subtitle")} skeleton={{ rows: 12, columns: 8, label: t("loading") }}>
      <UnitModelCatalogue initial={initial} />
    </ReferencePage>
  );
}
