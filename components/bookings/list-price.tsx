// The bookings list's Price cell: what is priced of a booking, and for a quotation how long its
// prices hold ("valid until", or "expired": booked now, it is priced at today's tariff), and for
// an agent "Book this quote" (the booking form, prefilled).
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { formatWallClock } from "@/lib/time/format";
import { bookQuoteHref } from "@/components/prices/quote-panel";
import type { BookingListRow } from "@/lib/booking/read/list-bookings";
import { formatMoney } from "@/lib/pricing/money";

export function ListPrice({
  row,
  canBook,
}: {
  row: Pick<BookingListRow, "id" | "bookingCode" | "price" | "priceOnRequest" | "quote" | "pol">;
  /** agents book their quotes (the row's own link opens the quote) */
  canBook: boolean;
}) {
  const { price, quote } = row;
  const t = useTranslations("bookings");
  const locale = useLocale();
  return (
    <>
      <span className="whitespace-nowrap font-medium tabular-nums">
        {price
          ? formatMoney(price.totalMinor, price.currency, locale)
          : row.priceOnRequest
            ? t("price.onRequest")
            : "—"}
      </span>
      {price && row.priceOnRequest ? <div className="text-xs text-amber-800">{t("price.unitsOnRequest")}</div> : null}
      {quote?.validUntil ? (
        quote.expired ? (
          <div className="text-xs">
            <span className="font-medium text-red-800">{t("price.expired")}</span>{" "}
            <span className="text-slate-500">{formatWallClock(quote.validUntil, { locale })}</span>
          </div>
        ) : (
          <div className="whitespace-nowrap text-xs text-slate-600">
            {t("price.validUntil", { date: formatWallClock(quote.validUntil, { locale }) })}
            <span className="sr-only">{t("price.portTime", { port: row.pol.name })}</span>
          </div>
        )
      ) : null}
      {quote && canBook ? (
        <Link
          href={bookQuoteHref(row.id)}
          prefetch={false}
          aria-label={t("price.bookQuoteLabel", { number: quote.number ?? row.bookingCode })}
          // above the row's own link, which covers the row
          className="relative z-10 mt-1 inline-block whitespace-nowrap rounded border border-brand-300 bg-white px-2 py-0.5 text-xs font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {t("price.bookQuote")}
        </Link>
      ) : null}
    </>
  );
}
