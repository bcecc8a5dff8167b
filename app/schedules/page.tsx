import type { Metadata } from "next";
import { Suspense } from "react";
import { ScheduleBrowser } from "@/components/schedules/schedule-browser";
import { PageHeader } from "@/components/states";
import { listScheduleOptions } from "@/lib/schedule/schedule-options";

export const metadata: Metadata = { title: "Schedules" };
export const dynamic = "force-dynamic";

export default async function SchedulesPage() {
  const options = await listScheduleOptions();
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader title="Schedules" subtitle="Voyages still to come, by service · open a voyage for its rotation and to book on it" />
      <Suspense>
        <ScheduleBrowser options={options} />
      </Suspense>
    </main>
  );
}
