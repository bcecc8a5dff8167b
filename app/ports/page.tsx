import type { Metadata } from "next";
import { Suspense } from "react";
import { PortDirectory } from "@/components/ports/port-directory";
import { PageHeader, Panel, TableSkeleton } from "@/components/states";
import { listPortTerminals } from "@/lib/ports/port-terminals";
import { worldMap } from "@/lib/ports/world-map";
import { listScheduleOptions } from "@/lib/schedule/schedule-options";

export const metadata: Metadata = { title: "Ports" };
export const dynamic = "force-dynamic";

export default async function PortsPage() {
  const [options, terminals] = await Promise.all([listScheduleOptions(), listPortTerminals()]);
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader title="Ports" subtitle="Where the lines load (pols) and discharge (pods) · pick a port for its terminals and sailings" />
      <Suspense fallback={<Panel><TableSkeleton rows={10} columns={6} label="Loading ports" /></Panel>}>
        <PortDirectory options={options} terminals={terminals} map={worldMap()} />
      </Suspense>
    </main>
  );
}
