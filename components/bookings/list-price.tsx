// The bookings list's Price cell: what is priced of a booking, and for a quotation how long its
// prices hold ("valid until", or "expired": booked now, it is priced at today's tariff), and for
// an agent "Book this quote" (the booking form, prefilled).
import Link from "next/link";
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
  return (
    <>
      <span className="whitespace-nowrap font-medium tabular-nums">
        {price ? formatMoney(price.totalMinor, price.currency) : row.priceOnRequest ? "on request" : "—"}
      </span>
      {price && row.priceOnRequest ? <div className="text-xs text-amber-800">+ units on request</div> : null}
      {quote?.validUntil ? (
        quote.expired ? (
          <div className="text-xs">
            <span className="font-medium text-red-800">Expired</span>{" "}
            <span className="text-slate-500">{formatWallClock(quote.validUntil)}</span>
          </div>
        ) : (
          <div className="whitespace-nowrap text-xs text-slate-600">
            Valid until {formatWallClock(quote.validUntil)}
            <span className="sr-only"> ({row.pol.name} time)</span>
          </div>
        )
      ) : null}
      {quote && canBook ? (
        <Link
          href={bookQuoteHref(row.id)}
          prefetch={false}
          aria-label={`Book this quote ${quote.number ?? row.bookingCode}`}
          // above the row's own link, which covers the row
          className="relative z-10 mt-1 inline-block whitespace-nowrap rounded border border-brand-300 bg-white px-2 py-0.5 text-xs font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          Book this quote
        </Link>
      ) : null}
    </>
  );
}
