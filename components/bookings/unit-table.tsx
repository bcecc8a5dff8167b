"use client";
// A long booking's units as one table: a row a unit, a search over what the rows show (the page
// holds every unit already, so it filters here, as you type), and only the rows in view rendered
// (@tanstack/react-virtual over a scroll area of its own, so the page stays short). A row opens to
// the unit's details, which the server rendered (components/bookings/booking-units.tsx): the same
// papers, photos, parts, dock receipt and actions as a small booking's cards.
// Below `lg` a row is stacked, so a phone reads it without scrolling sideways.
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { formatInt } from "@/components/format-number";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useDeferredValue, useMemo, useRef, useState, type ReactNode } from "react";
import { serialLabel } from "@/components/bookings/serial-label";
import { StatusBadge } from "@/components/bookings/status-badge";
import { Input } from "@/components/ui/field";

export interface UnitRow {
  id: number;
  line: number;
  serialType: string | null;
  serial: string | null;
  model: string | null;
  reference: string | null;
  state: string;
  isCanceled: boolean;
  /** "450 × 180 × 190 cm · 2,500 kg" or "—" */
  measures: string;
  /** "2 papers, 1 photo" or "—" */
  papers: string;
  /** held or flagged at the gate: said in the row, explained in the details */
  flag: string | null;
  /** "ok": the line accepted what the flag is about (said in green, not red) */
  flagTone?: "warn" | "ok";
  /** the unit's cancel button (or why not) */
  cancel: ReactNode;
  details: ReactNode;
}

// One grid for the header and the rows from `lg` up; below it each row stacks.
const GRID = "lg:grid lg:grid-cols-[5rem_minmax(12rem,1.2fr)_minmax(10rem,1.2fr)_8rem_minmax(10rem,1fr)_8rem_11rem]";
const COLUMNS = ["unit", "serial", "model", "state", "measures", "papers", "actions"] as const;

/** Every word typed must appear in the unit's VIN or serial, model, reference or state (or "unit N"). */
function matches(unit: UnitRow, words: string[]): boolean {
  const text = [`unit ${unit.line}`, unit.serial, unit.model, unit.reference, unit.state, unit.flag]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return words.every((w) => text.includes(w));
}

export function UnitTable({ units }: { units: UnitRow[] }) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => {
    // "unit 12" or "#12" is that unit; any other text is words to find
    const line = /^\s*(?:unit\s*|unité\s*|#)(\d+)\s*$/i.exec(deferred);
    if (line) return units.filter((u) => u.line === Number(line[1]));
    const words = deferred.toLowerCase().split(/\s+/).filter(Boolean);
    return words.length ? units.filter((u) => matches(u, words)) : units;
  }, [units, deferred]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const t = useTranslations("bookings");
  const locale = useLocale();

  const scrollRef = useRef<HTMLDivElement>(null);
  // Keyed by unit, so a row keeps its element (and the focus on its button) when it opens or the
  // search narrows the list; heights are measured, as an open row or a phone's stacked row is taller.
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 52,
    overscan: 8,
    getItemKey: (i) => shown[i].id,
  });

  const toggle = (id: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-3 print:hidden">
        <Input
          type="search"
          aria-label={t("unitTable.searchLabel")}
          placeholder={t("unitTable.searchPlaceholder")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="max-w-md"
        />
        <p className="text-sm text-slate-600" role="status">
          {t("unitTable.showing", {
            shown: formatInt(shown.length, locale),
            total: formatInt(units.length, locale),
          })}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600">{t("unitTable.noMatch", { query: deferred.trim() })}</p>
      ) : (
        <div ref={scrollRef} className="max-h-[min(70vh,44rem)] overflow-y-auto text-sm">
          <div role="table" aria-label={t("unitTable.label")}>
            <div role="rowgroup" className="sticky top-0 z-10 hidden lg:block">
              <div
                role="row"
                className={clsx(
                  GRID,
                  "border-b border-slate-200 bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-600",
                )}
              >
                {COLUMNS.map((c) => (
                  <div key={c} role="columnheader" className="px-3 py-2">
                    {t(`unitTable.columns.${c}`)}
                  </div>
                ))}
              </div>
            </div>
            <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
              {virtualizer.getVirtualItems().map((v) => {
                const unit = shown[v.index];
                const isOpen = open.has(unit.id);
                const detailsId = `unit-details-${unit.id}`;
                return (
                  <div
                    key={v.key}
                    ref={virtualizer.measureElement}
                    data-index={v.index}
                    className={clsx(
                      "absolute inset-x-0 top-0 border-b border-slate-100",
                      unit.isCanceled && "bg-slate-50/70",
                      isOpen && "bg-brand-50/40",
                    )}
                    style={{ transform: `translateY(${v.start}px)` }}
                  >
                    <div
                      role="row"
                      className={clsx(GRID, "flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 lg:gap-0 lg:px-0")}
                    >
                      <div role="cell" className="lg:px-3">
                        {/* raw <button>: the row's disclosure toggle (chevron and unit), a look of its own */}
                        <button
                          type="button"
                          aria-expanded={isOpen}
                          aria-controls={isOpen ? detailsId : undefined}
                          onClick={() => toggle(unit.id)}
                          className="inline-flex items-center gap-1 rounded px-1 py-0.5 font-semibold text-brand-700 hover:bg-brand-50"
                        >
                          <svg
                            viewBox="0 0 20 20"
                            className={clsx("h-4 w-4 transition-transform", isOpen && "rotate-90")}
                            fill="currentColor"
                            aria-hidden
                          >
                            <path d="M7 5l6 5-6 5V5z" />
                          </svg>
                          <span className="sr-only">{t("unitTable.detailsOf")}</span>
                          {unit.line}
                        </button>
                      </div>
                      <div role="cell" className="min-w-0 basis-full order-1 lg:order-none lg:basis-auto lg:px-3">
                        <span className="sr-only">{serialLabel(unit.serialType, t("units.serial"))} </span>
                        <span className="break-all font-mono text-slate-800">{unit.serial ?? t("units.notGiven")}</span>
                        {unit.reference ? (
                          <span className="block text-xs text-slate-600">
                            {t("unitTable.reference", { reference: unit.reference })}
                          </span>
                        ) : null}
                      </div>
                      <div
                        role="cell"
                        className={clsx(
                          "min-w-0 lg:px-3",
                          unit.isCanceled ? "text-slate-500 line-through" : "text-slate-800",
                        )}
                      >
                        {unit.model ?? "—"}
                      </div>
                      <div role="cell" className="lg:px-3">
                        <StatusBadge status={unit.state} />
                        {unit.flag ? (
                          <span
                            className={`ml-1 text-xs font-medium lg:ml-0 lg:block ${unit.flagTone === "ok" ? "text-emerald-800" : "text-red-800"}`}
                          >
                            {unit.flag}
                          </span>
                        ) : null}
                      </div>
                      {/* On a phone an empty value ("—") says nothing without its column's header: left out. */}
                      <div
                        role="cell"
                        className={clsx(
                          "order-2 text-slate-700 lg:order-none lg:block lg:px-3",
                          unit.measures === "—" && "hidden",
                        )}
                      >
                        {unit.measures}
                      </div>
                      <div
                        role="cell"
                        className={clsx(
                          "order-2 text-slate-700 lg:order-none lg:block lg:px-3",
                          unit.papers === "—" && "hidden",
                        )}
                      >
                        <span className="sr-only">{t("unitTable.papersSr")}</span>
                        {unit.papers}
                      </div>
                      <div role="cell" className="order-3 basis-full lg:order-none lg:basis-auto lg:px-3">
                        {unit.cancel}
                      </div>
                    </div>
                    {isOpen ? (
                      <div role="row">
                        <div
                          role="cell"
                          id={detailsId}
                          aria-label={t("unitTable.detailsLabel", { n: unit.line })}
                          className="px-4 pb-4"
                        >
                          {unit.details}
                        </div>
                      </div>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
