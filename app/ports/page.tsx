import type { Metadata } from "next";
import { Suspense } from "react";
import { PortDirectory } from "@/components/ports/port-directory";
import { PageHeader, Panel, TableSkeleton } from "@/components/states";
import { listPortTerminals } from "@/lib/ports/port-terminals";
import { listPortTimeZones } from "@/lib/ports/port-time-zones";
import { worldMap } from "@/lib/ports/world-map";
import { listScheduleOptions } from "@/lib/schedule/schedule-options";

export const metadata: Metadata = { title: "Ports" };
export const dynamic = "force-dynamic";

export default async function PortsPage() {
  const [options, terminals, timeZones] = await Promise.all([
    listScheduleOptions(),
    listPortTerminals(),
    listPortTimeZones(),
  ]);
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader
        title="Ports"
        subtitle="Where the lines load (pols) and discharge (pods) · every time shown for a port is its local time, in the zone listed here"
      />
      <Suspense
        fallback={
          <Panel>
            <TableSkeleton rows={10} columns={6} label="Loading ports" />
          </Panel>
        }
      >
        <PortDirectory options={options} terminals={terminals} timeZones={timeZones} map={worldMap()} />
      </Suspense>
    </main>
  );
}
