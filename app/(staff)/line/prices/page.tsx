import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleTabs } from "@/components/lines/console-tabs";
import { PriceItemForm } from "@/components/prices/price-item-form";
import { PricedNotices } from "@/components/prices/priced-notices";
import { EmptyState, PageHeader, Panel } from "@/components/states";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { getTariff } from "@/lib/pricing/line-tariff";
import { listOnRequest } from "@/lib/pricing/set-item-price";
import { UNIT_TYPES, type UnitType } from "@/lib/schedule/enums";
import { measuresText } from "@/lib/voyage-space/revenue-tons";

export const metadata: Metadata = { title: "Line console · Prices on request" };
export const dynamic = "force-dynamic";

export default async function PricesOnRequestPage() {
  const caller = await requirePageCaller(["STAFF"]);
  const queue = await listOnRequest(caller);
  // the line's tariff currency proposes the currency of a booking that has none yet
  const currency = caller.role === "STAFF" ? ((await getTariff(caller)).currency ?? "EUR") : "EUR";
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title="Line console"
        subtitle="Units no tariff could price (a lane or unit type without a rate): price them by hand; the agent sees the price on the booking"
      />
      <ConsoleTabs current="/line/prices" isAdmin={caller.role === "ADMIN"} />
      <PricedNotices>
        {queue.bookings.length === 0 ? (
          <Panel label="Prices on request">
            <EmptyState title="Nothing to price">
              Every unit of your line&apos;s bookings and quotes has a price.
            </EmptyState>
          </Panel>
        ) : (
          <div className="space-y-4">
            {queue.bookings.map((b) => (
              <Panel
                key={b.bookingId}
                label={`${b.status === "Quotation" ? "Quote" : "Booking"} ${b.bookingCode}`}
                className="p-4"
              >
                <h2 className="text-base font-semibold">
                  <Link
                    href={`/bookings/${b.bookingId}`}
                    className="font-mono text-brand-700 underline underline-offset-2"
                  >
                    {b.bookingCode}
                  </Link>{" "}
                  <span className="text-sm font-normal text-slate-600">
                    {b.status === "Quotation" ? "quote" : "booking"} · {b.agent} · {b.pol} → {b.pod ?? "?"}
                    {b.voyage ? ` · voyage ${b.voyage}` : ""}
                  </span>
                </h2>
                <ScrollX label={`Units of ${b.bookingCode} to price`}>
                  <Table caption={`Units of ${b.bookingCode} without a price`} look="panel" className="mt-2 min-w-full">
                    <TableHead>
                      <Tr>
                        <Th>#</Th>
                        <Th>Unit</Th>
                        <Th>Price by hand</Th>
                      </Tr>
                    </TableHead>
                    <TableBody>
                      {b.items.map((i) => {
                        const label = `unit ${i.relativeId} of ${b.bookingCode}`;
                        return (
                          <Tr key={i.itemId}>
                            <Td className="tabular-nums text-slate-500">{i.relativeId}</Td>
                            <Td className="min-w-32">
                              {i.description ?? "—"}
                              {i.unitType ? (
                                <span className="block text-xs text-slate-500">
                                  {UNIT_TYPES[i.unitType as UnitType] ?? i.unitType}
                                </span>
                              ) : null}
                              <span className="block text-xs tabular-nums text-slate-600">
                                {measuresText(i)}
                                {i.revenueTons > 0 ? ` · ${i.revenueTons.toLocaleString("en")} RT` : ""}
                              </span>
                            </Td>
                            <Td className="min-w-72">
                              <PriceItemForm itemId={i.itemId} label={label} currency={currency} />
                            </Td>
                          </Tr>
                        );
                      })}
                    </TableBody>
                  </Table>
                </ScrollX>
              </Panel>
            ))}
          </div>
        )}
      </PricedNotices>
    </main>
  );
}
