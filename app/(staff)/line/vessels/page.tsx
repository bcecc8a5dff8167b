import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleTabs } from "@/components/lines/console-tabs";
import { VesselForm } from "@/components/lines/vessel-form";
import { EmptyState, PageHeader, Panel } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { db } from "@/lib/db/prisma";
import type { VesselInput } from "@/lib/lines/schemas";
import { listLineVessels } from "@/lib/lines/vessels";
import { Table, TableHead, TableBody, Th, Td, Tr } from "@/components/ui/table";

export const metadata: Metadata = { title: "Line console · Vessels" };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const EMPTY: VesselInput = {
  name: "",
  imo: "",
  yearBuilt: "",
  flag: "",
  cargoCapacity: "",
  maxDeckHeight: "",
  maxDeckWidth: "",
  maxRampWeight: "",
  speed: "",
} as unknown as VesselInput;
const num = (n: number) => n.toLocaleString("en-GB", { maximumFractionDigits: 2 });

export default async function LineVesselsPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller(["STAFF"]);
  const editId = Number((await searchParams).edit) || null;
  const vessels = await listLineVessels(caller);
  const editing = editId ? (vessels.find((v) => v.id === editId) ?? null) : null;
  const lines =
    caller.role === "ADMIN"
      ? await db().shippingLine.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } })
      : null;
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title="Line console"
        subtitle="Your line's vessels and their particulars, as the vessel read and the schedules show them"
      />
      <ConsoleTabs current="/line/vessels" isAdmin={caller.role === "ADMIN"} />
      <Panel label={editing ? `Edit ${editing.name}` : "Add a vessel"} className="mb-4 p-4">
        <h2 className="mb-2 text-lg font-semibold">{editing ? `Edit ${editing.name}` : "Add a vessel"}</h2>
        <VesselForm
          key={editing?.id ?? "new"}
          vesselId={editing?.id ?? null}
          lines={lines}
          initial={
            editing
              ? {
                  name: editing.name,
                  imo: editing.imo ?? "",
                  yearBuilt: editing.yearBuilt ?? "",
                  flag: editing.flag,
                  cargoCapacity: editing.cargoCapacity,
                  maxDeckHeight: editing.maxDeckHeight,
                  maxDeckWidth: editing.maxDeckWidth,
                  maxRampWeight: editing.maxRampWeight,
                  speed: editing.speed,
                }
              : EMPTY
          }
        />
      </Panel>
      <Panel label="Vessels">
        {vessels.length === 0 ? (
          <EmptyState title="No vessels yet">Add the line&apos;s first vessel above.</EmptyState>
        ) : (
          <div className="relative overflow-x-auto">
            <Table caption="Vessels of your line" look="panel" className="min-w-full">
              <TableHead>
                <Tr>
                  <Th>Name</Th>
                  <Th>IMO</Th>
                  <Th>Built</Th>
                  <Th>Flag</Th>
                  <Th className="text-right">RT</Th>
                  <Th className="text-right">Deck h × w (cm)</Th>
                  <Th className="text-right">Ramp (t)</Th>
                  <Th className="text-right">kn</Th>
                  <Th>
                    <span className="sr-only">Edit</span>
                  </Th>
                </Tr>
              </TableHead>
              <TableBody>
                {vessels.map((v) => (
                  <Tr key={v.id}>
                    <Td className="font-medium">
                      {caller.role === "ADMIN" && v.line ? `${v.line} · ` : ""}
                      {v.name}
                    </Td>
                    <Td className="tabular-nums">{v.imo ?? "—"}</Td>
                    <Td className="tabular-nums">{v.yearBuilt ?? "—"}</Td>
                    <Td>{v.flag}</Td>
                    <Td className="text-right tabular-nums">{num(v.cargoCapacity)}</Td>
                    <Td className="whitespace-nowrap text-right tabular-nums">
                      {num(v.maxDeckHeight)} × {num(v.maxDeckWidth)}
                    </Td>
                    <Td className="text-right tabular-nums">{num(v.maxRampWeight)}</Td>
                    <Td className="text-right tabular-nums">{num(v.speed)}</Td>
                    <Td>
                      <Link
                        href={`/line/vessels?edit=${v.id}`}
                        className="text-brand-700 underline underline-offset-2"
                        aria-label={`Edit ${v.name}`}
                      >
                        Edit
                      </Link>
                    </Td>
                  </Tr>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Panel>
    </main>
  );
}
