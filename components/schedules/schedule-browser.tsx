"use client";
// The schedule browser: filters (in the URL) → GET /api/voyage/rotation → grids per service.
import { useMemo } from "react";
import { ScheduleFilters, FILTER_KEYS } from "@/components/schedules/schedule-filters";
import { ScheduleGrid } from "@/components/schedules/schedule-grid";
import { EmptyState, ErrorState, Panel, Skeleton, secondaryButtonClass } from "@/components/states";
import { usePodsQuery, usePolsQuery } from "@/lib/hooks/use-ports-query";
import { useRotationQuery } from "@/lib/hooks/use-rotation-query";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { useVoyageServicesQuery } from "@/lib/hooks/use-voyage-services-query";
import type { Port } from "@/lib/ports/port-schema";
import type { ScheduleOptions } from "@/lib/schedule/service-options";

const URL_KEYS = [...FILTER_KEYS, "open"] as const;

/** The port name a Pol / Pod filter value (name or UN/LOCODE) stands for. */
function portName(value: string, ports: Port[] | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.toLowerCase();
  return ports?.find((p) => p.code.toLowerCase() === v || p.name.toLowerCase() === v)?.name ?? value;
}

export function ScheduleBrowser({ options }: { options: ScheduleOptions }) {
  const [url, setUrl] = useUrlState(URL_KEYS);
  const filters = useMemo(() => Object.fromEntries(FILTER_KEYS.map((k) => [k, url[k]])) as Record<(typeof FILTER_KEYS)[number], string>, [url]);
  const rotation = useRotationQuery(filters);
  const keys = useMemo(() => (rotation.data?.voyages ?? []).map((v) => ({ voyage: v.voyage, vessel: v.vessel })), [rotation.data]);
  const services = useVoyageServicesQuery(keys);
  const scope = { Line: url.Line, ScheduleCategory: url.ScheduleCategory };
  const pol = portName(url.Pol, usePolsQuery(scope).data);
  const pod = portName(url.Pod, usePodsQuery(scope).data);

  const clear = () => setUrl(Object.fromEntries(URL_KEYS.map((k) => [k, null])));
  const voyages = rotation.data?.voyages.length ?? 0;

  return (
    <div className="space-y-4">
      <ScheduleFilters options={options} values={filters} onChange={(patch) => setUrl({ ...patch, open: null })} />

      <div className="flex items-center justify-between text-xs text-slate-500" aria-live="polite">
        <span>
          {rotation.isPending
            ? "Loading voyages…"
            : rotation.data && voyages > 0
              ? `${voyages} voyage${voyages === 1 ? "" : "s"} · ${rotation.data.ports.length} ports · times are local to each port`
              : null}
        </span>
        {rotation.isFetching && !rotation.isPending ? <span className="animate-pulse">Updating…</span> : null}
      </div>

      {rotation.isPending ? (
        <GridSkeleton />
      ) : rotation.isError ? (
        <ErrorState bare error={rotation.error} onRetry={() => rotation.refetch()} />
      ) : voyages === 0 ? (
        <Panel>
          <EmptyState
            title="No voyages match"
            action={
              <button type="button" onClick={clear} className={secondaryButtonClass}>
                Clear filters
              </button>
            }
          >
            No voyage still to come matches these filters. Widen the dates or drop a filter.
          </EmptyState>
        </Panel>
      ) : rotation.data ? (
        <div className={rotation.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <ScheduleGrid data={rotation.data} services={services.byKey} pol={pol} pod={pod} open={url.open} onToggle={(open) => setUrl({ open: open || null })} />
        </div>
      ) : null}
    </div>
  );
}

function GridSkeleton() {
  return (
    <div role="status" aria-label="Loading voyages" className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
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
              <div key={c} className="w-28 space-y-1.5">
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
