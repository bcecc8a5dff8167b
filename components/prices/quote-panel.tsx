// A booking's or quotation's prices on its page: per unit (freight and each surcharge), the
// per-booking charges, the total in the quote's currency, the quote's number and validity, and
// for a quotation "Book this quote" (the booking form, prefilled). The same figures as the API's Quote object.
import clsx from "clsx";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Fold, FOLD_PAST } from "@/components/bookings/fold";
import { Panel } from "@/components/states";
import { buttonClass } from "@/components/ui/button";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
import type { BookingPrices } from "@/lib/booking/quote/booking-quote";
import { formatAmount } from "@/lib/pricing/money";
import { isUnitType } from "@/lib/schedule/enums";
import { formatWallClock } from "@/lib/time/format";

/** "Book this quote": the booking form, prefilled with the quotation (app/bookings/new). */
export const bookQuoteHref = (bookingId: number) => `/bookings/new?quote=${bookingId}`;

const SOURCES = ["tariff", "quote", "staff"] as const;
const isSource = (v: string): v is (typeof SOURCES)[number] => SOURCES.some((s) => s === v);

export function QuotePanel({
  prices,
  polCode,
  canBook,
  isCanceled,
}: {
  prices: BookingPrices;
  polCode: string;
  canBook: boolean;
  isCanceled: boolean;
}) {
  const t = useTranslations("line.quotePanel");
  const tc = useTranslations("common");
  const locale = useLocale();
  const { quote } = prices;
  const currency = quote.Currency;
  const money = (amount: number | null) =>
    amount === null ? t("onRequest") : currency ? formatAmount(amount, currency) : String(amount);
  const title = prices.isQuotation
    ? quote.Number
      ? t("quoteTitle", { number: quote.Number })
      : t("quote")
    : t("prices");
  const perUnit = (
    <ScrollX label={t("perUnit")}>
      <Table caption={currency ? t("perUnitIn", { currency }) : t("perUnit")} look="panel" className="mt-3 min-w-full">
        <TableHead>
          <Tr>
            <Th>#</Th>
            <Th>{t("th.unit")}</Th>
            <Th className="text-right">{t("th.freight")}</Th>
            <Th>{t("th.surcharges")}</Th>
            <Th className="text-right">{t("th.price")}</Th>
          </Tr>
        </TableHead>
        <TableBody>
          {quote.Items.map((item) => {
            const unit = prices.items.get(item.RelativeId);
            return (
              <Tr key={item.RelativeId}>
                <Td className="tabular-nums text-slate-500">{item.RelativeId}</Td>
                <Td>
                  {unit?.description ?? <span className="text-slate-600">{t("modelUnknown")}</span>}
                  {unit?.type ? (
                    <span className="text-slate-500">
                      {" "}
                      · {isUnitType(unit.type) ? tc(`unitType.${unit.type}`) : unit.type}
                    </span>
                  ) : null}
                </Td>
                <Td className="whitespace-nowrap text-right tabular-nums">
                  {item.Freight === null ? "—" : money(item.Freight)}
                </Td>
                <Td className="text-xs text-slate-700">
                  {item.Surcharges.length
                    ? item.Surcharges.map((s) => `${s.Code} ${money(s.Amount)}`).join(" · ")
                    : "—"}
                </Td>
                <Td
                  className={clsx(
                    "whitespace-nowrap text-right font-medium tabular-nums",
                    item.Price === null && "text-amber-800",
                  )}
                >
                  {money(item.Price)}
                  {item.Source && item.Source !== "tariff" ? (
                    <span className="block text-xs font-normal text-slate-500">
                      {isSource(item.Source) ? t(`source.${item.Source}`) : null}
                    </span>
                  ) : null}
                </Td>
              </Tr>
            );
          })}
          {quote.Charges.map((c) => (
            <Tr key={c.Code}>
              <Td />
              <Td colSpan={3}>
                {c.Name} <span className="text-slate-500">{t("perBooking")}</span>
              </Td>
              <Td className="whitespace-nowrap text-right tabular-nums">{money(c.Amount)}</Td>
            </Tr>
          ))}
        </TableBody>
      </Table>
    </ScrollX>
  );

  return (
    <Panel label={title} className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="text-sm text-slate-600">
            {quote.Number && !prices.isQuotation ? (
              <>
                {t.rich("bookedFrom", {
                  number: quote.Number,
                  code: (chunks) => <span className="font-mono">{chunks}</span>,
                })}{" "}
              </>
            ) : null}
            {quote.ValidUntil ? (
              <>
                {t.rich(prices.isQuotation ? "validUntil" : "wasValidUntil", {
                  when: formatWallClock(quote.ValidUntil, { year: true, locale }),
                  pol: polCode,
                  strong: (chunks) => <span className="font-medium text-slate-800">{chunks}</span>,
                })}
              </>
            ) : null}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">{t("total")}</span>
          <span className="text-xl font-semibold tabular-nums" data-testid="price-total">
            {quote.Total === null ? t("onRequest") : money(quote.Total)}
          </span>
          {quote.OnRequest && quote.Total !== null ? (
            <span className="block text-xs text-amber-800">{t("withoutOnRequest")}</span>
          ) : null}
        </p>
      </div>
      {quote.OnRequest ? (
        <p role="note" className="mt-2 rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("onRequestNote")}
        </p>
      ) : null}
      {quote.Items.length > FOLD_PAST ? (
        <Fold summary={t("fold", { count: quote.Items.length })} className="mt-3 [&>summary]:px-0">
          {perUnit}
        </Fold>
      ) : (
        perUnit
      )}
      {prices.isQuotation && canBook && !isCanceled ? (
        <div className="mt-3 border-t border-slate-200 pt-3">
          <div className="flex flex-wrap items-center gap-3">
            <Link href={bookQuoteHref(prices.bookingId)} className={buttonClass}>
              {t("book")}
            </Link>
            <span className="text-xs text-slate-600">{t("bookHint")}</span>
          </div>
        </div>
      ) : null}
    </Panel>
  );
}
