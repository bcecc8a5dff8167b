"use client";
// The filter bar of the reference directories (ports, vessels): a search box, then the line and
// its trade route behind the phone's Filters fold with whatever else the directory filters by,
// Clear filters once anything is chosen, and the count of what is listed, read out as it changes.
import clsx from "clsx";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useFilterFold } from "@/components/filter-fold";
import { CategoryPicker, LinePicker } from "@/components/service-pickers";
import { Button } from "@/components/ui/button";
import { labelClass, Input } from "@/components/ui/field";
import type { ScheduleOptions } from "@/lib/schedule/service-options";

export interface DirectoryFilterValues {
  q: string;
  Line: string;
  ScheduleCategory: string;
}

export function DirectoryFilters({
  search,
  options,
  values,
  onChange,
  more,
  moreActive = 0,
  onClear,
  status,
}: {
  search: { label: string; placeholder: string; className: string };
  options: ScheduleOptions;
  values: DirectoryFilterValues;
  /** a change of one or more filters (a new line forgets the trade route) */
  onChange: (change: Partial<Record<keyof DirectoryFilterValues, string | null>>) => void;
  /** the directory's own filters, folded with the line's */
  more?: ReactNode;
  /** how many of those are set (the fold's count) */
  moreActive?: number;
  /** shown as Clear filters when any filter is set */
  onClear: (() => void) | null;
  /** "24 ports", "Loading…" */
  status: ReactNode;
}) {
  const t = useTranslations("reference.filters");
  const fold = useFilterFold([values.Line, values.ScheduleCategory].filter(Boolean).length + moreActive);
  return (
    <div className="flex flex-wrap items-end gap-3 print:hidden">
      <label className={clsx(labelClass, search.className)}>
        {search.label}
        <Input
          type="search"
          value={values.q}
          onChange={(e) => onChange({ q: e.target.value })}
          placeholder={search.placeholder}
          className="mt-1"
        />
      </label>
      {fold.button}
      <div id={fold.foldId} className={clsx("flex w-full flex-wrap items-end gap-3 md:w-auto", fold.folded)}>
        <LinePicker
          options={options}
          value={values.Line}
          onChange={(Line) => onChange({ Line, ScheduleCategory: null })}
          className="w-full sm:w-56"
        />
        <CategoryPicker
          options={options}
          line={values.Line}
          value={values.ScheduleCategory}
          onChange={(ScheduleCategory) => onChange({ ScheduleCategory })}
          className="w-full sm:w-64"
        />
        {more}
      </div>
      {onClear ? (
        <Button variant="secondary" onClick={onClear}>
          {t("clear")}
        </Button>
      ) : null}
      <div className="ml-auto pb-2 text-xs text-slate-500" aria-live="polite">
        {status}
      </div>
    </div>
  );
}
