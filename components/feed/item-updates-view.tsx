"use client";
// Staff page "Item updates": every update of the line's units with its delivery state per
// subscriber, and (a tab of its own) what the portal's receiver stored; filtered (URL state),
// newest first, new rows arriving without a reload.
import clsx from "clsx";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { UseQueryResult } from "@tanstack/react-query";
import { useMemo, useRef, type ReactNode } from "react";
import { FILTER_KEYS, filterFromUrl, type FilterKey } from "@/lib/feed/item-updates-filter";
import { useFilterFold } from "@/components/filter-fold";
import { useLineUpdatesQuery, useReceivedUpdatesQuery } from "@/components/feed/use-received-updates";
import { EmptyState, ErrorState, Panel, TableSkeleton } from "@/components/states";
import { Button } from "@/components/ui/button";
import { labelClass, Input, Select } from "@/components/ui/field";
import { MILESTONE_NAMES } from "@/lib/feed/milestone-schema";
import type { ReceivedUpdateRow } from "@/lib/feed/received-schema";
import type { SentUpdateRow } from "@/lib/feed/sent-schema";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";

const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;

function milestoneDate(row: Pick<ReceivedUpdateRow, "record" | "milestone">): string | null {
  const r = row.record;
  const byMilestone = {
    Delivered: r.DeliveryDate,
    Loaded: r.LoadingDate,
    Discharged: r.DischargingDate,
    CustomsCleared: r.CustomsClearedOn,
  } as const;
  return row.milestone
    ? byMilestone[row.milestone]
    : (r.CustomsClearedOn ?? r.DischargingDate ?? r.LoadingDate ?? r.DeliveryDate);
}

function Filters({
  values,
  onApply,
}: {
  values: Record<FilterKey, string>;
  onApply: (patch: Partial<Record<FilterKey, string | null>>) => void;
}) {
  const t = useTranslations("line.feed");
  const tc = useTranslations("common");
  const formRef = useRef<HTMLFormElement>(null);
  const submit = () => formRef.current?.requestSubmit();
  // On a phone only the booking box shows until "Filters (n)" opens the rest.
  const fold = useFilterFold(FILTER_KEYS.filter((k) => k !== "booking" && values[k]).length);
  const text = (key: FilterKey, label: string, placeholder: string, className?: string) => (
    <div className={className}>
      <label htmlFor={`filter-${key}`} className={labelClass}>
        {label}
      </label>
      <Input
        id={`filter-${key}`}
        name={key}
        defaultValue={values[key]}
        placeholder={placeholder}
        className="mt-1"
        onBlur={submit}
      />
    </div>
  );
  return (
    <form
      ref={formRef}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const patch: Partial<Record<FilterKey, string | null>> = {};
        for (const k of FILTER_KEYS) patch[k] = String(data.get(k) ?? "").trim() || null;
        if (FILTER_KEYS.some((k) => (patch[k] ?? "") !== values[k])) onApply(patch);
      }}
      aria-label={t("filterLabel")}
      className="grid grid-cols-2 items-end gap-3 border-b border-slate-200 p-4 md:grid-cols-4 xl:grid-cols-7"
    >
      {text("booking", t("booking"), "ACM-000123")}
      {fold.button}
      {text("serial", t("serial"), t("serialPlaceholder"), fold.folded)}
      {text("voyage", t("voyage"), "NEWA2650", fold.folded)}
      <div id={fold.foldId} className={fold.folded}>
        <label htmlFor="filter-milestone" className={labelClass}>
          {t("milestone")}
        </label>
        <Select
          id="filter-milestone"
          name="milestone"
          defaultValue={values.milestone}
          className="mt-1"
          onChange={submit}
        >
          <option value="">{t("any")}</option>
          {MILESTONE_NAMES.map((m) => (
            <option key={m} value={m}>
              {tc(`milestone.${m}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className={fold.folded}>
        <label htmlFor="filter-from" className={labelClass}>
          {t("receivedFrom")}
        </label>
        <Input id="filter-from" name="from" type="date" defaultValue={values.from} className="mt-1" onChange={submit} />
      </div>
      <div className={fold.folded}>
        <label htmlFor="filter-to" className={labelClass}>
          {t("receivedTo")}
        </label>
        <Input id="filter-to" name="to" type="date" defaultValue={values.to} className="mt-1" onChange={submit} />
      </div>
      <div className={clsx("flex gap-2", fold.folded)}>
        <Button variant="secondary" type="submit">
          {t("filter")}
        </Button>
        {FILTER_KEYS.some((k) => values[k]) ? (
          <Button
            variant="secondary"
            onClick={() => {
              // The fields are uncontrolled (typing never waits for the URL): empty them, then apply.
              for (const k of FILTER_KEYS) {
                const field = formRef.current?.elements.namedItem(k);
                if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = "";
              }
              submit();
            }}
          >
            {tc("action.clear")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** What happened to the unit, and on which day: the same cell in both tabs. */
function MilestoneCell({ row }: { row: Pick<ReceivedUpdateRow, "record" | "milestone"> }) {
  const t = useTranslations("line.feed");
  const tc = useTranslations("common");
  return (
    <Td label={t("milestone")} className="whitespace-nowrap">
      <div>
        {row.milestone ? tc(`milestone.${row.milestone}`) : t("update")}
        <div className="text-xs tabular-nums text-slate-500">{milestoneDate(row) ?? ""}</div>
      </div>
    </Td>
  );
}

/** The voyage (with its vessel) and the location of an item update: the same cells in both tabs. */
function VoyageAndLocationCells({
  record: r,
}: {
  record: Pick<ReceivedUpdateRow["record"], "Voyage" | "Vessel" | "Location">;
}) {
  const t = useTranslations("line.feed");
  return (
    <>
      <Td label={t("voyage")} className="whitespace-nowrap">
        <div>
          <span className="font-mono text-xs">{r.Voyage ?? "—"}</span>
          {r.Vessel ? <div className="text-xs text-slate-500">{r.Vessel}</div> : null}
        </div>
      </Td>
      <Td label={t("location")} className="text-slate-600">
        {r.Location || "—"}
      </Td>
    </>
  );
}

function UpdatesTable({ rows }: { rows: ReceivedUpdateRow[] }) {
  const t = useTranslations("line.feed");
  return (
    <ScrollX label={t("receivedScroll")}>
      <Table look="panel" cards="wide" className="w-full min-w-[56rem]" caption={t("receivedCaption")}>
        <TableHead>
          <Tr>
            <Th>{t("receivedUtc")}</Th>
            <Th>{t("milestone")}</Th>
            <Th>{t("booking")}</Th>
            <Th>{t("serial")}</Th>
            <Th>{t("voyage")}</Th>
            <Th>{t("location")}</Th>
            <Th>{t("measures")}</Th>
            <Th>{t("customsDocs")}</Th>
          </Tr>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const r = row.record;
            const measures = [r.Length, r.Width, r.Height].some(Boolean)
              ? `${r.Length ?? "—"} × ${r.Width ?? "—"} × ${r.Height ?? "—"} cm`
              : "";
            return (
              <Tr key={row.id} className="hover:bg-slate-50">
                <Td label={t("receivedUtc")} className="whitespace-nowrap tabular-nums text-slate-600">
                  <time dateTime={row.receivedAt}>{utc(row.receivedAt)}</time>
                </Td>
                <MilestoneCell row={row} />
                <Td label={t("booking")} className="whitespace-nowrap font-mono text-xs">
                  {row.bookingId && row.bookingCode ? (
                    <Link
                      href={`/bookings/${row.bookingId}/timeline`}
                      className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    >
                      {row.bookingCode}
                    </Link>
                  ) : (
                    "—"
                  )}
                </Td>
                <Td label={t("serial")} className="font-mono text-xs">
                  {r.Serial ?? "—"}
                </Td>
                <VoyageAndLocationCells record={r} />
                <Td label={t("measures")} className="whitespace-nowrap tabular-nums text-slate-600">
                  <div>
                    {measures || "—"}
                    {r.Weight ? <div className="text-xs">{r.Weight} kg</div> : null}
                  </div>
                </Td>
                <Td label={t("customsDocs")} className="text-slate-600">
                  {r.CustomsDocs ?? "—"}
                </Td>
              </Tr>
            );
          })}
        </TableBody>
      </Table>
    </ScrollX>
  );
}

const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The line's updates: one row per update, whoever subscribed, with each subscriber's delivery state. */
function LineUpdatesTable({ rows }: { rows: SentUpdateRow[] }) {
  const t = useTranslations("line.feed");
  return (
    <ScrollX region label={t("lineScroll")}>
      <Table look="panel" cards="wide" className="w-full min-w-[56rem]" caption={t("lineCaption")}>
        <TableHead>
          <Tr>
            <Th className="sticky left-0 bg-slate-50">{t("serial")}</Th>
            <Th>{t("milestone")}</Th>
            <Th>{t("booking")}</Th>
            <Th>{t("voyage")}</Th>
            <Th>{t("location")}</Th>
            <Th>{t("recordedUtc")}</Th>
            <Th>{t("sent")}</Th>
          </Tr>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const r = row.record;
            return (
              <Tr key={row.id} className="hover:bg-slate-50">
                {/* sticky: the row's VIN stays in sight while the table scrolls sideways */}
                <Th scope="row" label={t("serial")} className="sticky left-0 bg-white font-mono text-xs">
                  {r.Serial ?? "—"}
                </Th>
                <MilestoneCell row={row} />
                <Td label={t("booking")} className="whitespace-nowrap text-xs">
                  <div>
                    <Link
                      href={`/bookings/${row.bookingId}/timeline`}
                      className="font-mono text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    >
                      {row.bookingCode}
                    </Link>
                    <div className="text-slate-600">{row.agentName}</div>
                  </div>
                </Td>
                <VoyageAndLocationCells record={r} />
                <Td label={t("recordedUtc")} className="whitespace-nowrap tabular-nums text-slate-600">
                  <time dateTime={row.createdAt}>{utc(row.createdAt)}</time>
                </Td>
                <Td label={t("sent")} className="text-xs text-slate-700">
                  {row.deliveries.length === 0 ? (
                    <span className="text-slate-600">{t("noSubscriber")}</span>
                  ) : (
                    <ul className="space-y-0.5">
                      {row.deliveries.map((d, i) => (
                        <li key={i}>
                          <span
                            className={clsx(
                              "font-medium",
                              d.status === "DEAD"
                                ? "text-red-800"
                                : d.status === "PENDING"
                                  ? "text-amber-900"
                                  : "text-emerald-800",
                            )}
                          >
                            {t(`delivery.${d.status}`)}
                          </span>{" "}
                          <span className="text-slate-600">
                            {d.deliveredAt
                              ? t("toAt", { host: host(d.endpoint), time: utc(d.deliveredAt).slice(11) })
                              : t("to", { host: host(d.endpoint) })}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </Td>
              </Tr>
            );
          })}
        </TableBody>
      </Table>
    </ScrollX>
  );
}

const VIEW_KEYS = [...FILTER_KEYS, "view"] as const;

/**
 * The staff page: every update of the line's units (the outbox, whoever subscribed) by default;
 * "Received by the portal" shows what the portal's own receiver stored.
 */
export function ItemUpdatesView() {
  const t = useTranslations("line.feed");
  const [values, setValues] = useUrlState(VIEW_KEYS);
  const filter = useMemo(() => filterFromUrl(values), [values]);
  const received = values.view === "received";
  const tab = (which: "line" | "received", label: string) => {
    const selected = (which === "received") === received;
    return (
      <a
        href={which === "received" ? "?view=received" : "?"}
        aria-current={selected ? "page" : undefined}
        onClick={(e) => {
          e.preventDefault();
          setValues({ view: which === "received" ? "received" : null });
        }}
        className={clsx(
          "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
          selected ? "border-brand-600 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900",
        )}
      >
        {label}
      </a>
    );
  };
  return (
    <>
      <nav aria-label={t("views")} className="mb-3 flex gap-2 border-b border-slate-200">
        {tab("line", t("lineTab"))}
        {tab("received", t("receivedTab"))}
      </nav>
      {received ? (
        <ReceivedUpdates values={values} filter={filter} onApply={setValues} />
      ) : (
        <LineUpdates values={values} filter={filter} onApply={setValues} />
      )}
    </>
  );
}

type ViewProps = {
  values: Record<FilterKey, string>;
  filter: Partial<Record<FilterKey, string>>;
  onApply: (patch: Partial<Record<FilterKey, string | null>>) => void;
};

function LineUpdates({ values, filter, onApply }: ViewProps) {
  const t = useTranslations("line.feed");
  const query = useLineUpdatesQuery(filter);
  return (
    <UpdatesPanel
      label={t("linePanel")}
      values={values}
      filter={filter}
      onApply={onApply}
      query={query}
      emptyNote={t("lineEmpty")}
    >
      {query.data && query.data.length > 0 ? <LineUpdatesTable rows={query.data} /> : null}
    </UpdatesPanel>
  );
}

function ReceivedUpdates({ values, filter, onApply }: ViewProps) {
  const t = useTranslations("line.feed");
  const query = useReceivedUpdatesQuery(filter);
  return (
    <UpdatesPanel
      label={t("receivedPanel")}
      values={values}
      filter={filter}
      onApply={onApply}
      query={query}
      emptyNote={t("receivedEmpty")}
    >
      {query.data && query.data.length > 0 ? <UpdatesTable rows={query.data} /> : null}
    </UpdatesPanel>
  );
}

function UpdatesPanel({
  label,
  values,
  filter,
  onApply,
  query,
  emptyNote,
  children,
}: ViewProps & { label: string; emptyNote: string; query: UseQueryResult<unknown[]>; children: ReactNode }) {
  const t = useTranslations("line.feed");
  const filtered = Object.keys(filter).length > 0;
  return (
    <Panel label={label}>
      <Filters values={values} onApply={onApply} />
      <div className="flex items-center justify-between gap-3 px-4 py-2 text-xs text-slate-500">
        <p aria-live="polite">
          {query.data ? t(query.data.length >= 200 ? "countNewest" : "count", { count: query.data.length }) : ""}
        </p>
        <p className="flex items-center gap-1.5">
          <span aria-hidden className="h-2 w-2 animate-pulse rounded-full bg-emerald-500" />
          {t("live")}
        </p>
      </div>
      {query.isPending ? <TableSkeleton rows={6} columns={7} label={t("loading")} /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.data && query.data.length === 0 ? (
        <EmptyState title={filtered ? t("noMatch") : t("none")}>{filtered ? t("noMatchBody") : emptyNote}</EmptyState>
      ) : null}
      {children}
    </Panel>
  );
}
