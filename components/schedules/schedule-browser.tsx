"use client";
// The schedule browser: filters (in the URL) → GET /api/voyage/rotation → sailings from the Pol
// to the Pod (when both are set) and grids per service. Departures from today for a window of
// weeks unless dates are chosen; more weeks on demand. The server renders the first answer.
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { downloadText, fileSlug } from "@/components/schedules/download";
import { PortTimeProvider } from "@/components/schedules/port-time-context";
import { SailingsList } from "@/components/schedules/sailings-list";
import { SavedSearches, searchOf } from "@/components/schedules/saved-searches";
import { ScheduleFilters } from "@/components/schedules/schedule-filters";
import { ScheduleGrid } from "@/components/schedules/schedule-grid";
import { crossesYear, dayLabel } from "@/components/schedules/wall-clock";
import { EmptyState, ErrorState, Panel, Skeleton } from "@/components/states";
import { Button } from "@/components/ui/button";
import { useRotationQuery } from "@/lib/hooks/use-rotation-query";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { useVoyageServicesQuery, voyageKey } from "@/lib/hooks/use-voyage-services-query";
import type { RotationResponse } from "@/lib/schedule/rotation-schema";
import { addDaysToDate, pointToPointSailings, portIdsFor, type PortZone } from "@/lib/schedule/sailings";
import { rotationCsv, sailingsCsv } from "@/lib/schedule/schedule-export";
import {
  defaultWeeks,
  FILTER_KEYS,
  hasOwnDates,
  MAX_WEEKS,
  rotationParamsFor,
  SCHEDULE_URL_KEYS,
  WEEK_PRESETS,
  windowWeeks,
  type Filters,
} from "@/lib/schedule/schedule-view";
import type { ScheduleOptions } from "@/lib/schedule/service-options";
import type { VoyageService } from "@/lib/schedule/voyage-services";
import { cutOffState } from "@/lib/time/port-time";
import { recordOf } from "@/lib/core/narrow";

export interface InitialSchedule {
  /** the rotation parameters it answers, as JSON */
  params: string;
  rotation: RotationResponse;
  services: VoyageService[];
}

export function ScheduleBrowser({
  options,
  ports,
  today,
  renderedAt,
  initial,
  userKey,
}: {
  options: ScheduleOptions;
  ports: PortZone[];
  today: string;
  renderedAt: string;
  initial: InitialSchedule | null;
  /** whose saved lanes and recent searches these are */
  userKey: string;
}) {
  const [url, setUrl] = useUrlState(SCHEDULE_URL_KEYS);
  const [showZones, setShowZones] = useState(false);
  const [showClosedVoyages, setShowClosedVoyages] = useState(false);
  const t = useTranslations("reference.schedule");
  const locale = useLocale();
  const filters: Filters = useMemo(() => recordOf(FILTER_KEYS, (k) => url[k]), [url]);
  const params = useMemo(() => rotationParamsFor(url, today), [url, today]);
  const isInitial = initial !== null && initial.params === JSON.stringify(params);
  const rotation = useRotationQuery(params, {
    initial: isInitial ? { data: initial.rotation, at: Date.parse(renderedAt) } : undefined,
  });
  const keys = useMemo(
    () => (rotation.data?.voyages ?? []).map((v) => ({ voyage: v.voyage, vessel: v.vessel })),
    [rotation.data],
  );
  const services = useVoyageServicesQuery(
    keys,
    isInitial && rotation.data === initial.rotation ? initial.services : undefined,
  );
  const lineOf = (voyage: string, vessel: string) => services.byKey.get(voyageKey({ voyage, vessel }))?.line;
  const spaceOf = (voyage: string, vessel: string) => services.byKey.get(voyageKey({ voyage, vessel }))?.space;

  const polIds = useMemo(() => portIdsFor(url.Pol, ports), [url.Pol, ports]);
  const podIds = useMemo(() => portIdsFor(url.Pod, ports), [url.Pod, ports]);
  const nameOf = (ids: Set<number>, value: string) => ports.find((p) => ids.has(p.id))?.name ?? (value || undefined);
  const pol = nameOf(polIds, url.Pol);
  const pod = nameOf(podIds, url.Pod);
  const pointToPoint = Boolean(url.Pol && url.Pod);
  const zoneOf = useMemo(() => {
    const zones = new Map(ports.map((p) => [p.id, p.timeZone]));
    return (id: number) => zones.get(id) ?? "UTC";
  }, [ports]);
  const sailings = useMemo(
    () =>
      pointToPoint && rotation.data
        ? pointToPointSailings(rotation.data, polIds, podIds, zoneOf, {
            now: new Date(renderedAt),
            departureMin: params.DepartureMin,
            departureMax: params.DepartureMax,
          })
        : [],
    [pointToPoint, rotation.data, polIds, podIds, zoneOf, renderedAt, params.DepartureMin, params.DepartureMax],
  );
  // Browsing from today, voyages no longer open for booking anywhere (every loading call's cut-off
  // passed, in its port's time) wait behind a button instead of opening the page in red.
  const hidesClosed = !pointToPoint && !hasOwnDates(url) && !showClosedVoyages;
  const gridData = useMemo(() => {
    if (!rotation.data || !hidesClosed) return rotation.data;
    const at = new Date(renderedAt);
    const bookable = (v: RotationResponse["voyages"][number]) =>
      v.visits.some((c) => c.canLoad && cutOffState(c.cutOff ?? c.departure, zoneOf(c.portId), at) !== "past");
    return { ports: rotation.data.ports, voyages: rotation.data.voyages.filter(bookable) };
  }, [rotation.data, hidesClosed, renderedAt, zoneOf]);
  const closedHidden = (rotation.data?.voyages.length ?? 0) - (gridData?.voyages.length ?? 0);
  const withYear = useMemo(
    () =>
      crossesYear((rotation.data?.voyages ?? []).flatMap((v) => [v.visits[0]?.arrival, v.visits.at(-1)?.departure])),
    [rotation.data],
  );

  const clear = () => setUrl(Object.fromEntries(SCHEDULE_URL_KEYS.map((k) => [k, null])));
  const voyages = rotation.data?.voyages.length ?? 0;
  const ownDates = hasOwnDates(url);
  const weeks = windowWeeks(url);
  const windowEnd = addDaysToDate(today, weeks * 7);

  // the search as a recent one, once its answer is on screen
  const settled = rotation.isSuccess && !rotation.isPlaceholderData;
  const label = pointToPoint
    ? `${pol} → ${pod}`
    : FILTER_KEYS.filter((k) => url[k])
        .map((k) => `${k === "Pol" ? pol : k === "Pod" ? pod : url[k]}`)
        .join(" · ");
  const currentSearch = settled ? searchOf(url, label) : null;
  const openSearch = (query: string) => {
    const next = new URLSearchParams(query);
    setUrl(Object.fromEntries(SCHEDULE_URL_KEYS.map((k) => [k, next.get(k)])));
  };

  const exportCsv = () => {
    if (!rotation.data) return;
    const text = pointToPoint ? sailingsCsv(sailings, lineOf) : rotationCsv(rotation.data, lineOf, zoneOf);
    const name = pointToPoint ? `sailings-${fileSlug(pol ?? "")}-${fileSlug(pod ?? "")}` : "schedule";
    downloadText(`${name}-${ownDates ? "chosen-dates" : `${today}-${weeks}w`}.csv`, text, "text/csv;charset=utf-8");
  };

  return (
    <PortTimeProvider ports={ports} showZones={showZones} renderedAt={renderedAt}>
      <div className="space-y-4">
        <ScheduleFilters options={options} values={filters} onChange={(patch) => setUrl({ ...patch, open: null })} />

        {/* the departure window: from today for some weeks, unless dates are chosen */}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm print:hidden">
          {ownDates ? (
            <p className="text-slate-700">
              {t("ownDates")}{" "}
              <Button
                variant="inline"
                className="underline"
                onClick={() =>
                  setUrl({ DepartureMin: null, DepartureMax: null, ArrivalMin: null, ArrivalMax: null, weeks: null })
                }
              >
                {t("backToToday")}
              </Button>
            </p>
          ) : (
            <div role="group" aria-label={t("window")} className="flex flex-wrap items-center gap-2">
              <span className="text-slate-700">{t("fromToday", { date: dayLabel(today, true, locale) })}</span>
              {WEEK_PRESETS.map((n) => (
                // raw <button>: a pressed/unpressed chip (aria-pressed), no Button variant toggles
                <button
                  key={n}
                  type="button"
                  aria-pressed={weeks === n}
                  onClick={() => setUrl({ weeks: n === defaultWeeks(url) ? null : String(n), open: null })}
                  className={clsx(
                    "rounded-full border px-2.5 py-0.5 text-xs font-medium",
                    weeks === n
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100",
                  )}
                >
                  {t("weeks", { count: n })}
                </button>
              ))}
            </div>
          )}
          <label className="flex items-center gap-1.5 text-slate-700">
            {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
            <input
              type="checkbox"
              checked={showZones}
              onChange={(e) => setShowZones(e.target.checked)}
              className="h-4 w-4 accent-brand-600"
            />
            {t("showZones")}
          </label>
          <div className="ml-auto flex gap-2">
            <Button
              variant="secondary"
              type="button"
              onClick={exportCsv}
              disabled={!rotation.data || voyages === 0}
              className="disabled:opacity-50"
            >
              {t("exportCsv")}
            </Button>
            <Button
              variant="secondary"
              type="button"
              onClick={() => window.print()}
              disabled={!rotation.data || voyages === 0}
              className="disabled:opacity-50"
            >
              {t("print")}
            </Button>
          </div>
        </div>

        <SavedSearches userKey={userKey} current={currentSearch} lane={pointToPoint && settled} onOpen={openSearch} />

        <section
          id="results"
          tabIndex={-1}
          aria-labelledby="results-heading"
          className="schedule-results space-y-4 outline-none"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="results-heading" className="text-base font-semibold">
              {pointToPoint ? t("sailingsHeading", { pol: pol ?? "", pod: pod ?? "" }) : t("byServiceHeading")}
            </h2>
            <p className="text-xs text-slate-600" aria-live="polite">
              {rotation.isPending
                ? t("loading")
                : rotation.isFetching
                  ? t("updating")
                  : rotation.data && voyages > 0
                    ? pointToPoint
                      ? t("sailingsCount", { count: sailings.length })
                      : t("voyagesCount", { count: voyages - closedHidden, ports: rotation.data.ports.length })
                    : null}
            </p>
          </div>

          {rotation.isPending ? (
            <GridSkeleton />
          ) : rotation.isError ? (
            <ErrorState bare error={rotation.error} onRetry={() => rotation.refetch()} />
          ) : voyages === 0 ? (
            <Panel>
              <EmptyState
                title={t("emptyTitle")}
                action={
                  <div className="flex flex-wrap justify-center gap-2">
                    {!ownDates && weeks < MAX_WEEKS ? (
                      <Button
                        variant="secondary"
                        type="button"
                        onClick={() => setUrl({ weeks: String(Math.min(MAX_WEEKS, weeks + 4)) })}
                      >
                        {t("lookFurther")}
                      </Button>
                    ) : null}
                    <Button variant="secondary" type="button" onClick={clear}>
                      {t("clearFilters")}
                    </Button>
                  </div>
                }
              >
                {ownDates ? t("emptyOwnDates") : t("emptyWindow", { date: dayLabel(windowEnd, true, locale) })}
              </EmptyState>
            </Panel>
          ) : rotation.data ? (
            <div className={clsx("space-y-6", rotation.isPlaceholderData && "opacity-60 transition-opacity")}>
              {pointToPoint ? (
                <SailingsList sailings={sailings} lineOf={lineOf} spaceOf={spaceOf} withYear={withYear} />
              ) : null}
              <div className={clsx(pointToPoint && "print:hidden")}>
                {pointToPoint ? (
                  <h3 className="mb-2 text-sm font-semibold text-slate-700">
                    {t("byServiceFrom", { pol: pol ?? "", pod: pod ?? "" })}
                  </h3>
                ) : null}
                {closedHidden > 0 ? (
                  <p className="mb-2 text-sm text-slate-700">
                    {t("closedHidden", { count: closedHidden })}{" "}
                    <Button variant="inline" className="underline" onClick={() => setShowClosedVoyages(true)}>
                      {t("showClosed", { count: closedHidden })}
                    </Button>
                  </p>
                ) : null}
                <ScheduleGrid
                  data={gridData ?? rotation.data}
                  services={services.byKey}
                  pol={pol}
                  pod={pod}
                  open={url.open}
                  onToggle={(open) => setUrl({ open: open || null })}
                  trim={pointToPoint ? { polIds, podIds } : undefined}
                  withYear={withYear}
                />
              </div>
              {!ownDates && weeks < MAX_WEEKS ? (
                <div className="text-center print:hidden">
                  <Button
                    variant="secondary"
                    type="button"
                    onClick={() => setUrl({ weeks: String(Math.min(MAX_WEEKS, weeks + 4)) })}
                  >
                    {t("moreWeeks", {
                      date: dayLabel(addDaysToDate(today, Math.min(MAX_WEEKS, weeks + 4) * 7), true, locale),
                    })}
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>
    </PortTimeProvider>
  );
}

function GridSkeleton() {
  const t = useTranslations("reference.schedule");
  return (
    <div
      role="status"
      aria-label={t("loadingLabel")}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-200 px-4 py-3">
        <Skeleton className="h-3.5 w-64" />
      </div>
      <div className="divide-y divide-slate-100">
        {Array.from({ length: 8 }, (_, r) => (
          <div key={r} className="flex gap-4 px-4 py-3">
            <div className="w-40 space-y-1.5">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-2.5 w-28" />
            </div>
            {Array.from({ length: 8 }, (_, c) => (
              <div key={c} className="hidden w-28 space-y-1.5 sm:block">
                <Skeleton className="h-3 w-20" />
                <Skeleton className="h-2.5 w-16" />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
