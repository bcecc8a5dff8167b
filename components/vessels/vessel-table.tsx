"use client";
// Every field of the spec's Vessel with its unit, sortable; Line / ScheduleCategory go to the API,
// the name-or-flag box filters what came back. Filters live in the URL.
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from "@tanstack/react-table";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DirectoryFilters } from "@/components/directory-filters";
import { DirectoryResults } from "@/components/directory-results";
import { SortableHeaderRows, isRightAligned, measureColumn } from "@/components/sort-header";
import { formatDecimal, formatInt } from "@/components/format-number";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { useVesselsQuery } from "@/lib/hooks/use-vessels-query";
import type { Vessel } from "@/lib/fleet/vessel-schema";
import type { InitialRead } from "@/lib/hooks/api-get";
import type { ScheduleOptions } from "@/lib/schedule/service-options";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Tr } from "@/components/ui/table";
import type { Locale } from "@/lib/i18n/locales";

const column = createColumnHelper<Vessel>();
const right = { meta: { align: "right" } } as const;

/** The columns; `lineOf` names each vessel's operating line (not a field of the spec's Vessel). */
function vesselColumns(
  lineOf: Record<string, string>,
  t: ReturnType<typeof useTranslations<"reference.vessels">>,
  locale: Locale,
) {
  const int = (v: number | null | undefined) => formatInt(v, locale);
  const decimal = (v: number | null | undefined) => formatDecimal(v, locale);
  return [
    column.accessor("name", {
      header: t("vessel"),
      cell: (c) => (
        // 24+ links: prefetching each would fire a request per row as the table scrolls into view.
        <Link
          href={`/vessels/${encodeURIComponent(c.getValue())}`}
          prefetch={false}
          className="font-medium text-brand-700 hover:underline"
        >
          {c.getValue()}
        </Link>
      ),
    }),
    column.accessor((v) => lineOf[v.name] ?? "", { id: "line", header: t("line"), cell: (c) => c.getValue() || "—" }),
    column.accessor("flag", { header: t("flag") }),
    column.accessor("yearBuilt", {
      header: t("built"),
      cell: (c) => c.getValue() ?? "—",
      sortUndefined: "last",
      ...right,
    }),
    column.accessor("cargoCapacity", measureColumn(t("capacity"), "RT", int)),
    column.accessor("maxDeckHeight", measureColumn(t("deckHeight"), "cm", int)),
    column.accessor("maxDeckWidth", measureColumn(t("deckWidth"), "cm", int)),
    column.accessor("maxRampWeight", measureColumn(t("rampWeight"), "t", decimal)),
    column.accessor("speed", measureColumn(t("speed"), t("knots"), decimal)),
  ];
}

export function VesselTable({
  options,
  lineOf,
  initial,
}: {
  options: ScheduleOptions;
  lineOf: Record<string, string>;
  /** the list the page was rendered with */
  initial?: InitialRead<Vessel[]> | null;
}) {
  const t = useTranslations("reference.vessels");
  const locale = useLocale();
  const columns = useMemo(() => vesselColumns(lineOf, t, locale), [lineOf, t, locale]);
  const [url, setUrl] = useUrlState(["Line", "ScheduleCategory", "q"] as const);
  const query = useVesselsQuery({ Line: url.Line, ScheduleCategory: url.ScheduleCategory }, initial);
  const [sorting, setSorting] = useState<SortingState>([{ id: "name", desc: false }]);
  const data = useMemo(() => query.data ?? [], [query.data]);

  // eslint-disable-next-line react-hooks/incompatible-library -- react-table's API is what we want here
  const table = useReactTable({
    data,
    columns,
    state: { sorting, globalFilter: url.q },
    onSortingChange: setSorting,
    globalFilterFn: (row, _id, value: string) => {
      const needle = value.trim().toLowerCase();
      return (
        !needle || row.original.name.toLowerCase().includes(needle) || row.original.flag.toLowerCase().includes(needle)
      );
    },
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const rows = table.getRowModel().rows;
  const filtered = Boolean(url.Line || url.ScheduleCategory || url.q);

  return (
    <div className="space-y-3">
      <DirectoryFilters
        search={{ label: t("search"), placeholder: t("searchPlaceholder"), className: "w-full sm:w-64" }}
        options={options}
        values={url}
        onChange={setUrl}
        onClear={filtered ? () => setUrl({ Line: null, ScheduleCategory: null, q: null }) : null}
        status={
          query.isFetching
            ? t("fetching")
            : query.data
              ? t("count", { shown: rows.length, count: query.data.length })
              : null
        }
      />

      <DirectoryResults
        pending={query.isPending}
        skeleton={{ rows: 10, columns: 8, label: t("loading") }}
        failed={query.isError ? { error: query.error, onRetry: () => query.refetch() } : null}
        empty={
          rows.length === 0
            ? {
                title: t("emptyTitle"),
                body: url.Line || url.ScheduleCategory ? t("emptyService") : t("emptySearch"),
                clear: filtered
                  ? { label: t("clearFilters"), onClick: () => setUrl({ Line: null, ScheduleCategory: null, q: null }) }
                  : null,
              }
            : null
        }
      >
        <ScrollX label={t("scroll")}>
          <Table look="panel" className="w-full" aria-label={t("title")}>
            <TableHead sortable>
              <SortableHeaderRows table={table} />
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <Tr key={row.id} className="hover:bg-slate-50">
                  {row.getVisibleCells().map((cell) => (
                    <Td key={cell.id} numeric={isRightAligned(cell.column)} className="whitespace-nowrap">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Td>
                  ))}
                </Tr>
              ))}
            </TableBody>
          </Table>
        </ScrollX>
      </DirectoryResults>
    </div>
  );
}
