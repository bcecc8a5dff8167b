"use client";
// The filter bar of the schedule browser: one control per parameter of GET /api/voyage/rotation.
// Values are the wire values (names, UN/LOCODEs, enum names, wall-clock date-times) and live in the URL.
import clsx from "clsx";
import { useEffect, useState } from "react";
import { fieldClass, labelClass, secondaryButtonClass } from "@/components/states";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { usePodsQuery, usePolsQuery } from "@/lib/hooks/use-ports-query";
import type { RotationParams } from "@/lib/hooks/use-rotation-query";
import { useVesselsQuery } from "@/lib/hooks/use-vessels-query";
import type { Port } from "@/lib/ports/port-schema";
import { CONTINENTS, REGIONS } from "@/lib/schedule/enums";
import { categoriesFor, servicesFor, type ScheduleOptions } from "@/lib/schedule/service-options";

export const FILTER_KEYS = [
  "Line",
  "ScheduleCategory",
  "SailingRoute",
  "Vessel",
  "Voyage",
  "Pol",
  "PolContinent",
  "Pod",
  "PodRegion",
  "DepartureMin",
  "DepartureMax",
  "ArrivalMin",
  "ArrivalMax",
] as const satisfies readonly (keyof RotationParams)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

/** "NorthAmerica" → "North America" */
const spaced = (name: string) => name.replace(/([a-z])([A-Z])/g, "$1 $2");

export function ScheduleFilters({
  options,
  values,
  onChange,
}: {
  options: ScheduleOptions;
  values: Record<FilterKey, string>;
  onChange: (patch: Partial<Record<FilterKey, string | null>>) => void;
}) {
  const scope = { Line: values.Line, ScheduleCategory: values.ScheduleCategory };
  const pols = usePolsQuery(scope);
  const pods = usePodsQuery(scope);
  const vessels = useVesselsQuery(scope);
  const routes = [...new Set(servicesFor(options, values.Line, values.ScheduleCategory).map((s) => s.sailingRoute))].sort();
  const categories = categoriesFor(options, values.Line);

  const [voyage, setVoyage] = useState(values.Voyage);
  const debouncedVoyage = useDebouncedValue(voyage, 300);
  useEffect(() => {
    if (debouncedVoyage.trim() !== values.Voyage) onChange({ Voyage: debouncedVoyage.trim() || null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedVoyage]);

  const any = FILTER_KEYS.some((k) => values[k]);
  const select = (key: FilterKey, label: string, choices: { value: string; label: string }[], empty: string, extra?: string) => (
    <label className={clsx(labelClass, extra)}>
      {label}
      <select value={values[key]} onChange={(e) => onChange({ [key]: e.target.value || null })} className={clsx(fieldClass, "mt-1")}>
        <option value="">{empty}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
        {values[key] && !choices.some((c) => c.value === values[key]) ? <option value={values[key]}>{values[key]}</option> : null}
      </select>
    </label>
  );
  const portChoices = (ports: Port[] | undefined) =>
    [...(ports ?? [])].sort((a, b) => a.name.localeCompare(b.name)).map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }));
  const dateInput = (key: FilterKey, label: string) => (
    <label className={labelClass}>
      {label}
      <input
        type="datetime-local"
        value={values[key].slice(0, 16)}
        onChange={(e) => onChange({ [key]: e.target.value || null })}
        className={clsx(fieldClass, "mt-1 tabular-nums")}
      />
    </label>
  );

  return (
    <form role="search" aria-label="Schedule filters" onSubmit={(e) => e.preventDefault()} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
        {select(
          "Line",
          "Line",
          options.lines.map((l) => ({ value: l.name, label: l.name })),
          "All lines",
        )}
        {select("ScheduleCategory", "Schedule category", categories.map((c) => ({ value: c, label: c })), "All trade routes")}
        {select("SailingRoute", "Sailing route", routes.map((r) => ({ value: r, label: r })), "All routes")}
        {select("Vessel", "Vessel", (vessels.data ?? []).map((v) => ({ value: v.name, label: v.name })).sort((a, b) => a.label.localeCompare(b.label)), "All vessels")}
        <label className={labelClass}>
          Voyage
          <input type="search" value={voyage} onChange={(e) => setVoyage(e.target.value)} placeholder="e.g. NEWA2612" className={clsx(fieldClass, "mt-1 font-mono")} />
        </label>
        {select("Pol", "Port of loading", portChoices(pols.data), pols.isPending ? "Loading ports…" : "Any port")}
        {select("Pod", "Port of discharge", portChoices(pods.data), pods.isPending ? "Loading ports…" : "Any port")}
        {select(
          "PolContinent",
          "Loading continent",
          Object.keys(CONTINENTS).map((name) => ({ value: name, label: spaced(name) })),
          "Any continent",
        )}
        {select(
          "PodRegion",
          "Discharge region",
          Object.keys(REGIONS).map((name) => ({ value: name, label: spaced(name) })),
          "Any region",
        )}
        {dateInput("DepartureMin", "Departs from")}
        {dateInput("DepartureMax", "Departs until")}
        {dateInput("ArrivalMin", "Arrives from")}
        {dateInput("ArrivalMax", "Arrives until")}
        <div className="flex items-end">
          <button
            type="button"
            disabled={!any}
            onClick={() => {
              setVoyage("");
              onChange(Object.fromEntries(FILTER_KEYS.map((k) => [k, null])));
            }}
            className={clsx(secondaryButtonClass, "w-full justify-center disabled:cursor-default disabled:opacity-40")}
          >
            Clear filters
          </button>
        </div>
      </div>
    </form>
  );
}
