"use client";
// A sortable column header of a @tanstack/react-table table: a button that says its direction.
import type { Header } from "@tanstack/react-table";
import { flexRender } from "@tanstack/react-table";
import clsx from "clsx";

export function SortHeader<T>({ header, align = "left" }: { header: Header<T, unknown>; align?: "left" | "right" }) {
  const sorted = header.column.getIsSorted();
  const content = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <>{content}</>;
  return (
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      className={clsx("inline-flex items-center gap-1 uppercase tracking-wide hover:text-slate-800", align === "right" && "flex-row-reverse")}
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
      {label} <span className="normal-case text-slate-400">{unit}</span>
    </span>
  );
}
