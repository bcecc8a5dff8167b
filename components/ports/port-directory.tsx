"use client";
// Ports of loading and discharge (GET /api/voyage/pols and /pods) for a line / trade route:
// on a map, in a sortable table, and the chosen port's terminals and sailings. State in the URL.
import { countryName } from "@/components/country-name";
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from "@tanstack/react-table";
import clsx from "clsx";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DirectoryFilters } from "@/components/directory-filters";
import { DirectoryResults } from "@/components/directory-results";
import { PortMap, type MapPort } from "@/components/ports/port-map";
import { utcOffsetLabel } from "@/components/ports/zone-label";
import { RoleTag } from "@/components/schedules/rotation-timeline";
import { SortableHeaderRows, isRightAligned } from "@/components/sort-header";
import { ErrorState, Panel, Skeleton } from "@/components/states";
import { Button, secondaryButtonClass } from "@/components/ui/button";
import { usePodsQuery, usePolsQuery } from "@/lib/hooks/use-ports-query";
import { useUrlState } from "@/lib/hooks/use-url-state";
import type { Port } from "@/lib/ports/port-schema";
import type { InitialRead } from "@/lib/hooks/api-get";
import type { TerminalInfo } from "@/lib/ports/port-terminals";
import type { WorldMap } from "@/lib/ports/world-map";
import type { ScheduleOptions } from "@/lib/schedule/service-options";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Tr } from "@/components/ui/table";
import type { Locale } from "@/lib/i18n/locales";

interface PortRow extends MapPort {
  country: string;
  terminals: TerminalInfo[];
  timeZone: string;
}

const column = createColumnHelper<PortRow>();

const SHOW = [
  ["", "both"],
  ["pols", "pols"],
  ["pods", "pods"],
] as const;

export function PortDirectory({
  options,
  terminals,
  timeZones,
  map,
  initialPols,
  initialPods,
}: {
  options: ScheduleOptions;
  /** the lists the page was rendered with */
  initialPols?: InitialRead<Port[]> | null;
  initialPods?: InitialRead<Port[]> | null;
  terminals: Record<string, TerminalInfo[]>;
  timeZones: Record<string, string>;
  map: WorldMap;
}) {
  const t = useTranslations("reference.ports");
  const locale = useLocale();
  const [url, setUrl] = useUrlState(["Line", "ScheduleCategory", "show", "port", "q"] as const);
  const scope = { Line: url.Line, ScheduleCategory: url.ScheduleCategory };
  const pols = usePolsQuery(scope, initialPols);
  const pods = usePodsQuery(scope, initialPods);

  const ports = useMemo(() => {
    const byCode = new Map<string, PortRow>();
    const add = (list: Port[] | undefined, role: "loads" | "discharges") => {
      for (const p of list ?? []) {
        const row = byCode.get(p.code) ?? {
          ...p,
          loads: false,
          discharges: false,
          terminals: terminals[p.code] ?? [],
          timeZone: timeZones[p.code] ?? "",
        };
        row[role] = true;
        byCode.set(p.code, row);
      }
    };
    if (url.show !== "pods") add(pols.data, "loads");
    if (url.show !== "pols") add(pods.data, "discharges");
    return [...byCode.values()];
  }, [pols.data, pods.data, url.show, terminals, timeZones]);

  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: t("port"),
        cell: (c) => (
          <Button variant="inline" onClick={() => setUrl({ port: c.row.original.code })}>
            {c.getValue()}
          </Button>
        ),
      }),
      column.accessor("code", {
        header: t("code"),
        cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
      }),
      column.accessor((p) => countryName(p.country, locale), {
        id: "country",
        header: t("country"),
        cell: (c) => (
          <span>
            {c.getValue()} <span className="text-xs text-slate-500">{c.row.original.country}</span>
          </span>
        ),
      }),
      column.accessor((p) => (p.loads && p.discharges ? 2 : p.loads ? 0 : 1), {
        id: "role",
        header: t("role"),
        cell: (c) => (
          <span className="flex gap-1">
            {c.row.original.loads ? <RoleTag kind="load" /> : null}
            {c.row.original.discharges ? <RoleTag kind="discharge" /> : null}
          </span>
        ),
      }),
      column.accessor((p) => p.terminals.length, {
        id: "terminals",
        header: t("terminals"),
        cell: (c) => (
          <span className="text-slate-600">
            {c.row.original.terminals.map((terminal) => terminal.name).join(", ") || "—"}
          </span>
        ),
        enableSorting: false,
      }),
      column.accessor("timeZone", { header: t("timeZone"), cell: (c) => <ZoneName timeZone={c.getValue()} /> }),
      column.accessor("latitude", { header: t("lat"), cell: (c) => c.getValue().toFixed(4), meta: { align: "right" } }),
      column.accessor("longitude", {
        header: t("lon"),
        cell: (c) => c.getValue().toFixed(4),
        meta: { align: "right" },
      }),
    ],
    [setUrl, t, locale],
  );

  const [sorting, setSorting] = useState<SortingState>([{ id: "name", desc: false }]);
  // eslint-disable-next-line react-hooks/incompatible-library -- react-table's API is what we want here
  const table = useReactTable({
    data: ports,
    columns,
    state: { sorting, globalFilter: url.q },
    onSortingChange: setSorting,
    globalFilterFn: (row, _id, value: string) => {
      const needle = value.trim().toLowerCase();
      const p = row.original;
      return (
        !needle ||
        [p.name, p.code, p.country, countryName(p.country, locale)].some((s) => s.toLowerCase().includes(needle))
      );
    },
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const rows = table.getRowModel().rows;
  const selected = ports.find((p) => p.code === url.port);
  const pending = pols.isPending || pods.isPending;
  const error = pols.error ?? pods.error;
  const filtered = Boolean(url.Line || url.ScheduleCategory || url.q || url.show);
  const clear = () => setUrl({ Line: null, ScheduleCategory: null, q: null, show: null });

  return (
    <div className="space-y-3">
      <DirectoryFilters
        search={{ label: t("search"), placeholder: t("searchPlaceholder"), className: "w-full sm:w-56" }}
        options={options}
        values={url}
        onChange={setUrl}
        more={
          <div
            role="group"
            aria-label={t("show")}
            className="flex flex-wrap rounded border border-slate-300 bg-white p-0.5 text-xs font-medium"
          >
            {SHOW.map(([value, label]) => (
              // raw <button>: a segment of a pressed/unpressed toggle group (aria-pressed), no Button variant
              <button
                key={value || "both"}
                type="button"
                aria-pressed={url.show === value}
                onClick={() => setUrl({ show: value || null })}
                className={clsx(
                  "rounded px-2.5 py-1.5",
                  url.show === value ? "bg-brand-600 text-white" : "text-slate-600 hover:bg-slate-100",
                )}
              >
                {t(`showChoice.${label}`)}
              </button>
            ))}
          </div>
        }
        moreActive={url.show ? 1 : 0}
        // the empty list offers Clear filters where it says nothing matches
        onClear={null}
        status={pending ? t("fetching") : t("count", { count: rows.length })}
      />

      {error ? (
        <Panel>
          <ErrorState error={error} onRetry={() => (pols.error ? pols.refetch() : pods.refetch())} />
        </Panel>
      ) : (
        <div className="grid gap-3 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <Panel>
            {pending ? (
              <Skeleton className="aspect-[960/470] w-full rounded-none" />
            ) : (
              <PortMap
                map={map}
                ports={rows.map((r) => r.original)}
                selected={url.port}
                onSelect={(port) => setUrl({ port })}
              />
            )}
          </Panel>
          <PortDetail
            port={selected}
            line={url.Line}
            pending={pending}
            onClose={() => setUrl({ port: null })}
            locale={locale}
          />
        </div>
      )}

      {!error ? (
        <DirectoryResults
          pending={pending}
          skeleton={{ rows: 10, columns: 6, label: t("loading") }}
          empty={
            rows.length === 0
              ? {
                  title: t("emptyTitle"),
                  body: url.q ? t("emptySearch") : t("emptyService"),
                  clear: filtered ? { label: t("clearFilters"), onClick: clear } : null,
                }
              : null
          }
        >
          <ScrollX label={t("scroll")} className="max-h-[32rem] overflow-y-auto">
            <Table look="panel" sticky className="w-full min-w-[60rem]" aria-label={t("title")}>
              <TableHead sortable>
                <SortableHeaderRows table={table} />
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <Tr
                    key={row.id}
                    className={clsx(row.original.code === url.port ? "bg-brand-50" : "hover:bg-slate-50")}
                  >
                    {row.getVisibleCells().map((cell) => {
                      const right = isRightAligned(cell.column);
                      return (
                        <Td key={cell.id} numeric={right} className={clsx(right && "text-slate-600")}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </Td>
                      );
                    })}
                  </Tr>
                ))}
              </TableBody>
            </Table>
          </ScrollX>
        </DirectoryResults>
      ) : null}
    </div>
  );
}

function PortDetail({
  port,
  line,
  pending,
  onClose,
  locale,
}: {
  port: PortRow | undefined;
  line: string;
  pending: boolean;
  onClose: () => void;
  locale: Locale;
}) {
  const t = useTranslations("reference.ports");
  if (!port) {
    return (
      <Panel className="flex items-center justify-center p-6 text-center text-sm text-slate-500 max-xl:hidden">
        {pending ? t("loadingEllipsis") : t("pick")}
      </Panel>
    );
  }
  const withLine = (params: Record<string, string>) =>
    `/schedules?${new URLSearchParams(line ? { ...params, Line: line } : params)}`;
  return (
    <section
      aria-label={t("portPanel", { name: port.name })}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex items-start justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 className="text-base font-semibold">{port.name}</h2>
          <p className="text-xs text-slate-500">
            <span className="font-mono">{port.code}</span> · {countryName(port.country, locale)}
          </p>
        </div>
        {/* raw <button>: the panel's bare × close, a look of its own */}
        <button
          type="button"
          onClick={onClose}
          aria-label={t("close")}
          className="rounded px-1.5 text-lg leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          ×
        </button>
      </header>
      <div className="space-y-4 px-4 py-3 text-sm">
        <div className="flex gap-1">
          {port.loads ? <RoleTag kind="load" /> : null}
          {port.discharges ? <RoleTag kind="discharge" /> : null}
        </div>
        <div>
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("terminals")}</h3>
          {port.terminals.length ? (
            <ul className="mt-1 divide-y divide-slate-100 rounded border border-slate-200">
              {port.terminals.map((terminal) => (
                <li key={terminal.code} className="flex items-center justify-between gap-2 px-3 py-1.5">
                  <span>{terminal.name}</span>
                  <span className="font-mono text-xs text-slate-500">{terminal.code}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-slate-500">{t("noTerminal")}</p>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-2 text-xs">
          <div className="col-span-2">
            <dt className="text-slate-500">{t("zoneLocal")}</dt>
            <dd>
              <ZoneName timeZone={port.timeZone} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("latitude")}</dt>
            <dd className="tabular-nums">{port.latitude.toFixed(6)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("longitude")}</dt>
            <dd className="tabular-nums">{port.longitude.toFixed(6)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          {port.loads ? (
            <Link href={withLine({ Pol: port.code })} className={secondaryButtonClass}>
              {t("sailingsFrom", { name: port.name })}
            </Link>
          ) : null}
          {port.discharges ? (
            <Link href={withLine({ Pod: port.code })} className={secondaryButtonClass}>
              {t("sailingsTo", { name: port.name })}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** "Europe/Brussels UTC+1": the zone a port's times are in, with today's offset. */
function ZoneName({ timeZone }: { timeZone: string }) {
  if (!timeZone) return <>—</>;
  return (
    <span className="whitespace-nowrap">
      {timeZone.replaceAll("_", " ")} <span className="text-xs text-slate-500">{utcOffsetLabel(timeZone)}</span>
    </span>
  );
}
