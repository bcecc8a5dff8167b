import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ItemUpdatesView } from "@/components/feed/item-updates-view";
import { PageHeader } from "@/components/states";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("line");
  return { title: t("itemUpdates.title") };
}
export const dynamic = "force-dynamic";

export default async function ItemUpdatesPage() {
  const t = await getTranslations("line.itemUpdates");
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Suspense>
        <ItemUpdatesView />
      </Suspense>
    </main>
  );
}
