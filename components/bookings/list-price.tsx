// The bookings list's Price cell: what is priced of a booking, and for a quotation how long its
// prices hold ("valid until", or "expired": booked now, it is priced at today's tariff).
import { formatWallClock } from "@/components/format";
import type { BookingListRow } from "@/lib/booking/list-bookings";
import { formatMoney } from "@/lib/pricing/money";

export function ListPrice({ row }: { row: Pick<BookingListRow, "price" | "priceOnRequest" | "quote" | "pol"> }) {
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
    </>
  );
}
