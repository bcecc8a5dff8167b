// The bookings list as a table (server-rendered): column titles are sort links, every row opens
// its booking through the link on its code (the whole row is that link's target area), and the
// pages are links too, so all of it works by keyboard and with Back.
import clsx from "clsx";
import Link from "next/link";
import { formatInstant, formatWallClock } from "@/lib/time/format";
import { ListPrice } from "@/components/bookings/list-price";
import { confirmationHref, hasDocuments } from "@/components/documents/document-links";
import { ConfirmationBadge, ScheduleChangedBadge, StatusBadge } from "@/components/bookings/status-badge";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
import { bookingListSearch, type BookingListQuery, type BookingSort } from "@/lib/booking/read/booking-list-query";
import type { BookingListPage } from "@/lib/booking/read/list-bookings";

const href = (query: Partial<BookingListQuery>) => {
  const search = bookingListSearch(query);
  return search ? `/bookings?${search}` : "/bookings";
};

function SortTh({
  label,
  sort,
  query,
  numeric,
}: {
  label: string;
  sort: BookingSort;
  query: BookingListQuery;
  numeric?: boolean;
}) {
  const active = query.sort === sort;
  // First click: newest / largest first for dates and counts, A→Z for names.
  const firstDir = sort === "created" || sort === "departure" || sort === "items" ? "desc" : "asc";
  const dir = active ? (query.dir === "asc" ? "desc" : "asc") : firstDir;
  return (
    <Th
      sortable
      numeric={numeric}
      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : "none"}
      className="whitespace-nowrap"
    >
      <Link
        href={href({ ...query, sort, dir, page: 1 })}
        scroll={false}
        className="inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {label}
        <span aria-hidden className={clsx("text-[10px]", active ? "text-brand-600" : "text-slate-300")}>
          {active ? (query.dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </Link>
    </Th>
  );
}

export function BookingsTable({
  data,
  query,
  showAgent,
  canBookQuotes,
}: {
  data: BookingListPage;
  query: BookingListQuery;
  showAgent: boolean;
  /** agents: a quotation's row offers "Book this quote" */
  canBookQuotes: boolean;
}) {
  const first = (data.page - 1) * data.pageSize + 1;
  const last = first + data.rows.length - 1;
  const lastPage = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      {/* Cards below 64rem: each booking's code, status, ports and departure in sight on a phone. */}
      <ScrollX label="Bookings (scrolls sideways)">
        <Table
          look="panel"
          cards="wide"
          className="w-full min-w-[72rem]"
          caption={`Bookings, sorted by ${query.sort} ${query.dir === "asc" ? "ascending" : "descending"}`}
        >
          <TableHead sortable>
            <Tr>
              <SortTh label="Status" sort="status" query={query} />
              <Th>Line&apos;s decision</Th>
              <SortTh label="Booking" sort="code" query={query} />
              {/* beside the code: a quote's validity and "Book this quote" in sight on a phone */}
              <Th>Price</Th>
              <SortTh label="Reference" sort="reference" query={query} />
              {showAgent ? <Th>Agent</Th> : null}
              <SortTh label="Pol" sort="pol" query={query} />
              <SortTh label="Pod" sort="pod" query={query} />
              <Th>Voyage · vessel</Th>
              <SortTh label="Departs" sort="departure" query={query} />
              <SortTh label="Units" sort="items" query={query} numeric />
              <SortTh label="Created" sort="created" query={query} />
              <Th>Documents</Th>
            </Tr>
          </TableHead>
          <TableBody>
            {data.rows.map((b) => (
              <Tr
                key={b.id}
                className={clsx(
                  "relative hover:bg-brand-50/50 focus-within:bg-brand-50/50",
                  b.isCanceled && "text-slate-500",
                )}
              >
                <Td label="Status">
                  <span>
                    <StatusBadge status={b.status} />
                    {b.scheduleNotice && !b.isCanceled ? <ScheduleChangedBadge notice={b.scheduleNotice} /> : null}
                  </span>
                </Td>
                <Td label="Line's decision">
                  {b.confirmation ? (
                    <ConfirmationBadge state={b.confirmation} />
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </Td>
                <Td label="Booking" className="whitespace-nowrap">
                  <Link
                    href={`/bookings/${b.id}`}
                    prefetch={false} // up to 50 rows: a prefetch each would fire as the list scrolls
                    className="font-mono text-xs font-semibold text-brand-700 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    {b.bookingCode}
                  </Link>
                </Td>
                <Td label="Price">
                  <div>
                    <ListPrice row={b} canBook={canBookQuotes} />
                  </div>
                </Td>
                <Td
                  label="Reference"
                  className="max-w-48 truncate text-slate-700"
                  title={b.referenceNumber ?? undefined}
                >
                  {b.referenceNumber ?? <span className="text-slate-500">—</span>}
                </Td>
                {showAgent ? <Td label="Agent">{b.agent}</Td> : null}
                <Td label="Pol">
                  <div>
                    <span className="font-medium">{b.pol.name}</span>{" "}
                    <span className="text-xs text-slate-500">{b.pol.code}</span>
                    <div className="text-xs text-slate-500">{b.terminal}</div>
                  </div>
                </Td>
                <Td label="Pod">
                  <div>
                    <span aria-hidden className="mr-1 text-slate-500">
                      →
                    </span>
                    {b.pod ? (
                      <>
                        <span className="font-medium">{b.pod.name}</span>{" "}
                        <span className="text-xs text-slate-500">{b.pod.code}</span>
                      </>
                    ) : (
                      <span className="text-slate-500">not given</span>
                    )}
                  </div>
                </Td>
                <Td label="Voyage · vessel">
                  <div>
                    <span className="font-mono text-xs">{b.voyage ?? "—"}</span>
                    {b.vessel ? <div className="text-xs text-slate-500">{b.vessel}</div> : null}
                    {b.line ? <div className="text-xs text-slate-500">{b.line}</div> : null}
                  </div>
                </Td>
                <Td label="Departs" className="whitespace-nowrap tabular-nums">
                  <div>
                    {b.departure ? formatWallClock(b.departure) : <span className="text-slate-500">—</span>}
                    {b.departure ? <div className="text-xs text-slate-500">{b.pol.name} time</div> : null}
                  </div>
                </Td>
                <Td label="Units" numeric className="whitespace-nowrap">
                  <div>
                    {b.items}
                    {b.canceledItems ? <div className="text-xs text-slate-500">+{b.canceledItems} canceled</div> : null}
                  </div>
                </Td>
                <Td label="Created" className="whitespace-nowrap tabular-nums text-slate-600">
                  {formatInstant(b.createdAt)}
                </Td>
                <Td label="Documents" className="whitespace-nowrap">
                  {hasDocuments(b) && !b.quote ? (
                    <a
                      href={confirmationHref(b.id)}
                      // above the row's own link, which covers the row
                      className="relative z-10 text-xs font-medium text-brand-700 underline underline-offset-2"
                    >
                      Confirmation<span className="sr-only"> (PDF)</span>
                    </a>
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </Td>
              </Tr>
            ))}
          </TableBody>
        </Table>
      </ScrollX>
      <nav
        aria-label="Pages"
        className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-3 py-2 text-sm print:hidden"
      >
        <p className="text-slate-600" aria-live="polite">
          {first.toLocaleString("en")}–{last.toLocaleString("en")} of {data.total.toLocaleString("en")} booking
          {data.total === 1 ? "" : "s"}
        </p>
        <div className="flex items-center gap-2">
          <PageLink query={query} page={data.page - 1} disabled={data.page <= 1} label="Previous" />
          <span className="text-xs text-slate-500">
            Page {data.page} of {lastPage}
          </span>
          <PageLink query={query} page={data.page + 1} disabled={data.page >= lastPage} label="Next" />
        </div>
      </nav>
    </>
  );
}

function PageLink({
  query,
  page,
  disabled,
  label,
}: {
  query: BookingListQuery;
  page: number;
  disabled: boolean;
  label: string;
}) {
  const className = "rounded border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-700";
  if (disabled)
    return (
      <span className={clsx(className, "cursor-not-allowed opacity-50")} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <Link
      href={href({ ...query, page })}
      className={clsx(className, "hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500")}
      rel={label === "Next" ? "next" : "prev"}
    >
      {label}
    </Link>
  );
}
