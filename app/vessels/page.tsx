import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader, Panel, TableSkeleton } from "@/components/states";
import { VesselTable } from "@/components/vessels/vessel-table";
import { listVesselLines } from "@/lib/fleet/vessel-lines";
import { listScheduleOptions } from "@/lib/schedule/schedule-options";

export const metadata: Metadata = { title: "Vessels" };
export const dynamic = "force-dynamic";

export default async function VesselsPage() {
  const [options, lineOf] = await Promise.all([listScheduleOptions(), listVesselLines()]);
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader
        title="Vessels"
        subtitle="The fleet deployed on the lines' voyages · pick a vessel for its upcoming voyages"
      />
      <Suspense
        fallback={
          <Panel>
            <TableSkeleton rows={10} columns={8} label="Loading vessels" />
          </Panel>
        }
      >
        <VesselTable options={options} lineOf={lineOf} />
      </Suspense>
    </main>
  );
}
