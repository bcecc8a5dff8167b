import type { Metadata } from "next";
import { PortTimeProvider } from "@/components/schedules/port-time-context";
import { VesselDetail } from "@/components/vessels/vessel-detail";
import { listPortZones } from "@/lib/schedule/port-zones";

type Params = Promise<{ name: string }>;

function vesselName(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: vesselName((await params).name) };
}

export default async function VesselPage({ params }: { params: Params }) {
  const name = vesselName((await params).name);
  // Cut-offs are "closed" or "soon" by each port's own clock, as on the schedule page.
  const ports = await listPortZones();
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PortTimeProvider ports={ports} showZones={false} renderedAt={new Date().toISOString()}>
        <VesselDetail name={name} />
      </PortTimeProvider>
    </main>
  );
}
