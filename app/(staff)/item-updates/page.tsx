import type { Metadata } from "next";
import { Suspense } from "react";
import { ItemUpdatesView } from "@/components/feed/item-updates-view";
import { PageHeader } from "@/components/states";

export const metadata: Metadata = { title: "Item updates" };
export const dynamic = "force-dynamic";

export default function ItemUpdatesPage() {
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader
        title="Item updates"
        subtitle="Every update of your line’s units, newest first, with its delivery to each subscriber"
      />
      <Suspense>
        <ItemUpdatesView />
      </Suspense>
    </main>
  );
}
