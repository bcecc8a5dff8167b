"use client";
// The filter bar of the schedule browser: one control per parameter of GET /api/voyage/rotation.
// Values are the wire values (names, UN/LOCODEs, enum names, wall-clock date-times) and live in the URL.
// Dates are typed as ISO dates, "2026-12-01" or "2026-12-01 08:00" (one unambiguous format; the
// browser's own date pickers follow its locale, e.g. US month-first with AM/PM). On a phone the
// filters fold behind "Filters (n)".
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { labelClass, Input, Select } from "@/components/ui/field";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { usePodsQuery, usePolsQuery } from "@/lib/hooks/use-ports-query";
import { useVesselsQuery } from "@/lib/hooks/use-vessels-query";
import type { Port } from "@/lib/ports/port-schema";
import { CONTINENTS, REGIONS, type ContinentName, type RegionName } from "@/lib/schedule/enums";
import { categoriesFor, servicesFor, type ScheduleOptions } from "@/lib/schedule/service-options";
import { countFilters, FILTER_KEYS, type FilterKey } from "@/lib/schedule/schedule-view";
import { parseLocalDateTime } from "@/lib/time/local-datetime";
import { useHydrated } from "@/lib/hooks/use-hydrated";

export { FILTER_KEYS, type FilterKey };

// the enums' names, in their declared order (typed: each is a catalogue key)
const CONTINENT_NAMES = Object.keys(CONTINENTS).filter((name): name is ContinentName => name in CONTINENTS);
const REGION_NAMES = Object.keys(REGIONS).filter((name): name is RegionName => name in REGIONS);

export function ScheduleFilters({
  options,
  values,
  onChange,
}: {
  options: ScheduleOptions;
  values: Record<FilterKey, string>;
  onChange: (patch: Partial<Record<FilterKey, string | null>>) => void;
}) {
  const t = useTranslations("reference.scheduleFilters");
  const scope = { Line: values.Line, ScheduleCategory: values.ScheduleCategory };
  const pols = usePolsQuery(scope);
  const pods = usePodsQuery(scope);
  const vessels = useVesselsQuery(scope);
  const routes = [
    ...new Set(servicesFor(options, values.Line, values.ScheduleCategory).map((s) => s.sailingRoute)),
  ].sort();
  const categories = categoriesFor(options, values.Line);

  const [voyage, setVoyage] = useState(values.Voyage);
  const debouncedVoyage = useDebouncedValue(voyage, 300);
  useEffect(() => {
    if (debouncedVoyage.trim() !== values.Voyage) onChange({ Voyage: debouncedVoyage.trim() || null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the settled text moves the URL; the filters it reads are those of that moment
  }, [debouncedVoyage]);

  const any = FILTER_KEYS.some((k) => values[k]);
  const select = (
    key: FilterKey,
    label: string,
    choices: { value: string; label: string }[],
    empty: string,
    extra?: string,
  ) => (
    <label className={clsx(labelClass, extra)}>
      {label}
      <Select value={values[key]} onChange={(e) => onChange({ [key]: e.target.value || null })} className="mt-1">
        <option value="">{empty}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
        {values[key] && !choices.some((c) => c.value === values[key]) ? (
          <option value={values[key]}>{values[key]}</option>
        ) : null}
      </Select>
    </label>
  );
  const portChoices = (ports: Port[] | undefined) =>
    [...(ports ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }));
  const dateInput = (key: FilterKey, label: string) => (
    <DateFilter
      key={`${key}:${values[key]}`}
      label={label}
      value={values[key]}
      onCommit={(value) => onChange({ [key]: value })}
    />
  );
  const [shownOnPhone, setShownOnPhone] = useState(false);
  const hydrated = useHydrated();
  const count = countFilters(values);

  return (
    <form
      role="search"
      aria-label={t("label")}
      data-hydrated={hydrated ? "true" : undefined}
      onSubmit={(e) => e.preventDefault()}
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm print:hidden"
    >
      <Button
        variant="secondary"
        type="button"
        aria-expanded={shownOnPhone}
        aria-controls="schedule-filter-fields"
        onClick={() => setShownOnPhone((v) => !v)}
        className="w-full justify-between md:hidden"
      >
        <span>{t("fold", { count })}</span>
        <span aria-hidden>{shownOnPhone ? "▴" : "▾"}</span>
      </Button>
      <div
        id="schedule-filter-fields"
        className={clsx(
          "grid-cols-2 gap-3 md:grid md:grid-cols-4 xl:grid-cols-7",
          shownOnPhone ? "mt-3 grid" : "hidden",
        )}
      >
        {select(
          "Line",
          t("line"),
          options.lines.map((l) => ({ value: l.name, label: l.name })),
          t("allLines"),
        )}
        {select(
          "ScheduleCategory",
          t("category"),
          categories.map((c) => ({ value: c, label: c })),
          t("allCategories"),
        )}
        {select(
          "SailingRoute",
          t("route"),
          routes.map((r) => ({ value: r, label: r })),
          t("allRoutes"),
        )}
        {select(
          "Vessel",
          t("vessel"),
          (vessels.data ?? [])
            .map((v) => ({ value: v.name, label: v.name }))
            .sort((a, b) => a.label.localeCompare(b.label)),
          t("allVessels"),
        )}
        <label className={labelClass}>
          {t("voyage")}
          <Input
            type="search"
            value={voyage}
            onChange={(e) => setVoyage(e.target.value)}
            placeholder={t("voyagePlaceholder")}
            className="mt-1 font-mono"
          />
        </label>
        {select("Pol", t("pol"), portChoices(pols.data), pols.isPending ? t("loadingPorts") : t("anyPort"))}
        {select("Pod", t("pod"), portChoices(pods.data), pods.isPending ? t("loadingPorts") : t("anyPort"))}
        {select(
          "PolContinent",
          t("continent"),
          CONTINENT_NAMES.map((name) => ({ value: name, label: t(`continents.${name}`) })),
          t("anyContinent"),
        )}
        {select(
          "PodRegion",
          t("region"),
          REGION_NAMES.map((name) => ({ value: name, label: t(`regions.${name}`) })),
          t("anyRegion"),
        )}
        {dateInput("DepartureMin", t("departsFrom"))}
        {dateInput("DepartureMax", t("departsUntil"))}
        {dateInput("ArrivalMin", t("arrivesFrom"))}
        {dateInput("ArrivalMax", t("arrivesUntil"))}
        <div className="flex items-end">
          <Button
            variant="secondary"
            type="button"
            disabled={!any}
            onClick={() => {
              setVoyage("");
              onChange(Object.fromEntries(FILTER_KEYS.map((k) => [k, null])));
            }}
            className="w-full justify-center disabled:cursor-default disabled:opacity-40"
          >
            {t("clear")}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** "2026-12-01T08:00" (wire) → "2026-12-01 08:00" (shown) */
const shownDate = (wire: string) => wire.slice(0, 16).replace("T", " ");

/**
 * A date filter typed as "YYYY-MM-DD", time optional ("YYYY-MM-DD HH:MM"). It takes effect on
 * Enter or when the field is left, and says what is wrong with a date that does not exist.
 */
function DateFilter({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (wire: string | null) => void;
}) {
  const t = useTranslations("reference.scheduleFilters");
  const [text, setText] = useState(shownDate(value));
  const [error, setError] = useState<string | null>(null);
  const id = `date-${label.toLowerCase().replace(/\W+/g, "-")}`;
  const commit = () => {
    const typed = text.trim().replace(/\s+/, "T");
    if (!typed) {
      setError(null);
      if (value) onCommit(null);
      return;
    }
    if (!parseLocalDateTime(typed)) {
      setError(t("badDate"));
      return;
    }
    setError(null);
    if (typed !== value) onCommit(typed);
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label} <span className="font-normal text-slate-600">{t("dateFormat")}</span>
      </label>
      <Input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="2026-12-01"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx("mt-1 tabular-nums", error && "border-red-500")}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
