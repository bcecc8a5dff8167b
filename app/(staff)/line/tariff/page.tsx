import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleTabs } from "@/components/lines/console-tabs";
import { EndEntryForm } from "@/components/prices/end-entry-form";
import { TariffEntryForm } from "@/components/prices/tariff-entry-form";
import { TariffImport } from "@/components/prices/tariff-import";
import { EmptyState, PageHeader, Panel } from "@/components/states";
import { secondaryButtonClass } from "@/components/ui/button";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { db } from "@/lib/db/prisma";
import { getTariff } from "@/lib/pricing/line-tariff";
import { formatMoney, percentText } from "@/lib/pricing/money";
import { TARIFF_CSV_COLUMNS } from "@/lib/pricing/tariff";
import { tariffCsvCells, type TariffCsvColumn } from "@/lib/pricing/tariff-csv";
import { UNIT_TYPES, type UnitType } from "@/lib/schedule/enums";

export const metadata: Metadata = { title: "Line console · Tariff" };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const BASIS: Record<string, string> = { UNIT: "per unit", RT: "per RT", PERCENT: "of freight", BOOKING: "per booking" };

export default async function LineTariffPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller(["STAFF"]);
  const q = await searchParams;
  const isAdmin = caller.role === "ADMIN";
  const requestedLine = Number(q.line) || null;
  // admins choose the line first; staff see their own
  if (isAdmin && !requestedLine) {
    const lines = await db().shippingLine.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } });
    return (
      <main className="mx-auto max-w-screen-xl px-4 py-6">
        <PageHeader title="Line console" subtitle="A line's tariff: rates and surcharges" />
        <ConsoleTabs current="/line/tariff" isAdmin />
        <Panel label="Choose a line" className="p-4">
          <ul className="space-y-1 text-sm">
            {lines.map((l) => (
              <li key={l.id}>
                <Link href={`/line/tariff?line=${l.id}`} className="text-brand-700 underline underline-offset-2">
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      </main>
    );
  }
  const tariff = await getTariff(caller, requestedLine);
  const lineParam = isAdmin ? tariff.lineId : null;
  const editId = Number(q.edit) || null;
  const editing = editId ? (tariff.entries.find((e) => e.id === editId) ?? null) : null;
  const today = new Date().toISOString().slice(0, 10);
  const blank = Object.fromEntries(TARIFF_CSV_COLUMNS.map((c) => [c, ""])) as Record<TariffCsvColumn, string>;
  const fresh = {
    ...blank,
    Kind: "Rate",
    Code: "FREIGHT",
    UnitType: "C",
    Basis: "Unit",
    Currency: tariff.currency ?? "EUR",
    ValidFrom: today,
  };
  const exportHref = `/api/tariff/csv${lineParam ? `?lineId=${lineParam}` : ""}`;
  const withLine = (more: string) => `/line/tariff?${lineParam ? `line=${lineParam}&` : ""}${more}`;

  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title="Line console"
        subtitle="Your line's tariff: freight rates per lane, trade or every lane, and surcharges; quotes and bookings are priced from it"
      />
      <ConsoleTabs current="/line/tariff" isAdmin={isAdmin} />
      <div className="mb-4 grid gap-4 lg:grid-cols-2">
        <Panel label="Import and export" className="p-4">
          <h2 className="mb-2 text-lg font-semibold">Import and export</h2>
          <p className="mb-3 text-sm">
            <a href={exportHref} download="tariff.csv" className={secondaryButtonClass}>
              Export the tariff (CSV)
            </a>
          </p>
          <TariffImport lineId={lineParam} columns={TARIFF_CSV_COLUMNS} />
        </Panel>
        <Panel label={editing ? `Edit tariff line ${editing.id}` : "Add a tariff line"} className="p-4">
          <h2 className="mb-2 text-lg font-semibold">{editing ? `Edit ${editing.name}` : "Add a tariff line"}</h2>
          <TariffEntryForm
            key={editing?.id ?? "new"}
            entryId={editing?.id ?? null}
            lineId={lineParam}
            initial={editing ? tariffCsvCells(editing) : fresh}
          />
        </Panel>
      </div>
      <Panel label="Tariff">
        {tariff.entries.length === 0 ? (
          <EmptyState title="No tariff yet">
            Import a file or add the first rate above; until then every quote is &ldquo;on request&rdquo;.
          </EmptyState>
        ) : (
          <ScrollX label="Tariff lines, scrolls sideways">
            <Table
              caption={`The tariff${tariff.currency ? ` in ${tariff.currency}` : ""}`}
              look="panel"
              className="min-w-full"
            >
              <TableHead>
                <Tr>
                  <Th>Line</Th>
                  <Th>Lane</Th>
                  <Th>Unit type</Th>
                  <Th className="text-right">Amount</Th>
                  <Th>Valid</Th>
                  <Th>
                    <span className="sr-only">Change</span>
                  </Th>
                </Tr>
              </TableHead>
              <TableBody>
                {tariff.entries.map((e) => {
                  const label = `${e.name}${e.unitType ? ` (${e.unitType})` : ""}${e.pol ? ` ${e.pol}–${e.pod}` : e.scheduleCategory ? ` ${e.scheduleCategory}` : ""}`;
                  const ended = e.validUntil !== null && e.validUntil < today;
                  return (
                    <Tr key={e.id} className={ended ? "text-slate-500" : undefined}>
                      <Td>
                        <span className="font-medium">{e.name}</span>
                        <span className="block text-xs text-slate-500">
                          {e.kind === "RATE" ? "Rate" : `Surcharge ${e.code}`}
                        </span>
                      </Td>
                      <Td className="whitespace-nowrap">
                        {e.pol
                          ? `${e.pol} → ${e.pod}`
                          : e.scheduleCategory
                            ? `Trade ${e.scheduleCategory}`
                            : "Every lane"}
                      </Td>
                      <Td>
                        {e.unitType
                          ? (UNIT_TYPES[e.unitType as UnitType] ?? e.unitType)
                          : e.basis === "BOOKING"
                            ? "—"
                            : "Every type"}
                      </Td>
                      <Td className="whitespace-nowrap text-right tabular-nums">
                        {e.basis === "PERCENT" ? percentText(e.amount) : formatMoney(e.amount, e.currency ?? "EUR")}
                        <span className="block text-xs text-slate-500">{BASIS[e.basis]}</span>
                      </Td>
                      <Td className="whitespace-nowrap tabular-nums">
                        {e.validFrom} – {e.validUntil ?? "open"}
                        {ended ? <span className="block text-xs">ended</span> : null}
                      </Td>
                      <Td>
                        <div className="flex flex-wrap items-start gap-3">
                          <Link
                            href={withLine(`edit=${e.id}`)}
                            className="text-brand-700 underline underline-offset-2"
                            aria-label={`Edit ${label}`}
                          >
                            Edit
                          </Link>
                          {ended ? null : (
                            <EndEntryForm
                              entryId={e.id}
                              label={label}
                              today={today < e.validFrom ? e.validFrom : today}
                            />
                          )}
                        </div>
                      </Td>
                    </Tr>
                  );
                })}
              </TableBody>
            </Table>
          </ScrollX>
        )}
      </Panel>
    </main>
  );
}
