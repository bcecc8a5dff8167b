// /sailings — "Find a sailing for these units" (agents): the lane, the units, and the next sailings
// that take them, with the price of the lot (POST /api/sailings/search).
import type { Metadata } from "next";
import { PageHeader } from "@/components/states";
import { FindSailing } from "@/components/sailings/find-sailing";

export const metadata: Metadata = { title: "Find a sailing" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? "";

export default async function FindSailingPage({ searchParams }: { searchParams: SearchParams }) {
  const q = await searchParams;
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title="Find a sailing"
        subtitle="Which sailing takes these units, and what will it cost? Checked by the line's own rules: cut-off, calls, limits, space and the destination's rules."
      />
      <FindSailing defaultPol={first(q.pol)} defaultPod={first(q.pod)} />
    </main>
  );
}
