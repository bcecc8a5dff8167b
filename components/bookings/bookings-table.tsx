// The bookings list as a table (server-rendered): column titles are sort links, every row opens
// its booking through the link on its code (the whole row is that link's target area), and the
// pages are links too, so all of it works by keyboard and with Back.
import clsx from "clsx";
import Link from "next/link";
import { formatInstant, formatWallClock } from "@/lib/time/format";
import { ListPrice } from "@/components/bookings/list-price";
import { confirmationHref, hasDocuments } from "@/components/documents/document-links";
import { ScheduleChangedBadge, StatusBadge } from "@/components/bookings/status-badge";
import { bookingListSearch, type BookingListQuery, type BookingSort } from "@/lib/booking/booking-list-query";
import type { BookingListPage } from "@/lib/booking/list-bookings";

const href = (query: Partial<BookingListQuery>) => {
  const search = bookingListSearch(query);
  return search ? `/bookings?${search}` : "/bookings";
};

function SortTh({
  label,
  sort,
  query,
  className,
}: {
  label: string;
  sort: BookingSort;
  query: BookingListQuery;
  className?: string;
}) {
  const active = query.sort === sort;
  // First click: newest / largest first for dates and counts, A→Z for names.
  const firstDir = sort === "created" || sort === "departure" || sort === "items" ? "desc" : "asc";
  const dir = active ? (query.dir === "asc" ? "desc" : "asc") : firstDir;
  return (
    <th
      scope="col"
      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : "none"}
      className={clsx("whitespace-nowrap px-3 py-2 font-medium", className)}
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
    </th>
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
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[72rem] text-sm">
          <caption className="sr-only">
            Bookings, sorted by {query.sort} {query.dir === "asc" ? "ascending" : "descending"}
          </caption>
          <thead className="bg-slate-50 text-left text-xs text-slate-500">
            <tr>
              <SortTh label="Status" sort="status" query={query} />
              <SortTh label="Booking" sort="code" query={query} />
              {/* beside the code: a quote's validity and "Book this quote" in sight on a phone */}
              <th scope="col" className="px-3 py-2 font-medium uppercase tracking-wide">
                Price
              </th>
              <SortTh label="Reference" sort="reference" query={query} />
              {showAgent ? (
                <th scope="col" className="px-3 py-2 font-medium uppercase tracking-wide">
                  Agent
                </th>
              ) : null}
              <SortTh label="Pol" sort="pol" query={query} />
              <SortTh label="Pod" sort="pod" query={query} />
              <th scope="col" className="px-3 py-2 font-medium uppercase tracking-wide">
                Voyage · vessel
              </th>
              <SortTh label="Departs" sort="departure" query={query} />
              <SortTh label="Units" sort="items" query={query} className="text-right" />
              <SortTh label="Created" sort="created" query={query} />
              <th scope="col" className="px-3 py-2 font-medium uppercase tracking-wide">
                Documents
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.rows.map((b) => (
              <tr
                key={b.id}
                className={clsx(
                  "relative hover:bg-brand-50/50 focus-within:bg-brand-50/50",
                  b.isCanceled && "text-slate-500",
                )}
              >
                <td className="px-3 py-2">
                  <StatusBadge status={b.status} />
                  {b.scheduleNotice && !b.isCanceled ? <ScheduleChangedBadge notice={b.scheduleNotice} /> : null}
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  <Link
                    href={`/bookings/${b.id}`}
                    prefetch={false} // up to 50 rows: a prefetch each would fire as the list scrolls
                    className="font-mono text-xs font-semibold text-brand-700 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    {b.bookingCode}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  <ListPrice row={b} canBook={canBookQuotes} />
                </td>
                <td className="max-w-48 truncate px-3 py-2 text-slate-700" title={b.referenceNumber ?? undefined}>
                  {b.referenceNumber ?? <span className="text-slate-500">—</span>}
                </td>
                {showAgent ? <td className="px-3 py-2">{b.agent}</td> : null}
                <td className="px-3 py-2">
                  <span className="font-medium">{b.pol.name}</span>{" "}
                  <span className="text-xs text-slate-500">{b.pol.code}</span>
                  <div className="text-xs text-slate-500">{b.terminal}</div>
                </td>
                <td className="px-3 py-2">
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
                </td>
                <td className="px-3 py-2">
                  <span className="font-mono text-xs">{b.voyage ?? "—"}</span>
                  {b.vessel ? <div className="text-xs text-slate-500">{b.vessel}</div> : null}
                  {b.line ? <div className="text-xs text-slate-500">{b.line}</div> : null}
                </td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                  {b.departure ? formatWallClock(b.departure) : <span className="text-slate-500">—</span>}
                  {b.departure ? <div className="text-xs text-slate-500">{b.pol.name} time</div> : null}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  {b.items}
                  {b.canceledItems ? <div className="text-xs text-slate-500">+{b.canceledItems} canceled</div> : null}
                </td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums text-slate-600">
                  {formatInstant(b.createdAt)}
                </td>
                <td className="whitespace-nowrap px-3 py-2">
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
