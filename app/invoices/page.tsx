// Invoices: an agent's own (what is open first), every invoice of the line for its staff, with
// payments recorded here (docs/portal/papers.md).
import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader, Panel } from "@/components/states";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
import { PaymentForm } from "@/components/papers/payment-form";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { getInvoice, listInvoices } from "@/lib/papers/invoices";
import { formatAmount } from "@/lib/pricing/money";
import { formatDate } from "@/lib/time/format";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("papers.invoices");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function InvoicesPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller(["AGENT", "STAFF"]);
  const [t, tp, locale] = await Promise.all([
    getTranslations("papers.invoices"),
    getTranslations("papers"),
    getLocale(),
  ]);
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
        title={t("title")}
        subtitle={staff ? t("subtitleStaff") : t("subtitleAgent")}
        actions={
          <Link href={all ? "/invoices" : "/invoices?show=all"} className="text-brand-700 underline underline-offset-2">
            {all ? t("showOpen") : t("showAll")}
          </Link>
        }
      />
      {recorded ? (
        <p
          role="status"
          className="mb-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950"
        >
          {recorded.status === "Paid"
            ? t("recordedPaid", { number: recorded.number })
            : t("recordedOpen", {
                amount: formatAmount(recorded.open, recorded.currency, locale),
                number: recorded.number,
              })}
        </p>
      ) : null}
      {openTotals.size ? (
        <p className="mb-3 text-sm">
          {t.rich("openTotal", {
            amounts: [...openTotals]
              .map(([currency, amount]) => formatAmount(Math.round(amount * 100) / 100, currency, locale))
              .join(", "),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      ) : null}
      <Panel label={t("title")}>
        {invoices.length ? (
          <ScrollX label={t("title")}>
            <Table caption={t("title")} look="panel" cards="wide" className="min-w-full">
              <TableHead>
                <Tr>
                  <Th>{t("invoice")}</Th>
                  <Th>{t("booking")}</Th>
                  <Th>{t("payer")}</Th>
                  <Th>{t("due")}</Th>
                  <Th numeric>{t("total")}</Th>
                  <Th numeric>{t("open")}</Th>
                  {staff ? <Th>{t("payment")}</Th> : null}
                </Tr>
              </TableHead>
              <TableBody>
                {invoices.map((i) => (
                  <Tr key={i.number}>
                    <Td label={t("invoice")}>
                      <a
                        className="font-mono font-medium text-brand-700 underline underline-offset-2"
                        href={`/api/invoices/${i.number}.pdf`}
                      >
                        {i.number}
                      </a>
                      <span className="block text-xs text-slate-600">
                        {i.transportDocument ?? t("atConfirmation")} · {tp(`freight.${i.freightPayment}`)}
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
                    <Td label={t("booking")}>
                      <Link
                        className="font-mono text-brand-700 underline underline-offset-2"
                        href={`/bookings/${i.bookingId}`}
                      >
                        {i.bookingCode}
                      </Link>
                    </Td>
                    <Td label={t("payer")}>{i.payer.name}</Td>
                    <Td label={t("due")}>{formatDate(i.dueOn, locale)}</Td>
                    <Td label={t("total")} numeric>
                      {formatAmount(i.total, i.currency, locale)}
                    </Td>
                    <Td label={t("open")} numeric>
                      {i.status === "Paid" ? t("paid") : formatAmount(i.open, i.currency, locale)}
                    </Td>
                    {staff ? (
                      <Td label={t("payment")}>
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
          <p className="p-4 text-sm text-slate-600">{all ? t("emptyAll") : t("emptyOpen")}</p>
        )}
      </Panel>
    </main>
  );
}
