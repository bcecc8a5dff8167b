import type { Metadata } from "next";
import { VesselDetail } from "@/components/vessels/vessel-detail";

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
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <VesselDetail name={name} />
    </main>
  );
}
