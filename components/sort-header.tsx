"use client";
// A sortable column header of a @tanstack/react-table table: a button that says its direction.
import type { Column, Header, RowData, Table } from "@tanstack/react-table";
import { flexRender } from "@tanstack/react-table";
import clsx from "clsx";
import { Th, Tr } from "@/components/ui/table";

declare module "@tanstack/react-table" {
  // Numeric columns are right-aligned, header and cells alike. (The augmentation must repeat
  // the library's type parameters, used or not.)
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the augmentation must name the library's type parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: "left" | "right";
  }
}

export function isRightAligned<T>(column: Column<T, unknown>): boolean {
  return column.columnDef.meta?.align === "right";
}

/** The header rows of a sortable table (inside `<TableHead sortable>`): each column title a sort button, with aria-sort. */
export function SortableHeaderRows<T>({ table }: { table: Table<T> }) {
  return table.getHeaderGroups().map((group) => (
    <Tr key={group.id}>
      {group.headers.map((header) => {
        const right = isRightAligned(header.column);
        return (
          <Th
            key={header.id}
            sortable={header.column.getCanSort()}
            numeric={right}
            aria-sort={ariaSort(header.column.getIsSorted())}
            className="whitespace-nowrap"
          >
            <SortHeader header={header} align={right ? "right" : "left"} />
          </Th>
        );
      })}
    </Tr>
  ));
}

export function SortHeader<T>({ header, align = "left" }: { header: Header<T, unknown>; align?: "left" | "right" }) {
  const sorted = header.column.getIsSorted();
  const content = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <>{content}</>;
  return (
    // raw <button>: the column title itself, in the header's uppercase text; no Button variant
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      className={clsx(
        "inline-flex items-center gap-1 uppercase tracking-wide hover:text-slate-800",
        align === "right" && "flex-row-reverse",
      )}
    >
      {content}
      <span aria-hidden className={clsx("text-[10px]", sorted ? "text-brand-600" : "text-slate-300")}>
        {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
      </span>
    </button>
  );
}

export function ariaSort(sorted: false | "asc" | "desc"): "ascending" | "descending" | "none" {
  return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none";
}

/** A column title with its unit kept in lower case ("Length cm") under an upper-case header row. */
export function WithUnit({ label, unit }: { label: string; unit: string }) {
  return (
    <span>
      {label} <span className="normal-case text-slate-500">{unit}</span>
    </span>
  );
}

/**
 * A column of a measure: its unit beside the header, the number right-aligned as `format` writes
 * it (the vessel table's and the unit-model catalogue's dimensions, weights, capacities).
 */
export function measureColumn(label: string, unit: string, format: (value: number | null | undefined) => string) {
  return {
    header: () => <WithUnit label={label} unit={unit} />,
    cell: (c: { getValue: () => number | null | undefined }) => format(c.getValue()),
    meta: { align: "right" },
  } as const;
}
