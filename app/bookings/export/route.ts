// GET /bookings/export — the bookings list's current view (same query parameters) as a CSV file
import { toCsv } from "@/lib/csv/csv";
import { handle } from "@/lib/api/handler";
import { exportBookingsOperation } from "@/lib/api/operations/bookings";
import { isoInstant } from "@/lib/time/format";
import { parseBookingListQuery } from "@/lib/booking/read/booking-list-query";
import { listBookingsForExport } from "@/lib/booking/read/list-bookings";
import { STATE_LABEL } from "@/lib/booking/decision/confirmation-schema";
import { currencyDecimals, minorToDecimalText } from "@/lib/pricing/money";

/** A view larger than this is cut off at it (the file says so in its name). */
const EXPORT_MAX_ROWS = 20_000;

export const GET = handle(exportBookingsOperation, async ({ req, caller }) => {
  const query = parseBookingListQuery(req.nextUrl.searchParams);
  const rows = await listBookingsForExport(caller, query, EXPORT_MAX_ROWS + 1);
  const cut = rows.length > EXPORT_MAX_ROWS;
  const fields = [
    "Status",
    "Booking code",
    "Reference",
    "Agent",
    "Line",
    "Pol",
    "Pol name",
    "Terminal",
    "Pod",
    "Pod name",
    "Voyage",
    "Vessel",
    "Departure (Pol local time)",
    "Units",
    "Canceled units",
    "Created (UTC)",
    "Currency",
    "Total",
    "Quote valid until (Pol local time)",
    "Line's decision",
  ];
  const data = rows
    .slice(0, EXPORT_MAX_ROWS)
    .map((b) => [
      b.status,
      b.bookingCode,
      b.referenceNumber ?? "",
      b.agent,
      b.line ?? "",
      b.pol.code,
      b.pol.name,
      b.terminal,
      b.pod?.code ?? "",
      b.pod?.name ?? "",
      b.voyage ?? "",
      b.vessel ?? "",
      b.departure ?? "",
      b.items,
      b.canceledItems,
      isoInstant(b.createdAt),
      b.price?.currency ?? "",
      b.price ? minorToDecimalText(b.price.totalMinor, currencyDecimals(b.price.currency) ?? 2) : "",
      b.quote?.validUntil ?? "",
      b.confirmation ? STATE_LABEL[b.confirmation] : "",
    ]);
  // Cells that a spreadsheet would run as a formula are made plain text (lib/csv/csv.ts).
  const csv = toCsv(fields, data);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="bookings-${day}${cut ? `-first-${EXPORT_MAX_ROWS}` : ""}.csv"`,
      "cache-control": "no-store",
    },
  });
});
