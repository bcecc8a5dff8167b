// Invoices: an agent's own (what is open first), every invoice of the line for its staff, with
// payments recorded here (docs/portal/papers.md).
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader, Panel } from "@/components/states";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
import { PaymentForm } from "@/components/papers/payment-form";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { getInvoice, listInvoices } from "@/lib/papers/invoices";
import { formatAmount } from "@/lib/pricing/money";
import { formatDate } from "@/lib/time/format";

export const metadata: Metadata = { title: "Invoices" };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function InvoicesPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller(["AGENT", "STAFF"]);
  const query = await searchParams;
  const all = query.show === "all";
  const invoices = await listInvoices(caller, { open: !all });
  // After "Record payment": what the invoice is now (it may have left the open ones).
  const recorded =
    typeof query.recorded === "string" ? await getInvoice(caller, query.recorded).catch(() => null) : null;
  const staff = caller.role !== "AGENT";
  const openTotals = new Map<string, number>();
  for (const i of invoices)
    if (i.status === "Open") openTotals.set(i.currency, (openTotals.get(i.currency) ?? 0) + i.open);
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader
        title="Invoices"
        subtitle={
          staff
            ? "Every invoice of your line, with what is still open"
            : "Your invoices from the lines, and what is open"
        }
        actions={
          <Link href={all ? "/invoices" : "/invoices?show=all"} className="text-brand-700 underline underline-offset-2">
            {all ? "Show open invoices only" : "Show every invoice"}
          </Link>
        }
      />
      {recorded ? (
        <p
          role="status"
          className="mb-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950"
        >
          {recorded.status === "Paid"
            ? `Payment recorded: invoice ${recorded.number} is paid in full.`
            : `Payment recorded: ${formatAmount(recorded.open, recorded.currency)} is still open on invoice ${recorded.number}.`}
        </p>
      ) : null}
      {openTotals.size ? (
        <p className="mb-3 text-sm">
          Open:{" "}
          <strong>
            {[...openTotals]
              .map(([currency, amount]) => formatAmount(Math.round(amount * 100) / 100, currency))
              .join(", ")}
          </strong>
        </p>
      ) : null}
      <Panel label="Invoices">
        {invoices.length ? (
          <ScrollX label="Invoices">
            <Table caption="Invoices" look="panel" cards="wide" className="min-w-full">
              <TableHead>
                <Tr>
                  <Th>Invoice</Th>
                  <Th>Booking</Th>
                  <Th>Payer</Th>
                  <Th>Due</Th>
                  <Th numeric>Total</Th>
                  <Th numeric>Open</Th>
                  {staff ? <Th>Payment</Th> : null}
                </Tr>
              </TableHead>
              <TableBody>
                {invoices.map((i) => (
                  <Tr key={i.number}>
                    <Td label="Invoice">
                      <a
                        className="font-mono font-medium text-brand-700 underline underline-offset-2"
                        href={`/api/invoices/${i.number}.pdf`}
                      >
                        {i.number}
                      </a>
                      <span className="block text-xs text-slate-600">
                        {i.transportDocument ?? "at confirmation"} · {i.freightPayment.toLowerCase()}
                        {i.creditNotes.map((n) => (
                          <a
                            key={n.number}
                            className="ml-2 text-brand-700 underline"
                            href={`/api/credit-notes/${n.number}.pdf`}
                          >
                            {n.number}
                          </a>
                        ))}
                      </span>
                    </Td>
                    <Td label="Booking">
                      <Link
                        className="font-mono text-brand-700 underline underline-offset-2"
                        href={`/bookings/${i.bookingId}`}
                      >
                        {i.bookingCode}
                      </Link>
                    </Td>
                    <Td label="Payer">{i.payer.name}</Td>
                    <Td label="Due">{formatDate(i.dueOn)}</Td>
                    <Td label="Total" numeric>
                      {formatAmount(i.total, i.currency)}
                    </Td>
                    <Td label="Open" numeric>
                      {i.status === "Paid" ? "Paid" : formatAmount(i.open, i.currency)}
                    </Td>
                    {staff ? (
                      <Td label="Payment">
                        {i.status === "Open" ? (
                          <PaymentForm number={i.number} open={i.open} currency={i.currency} />
                        ) : (
                          "—"
                        )}
                      </Td>
                    ) : null}
                  </Tr>
                ))}
              </TableBody>
            </Table>
          </ScrollX>
        ) : (
          <p className="p-4 text-sm text-slate-600">{all ? "No invoices yet." : "Nothing is open."}</p>
        )}
      </Panel>
    </main>
  );
}
