import type { Metadata } from "next";
import { Suspense } from "react";
import { ItemUpdatesView } from "@/components/feed/item-updates-view";
import { PageHeader } from "@/components/states";

export const metadata: Metadata = { title: "Item updates" };
export const dynamic = "force-dynamic";

export default function ItemUpdatesPage() {
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader title="Item updates" subtitle="Item update records the portal received from the feed, newest first" />
      <Suspense>
        <ItemUpdatesView />
      </Suspense>
    </main>
  );
}
