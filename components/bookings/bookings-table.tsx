// The bookings list as a table (server-rendered): column titles are sort links, every row opens
// its booking through the link on its code (the whole row is that link's target area), and the
// pages are links too, so all of it works by keyboard and with Back.
import clsx from "clsx";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { formatInt } from "@/components/format-number";
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
  const t = useTranslations("bookings");
  const tc = useTranslations("common");
  const locale = useLocale();
  return (
    <>
      {/* Cards below 64rem: each booking's code, status, ports and departure in sight on a phone. */}
      <ScrollX label={t("table.scrollLabel")}>
        <Table
          look="panel"
          cards="wide"
          className="w-full min-w-[72rem]"
          caption={t("table.caption", { sort: t(`table.sortName.${query.sort}`), dir: query.dir })}
        >
          <TableHead sortable>
            <Tr>
              <SortTh label={t("table.status")} sort="status" query={query} />
              <Th>{t("table.decision")}</Th>
              <SortTh label={t("table.booking")} sort="code" query={query} />
              {/* beside the code: a quote's validity and "Book this quote" in sight on a phone */}
              <Th>{t("table.price")}</Th>
              <SortTh label={t("table.reference")} sort="reference" query={query} />
              {showAgent ? <Th>{t("table.agent")}</Th> : null}
              <SortTh label={t("table.pol")} sort="pol" query={query} />
              <SortTh label={t("table.pod")} sort="pod" query={query} />
              <Th>{t("table.voyageVessel")}</Th>
              <SortTh label={t("table.departs")} sort="departure" query={query} />
              <SortTh label={t("table.units")} sort="items" query={query} numeric />
              <SortTh label={t("table.created")} sort="created" query={query} />
              <Th>{t("table.documents")}</Th>
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
                <Td label={t("table.status")}>
                  <span>
                    <StatusBadge status={b.status} />
                    {b.scheduleNotice && !b.isCanceled ? <ScheduleChangedBadge notice={b.scheduleNotice} /> : null}
                  </span>
                </Td>
                <Td label={t("table.decision")}>
                  {b.confirmation ? (
                    <ConfirmationBadge state={b.confirmation} />
                  ) : (
                    <span className="text-slate-500">—</span>
                  )}
                </Td>
                <Td label={t("table.booking")} className="whitespace-nowrap">
                  <Link
                    href={`/bookings/${b.id}`}
                    prefetch={false} // up to 50 rows: a prefetch each would fire as the list scrolls
                    className="font-mono text-xs font-semibold text-brand-700 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    {b.bookingCode}
                  </Link>
                </Td>
                <Td label={t("table.price")}>
                  <div>
                    <ListPrice row={b} canBook={canBookQuotes} />
                  </div>
                </Td>
                <Td
                  label={t("table.reference")}
                  className="max-w-48 truncate text-slate-700"
                  title={b.referenceNumber ?? undefined}
                >
                  {b.referenceNumber ?? <span className="text-slate-500">—</span>}
                </Td>
                {showAgent ? <Td label={t("table.agent")}>{b.agent}</Td> : null}
                <Td label={t("table.pol")}>
                  <div>
                    <span className="font-medium">{b.pol.name}</span>{" "}
                    <span className="text-xs text-slate-500">{b.pol.code}</span>
                    <div className="text-xs text-slate-500">{b.terminal}</div>
                  </div>
                </Td>
                <Td label={t("table.pod")}>
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
                      <span className="text-slate-500">{t("table.notGiven")}</span>
                    )}
                  </div>
                </Td>
                <Td label={t("table.voyageVessel")}>
                  <div>
                    <span className="font-mono text-xs">{b.voyage ?? "—"}</span>
                    {b.vessel ? <div className="text-xs text-slate-500">{b.vessel}</div> : null}
                    {b.line ? <div className="text-xs text-slate-500">{b.line}</div> : null}
                  </div>
                </Td>
                <Td label={t("table.departs")} className="whitespace-nowrap tabular-nums">
                  <div>
                    {b.departure ? formatWallClock(b.departure, { locale }) : <span className="text-slate-500">—</span>}
                    {b.departure ? (
                      <div className="text-xs text-slate-500">{t("table.portTime", { port: b.pol.name })}</div>
                    ) : null}
                  </div>
                </Td>
                <Td label={t("table.units")} numeric className="whitespace-nowrap">
                  <div>
                    {b.items}
                    {b.canceledItems ? (
                      <div className="text-xs text-slate-500">
                        {t("table.canceledUnits", { count: b.canceledItems })}
                      </div>
                    ) : null}
                  </div>
                </Td>
                <Td label={t("table.created")} className="whitespace-nowrap tabular-nums text-slate-600">
                  {formatInstant(b.createdAt, "UTC", locale)}
                </Td>
                <Td label={t("table.documents")} className="whitespace-nowrap">
                  {hasDocuments(b) && !b.quote ? (
                    <a
                      href={confirmationHref(b.id)}
                      // above the row's own link, which covers the row
                      className="relative z-10 text-xs font-medium text-brand-700 underline underline-offset-2"
                    >
                      {t.rich("table.confirmationPdf", {
                        sr: (chunks) => <span className="sr-only">{chunks}</span>,
                      })}
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
        aria-label={t("table.pagesLabel")}
        className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-3 py-2 text-sm print:hidden"
      >
        <p className="text-slate-600" aria-live="polite">
          {t("table.range", {
            first: formatInt(first, locale),
            last: formatInt(last, locale),
            total: formatInt(data.total, locale),
            count: data.total,
          })}
        </p>
        <div className="flex items-center gap-2">
          <PageLink
            query={query}
            page={data.page - 1}
            disabled={data.page <= 1}
            label={tc("action.previous")}
            rel="prev"
          />
          <span className="text-xs text-slate-500">{t("table.pageOf", { page: data.page, last: lastPage })}</span>
          <PageLink
            query={query}
            page={data.page + 1}
            disabled={data.page >= lastPage}
            label={tc("action.next")}
            rel="next"
          />
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
  rel,
}: {
  query: BookingListQuery;
  page: number;
  disabled: boolean;
  label: string;
  rel: "prev" | "next";
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
      rel={rel}
    >
      {label}
    </Link>
  );
}
