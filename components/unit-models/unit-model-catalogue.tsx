"use client";
// The unit-model catalogue: search as you type (debounced, in the URL), type filter, a sortable
// virtualized table (the catalogue runs to thousands of rows on a scaled data set).
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { SearchIcon } from "@/components/icon";
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { DirectoryResults } from "@/components/directory-results";
import { Input } from "@/components/ui/field";
import { SortHeader, ariaSort, isRightAligned, measureColumn } from "@/components/sort-header";
import { formatInt } from "@/components/format-number";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { useUnitModelsQuery } from "@/lib/hooks/use-unit-models-query";
import { useUrlState } from "@/lib/hooks/use-url-state";
import type { UnitModel } from "@/lib/catalogue/unit-model-schema";
import type { InitialRead } from "@/lib/hooks/api-get";
import { isUnitType, UNIT_TYPE_CODES } from "@/lib/schedule/enums";
import type { Locale } from "@/lib/i18n/locales";

const column = createColumnHelper<UnitModel>();

function unitModelColumns(t: ReturnType<typeof useTranslations<"reference.unitModels">>, locale: Locale) {
  const int = (v: number | null | undefined) => formatInt(v, locale);
  return [
    column.accessor("make", { header: t("make"), cell: (c) => <span className="font-medium">{c.getValue()}</span> }),
    column.accessor("model", { header: t("model") }),
    column.accessor("description", {
      header: t("description"),
      cell: (c) => <span className="text-slate-600">{c.getValue()}</span>,
    }),
    column.accessor("type", {
      header: t("type"),
      cell: (c) => <TypeBadge type={c.getValue()} />,
    }),
    column.accessor("length", { ...measureColumn(t("length"), "cm", int), sortUndefined: "last" }),
    column.accessor("width", measureColumn(t("width"), "cm", int)),
    column.accessor("height", measureColumn(t("height"), "cm", int)),
    column.accessor("weight", measureColumn(t("weight"), "kg", int)),
  ];
}

const GRID = "grid grid-cols-[minmax(8rem,1fr)_minmax(8rem,1fr)_minmax(12rem,2fr)_9rem_7.5rem_7.5rem_7.5rem_7.5rem]";
const ROW_HEIGHT = 37;

function TypeBadge({ type }: { type: string }) {
  const t = useTranslations("common.unitType");
  const label = isUnitType(type) ? t(type) : type;
  return (
    <span className="inline-flex items-center gap-1.5 text-slate-700">
      <span className="inline-flex h-5 w-5 items-center justify-center rounded bg-slate-100 font-mono text-[11px] font-semibold text-slate-600">
        {type}
      </span>
      {label}
    </span>
  );
}

/** `initial`: the list the page was rendered with. */
export function UnitModelCatalogue({ initial }: { initial?: InitialRead<UnitModel[]> | null }) {
  const t = useTranslations("reference.unitModels");
  const tc = useTranslations("common.unitType");
  const locale = useLocale();
  const columns = useMemo(() => unitModelColumns(t, locale), [t, locale]);
  const [url, setUrl] = useUrlState(["q", "type"] as const);
  const [text, setText] = useState(url.q);
  const debounced = useDebouncedValue(text, 250);

  // The URL follows the debounced text; a link opened with ?q= fills the box.
  useEffect(() => {
    if (debounced.trim() !== url.q) setUrl({ q: debounced.trim() || null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the settled text moves the URL, not a URL change back into the box
  }, [debounced]);

  const query = useUnitModelsQuery({ search: url.q, type: url.type }, initial);
  const [sorting, setSorting] = useState<SortingState>([]);
  const data = useMemo(() => query.data ?? [], [query.data]);
  // eslint-disable-next-line react-hooks/incompatible-library -- react-table's API is what we want here
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const rows = table.getRowModel().rows;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  const clear = () => {
    setText("");
    setUrl({ q: null, type: null });
  };
  const filtered = Boolean(url.q || url.type);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative w-full max-w-md">
          <SearchIcon className="pointer-events-none absolute left-2.5 top-2 h-4 w-4 text-slate-400" />
          <Input
            type="search"
            aria-label={t("search")}
            placeholder={t("searchPlaceholder")}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="pl-8"
            autoFocus
          />
        </div>
        <div role="group" aria-label={t("unitType")} className="flex flex-wrap gap-1">
          {[["", t("allTypes")] as const, ...UNIT_TYPE_CODES.map((code) => [code, tc(code)] as const)].map(
            ([code, label]) => {
              const active = url.type === code;
              return (
                // raw <button>: a pressed/unpressed chip (aria-pressed), no Button variant toggles
                <button
                  key={code || "all"}
                  type="button"
                  aria-pressed={active}
                  onClick={() => setUrl({ type: code || null })}
                  className={clsx(
                    "rounded-full border px-2.5 py-1 text-xs font-medium transition-colors",
                    active
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-slate-300 bg-white text-slate-600 hover:bg-slate-100",
                  )}
                >
                  {label}
                </button>
              );
            },
          )}
        </div>
        <div className="ml-auto text-xs text-slate-500" aria-live="polite">
          {query.isFetching
            ? t("searching")
            : query.data
              ? t("count", { count: query.data.length, shown: formatInt(query.data.length, locale) })
              : null}
        </div>
      </div>

      <DirectoryResults
        pending={query.isPending}
        skeleton={{ rows: 12, columns: 8, label: t("loading") }}
        failed={query.isError ? { error: query.error, onRetry: () => query.refetch() } : null}
        empty={
          rows.length === 0
            ? {
                title: t("emptyTitle"),
                body: url.q ? t("emptySearch", { q: url.q }) : t("emptyCatalogue"),
                clear: filtered ? { label: t("clear"), onClick: clear } : null,
              }
            : null
        }
      >
        {/* One scroll area for both directions, focusable so the keyboard can scroll it; the header
            row sticks to its top. States live outside the table (axe: no buttons in a table). */}
        <div
          ref={scrollRef}
          tabIndex={0}
          role="region"
          aria-label={t("scroll")}
          className="max-h-[calc(100dvh-15rem)] min-h-40 overflow-auto text-sm"
        >
          <div className="min-w-[64rem]" role="table" aria-label={t("title")} aria-rowcount={rows.length + 1}>
            <div role="rowgroup" className="sticky top-0 z-10">
              <div
                role="row"
                aria-rowindex={1}
                className={clsx(
                  GRID,
                  "border-b border-slate-200 bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-600",
                )}
              >
                {table.getHeaderGroups()[0].headers.map((header) => {
                  const right = isRightAligned(header.column);
                  return (
                    <div
                      key={header.id}
                      role="columnheader"
                      aria-sort={ariaSort(header.column.getIsSorted())}
                      className={clsx("whitespace-nowrap px-4 py-2", right && "text-right")}
                    >
                      <SortHeader header={header} align={right ? "right" : "left"} />
                    </div>
                  );
                })}
              </div>
            </div>
            <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index];
                return (
                  <div
                    key={row.id}
                    role="row"
                    aria-rowindex={item.index + 2}
                    className={clsx(
                      GRID,
                      "absolute inset-x-0 items-center border-b border-slate-100 hover:bg-slate-50",
                    )}
                    style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                  >
                    {row.getVisibleCells().map((cell) => {
                      const right = isRightAligned(cell.column);
                      return (
                        <div
                          key={cell.id}
                          role="cell"
                          className={clsx("truncate px-4", right && "text-right tabular-nums")}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </div>
                      );
                    })}
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      </DirectoryResults>
    </div>
  );
}
