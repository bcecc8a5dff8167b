"use client";
// The schedule as grids, one per rotation (voyages that call at the same ports in the same order,
// i.e. one service): voyages down, ports across, arrival / departure and cut-off in each cell.
// A voyage opens into its rotation timeline and the booking action. With both a Pol and a Pod, the
// columns are trimmed to the calls from the Pol to the Pod.
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { countryNameFromEnglish } from "@/components/country-name";
import { Fragment, useState } from "react";
import { VoyageRotationAndBooking } from "@/components/schedules/book-sailing";
import { CutOffChip } from "@/components/schedules/cut-off-chip";
import { usePortTime } from "@/components/schedules/port-time-context";
import { RoleTag } from "@/components/schedules/rotation-timeline";
import { calendarDays, dayLabel, timeLabel } from "@/components/schedules/wall-clock";
import { utcOffsetLabel } from "@/lib/time/port-time";
import { formatDecimal, formatInt } from "@/components/format-number";
import { voyageKey } from "@/lib/hooks/use-voyage-services-query";
import type { RotationResponse, ScheduleVisit, ScheduleVoyage } from "@/lib/schedule/rotation-schema";
import type { VoyageService } from "@/lib/schedule/voyage-services";
import { SpaceBadge } from "@/components/space-badge";
import { Button } from "@/components/ui/button";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";
import { sailingStatus, type SailingSpace, type SailingSpaceCall } from "@/lib/voyage-space/sailing-status";

const ROWS_SHOWN = 12;

interface Group {
  key: string;
  voyages: ScheduleVoyage[];
  stops: { portId: number; port: string; canLoad: boolean; canDischarge: boolean }[];
}

export function groupByRotation(voyages: ScheduleVoyage[]): Group[] {
  const groups = new Map<string, Group>();
  for (const voyage of voyages) {
    const key = voyage.visits.map((v) => v.portId).join("-");
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        voyages: [],
        stops: voyage.visits.map((v) => ({
          portId: v.portId,
          port: v.port,
          canLoad: v.canLoad,
          canDischarge: v.canDischarge,
        })),
      };
      groups.set(key, group);
    }
    group.voyages.push(voyage);
  }
  const start = (g: Group) => g.voyages[0]?.visits[0]?.departure ?? "";
  return [...groups.values()].sort((a, b) => start(a).localeCompare(start(b)));
}

/** What the grid and each service's grid are shown with. */
interface GridOptions {
  services: Map<string, VoyageService>;
  /** Port names the Pol / Pod filters resolve to (their columns stand out). */
  pol?: string;
  pod?: string;
  open: string;
  onToggle: (voyage: string) => void;
  /** the Pol's and Pod's port ids: columns from the Pol to the Pod only */
  trim?: { polIds: Set<number>; podIds: Set<number> };
  withYear: boolean;
}

export function ScheduleGrid({ data, ...options }: GridOptions & { data: RotationResponse }) {
  const groups = groupByRotation(data.voyages);
  const locale = useLocale();
  const countryOf = new Map(data.ports.map((p) => [p.name, countryNameFromEnglish(p.country, locale)]));
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <ServiceGrid key={group.key} group={group} countryOf={countryOf} {...options} />
      ))}
    </div>
  );
}

function ServiceGrid({
  group,
  services,
  countryOf,
  pol,
  pod,
  open,
  onToggle,
  trim,
  withYear,
}: GridOptions & { group: Group; countryOf: Map<string, string> }) {
  const { zoneOf, showZones } = usePortTime();
  const t = useTranslations("reference.grid");
  const [showAll, setShowAll] = useState(false);
  const first = group.voyages[0];
  const service = services.get(voyageKey(first));
  const title = service
    ? `${service.sailingRoute} · ${service.scheduleCategory}`
    : `${group.stops[0].port} → ${group.stops.at(-1)?.port}`;
  const openIndex = group.voyages.findIndex((v) => v.voyage === open);
  const shown = showAll || openIndex >= ROWS_SHOWN ? group.voyages : group.voyages.slice(0, ROWS_SHOWN);
  const highlight = (port: string) => (port === pol ? "pol" : port === pod ? "pod" : null);
  // the columns shown: all, or from the Pol's loading call to the Pod's discharging call after it
  const from = trim ? group.stops.findIndex((s) => s.canLoad && trim.polIds.has(s.portId)) : -1;
  const to =
    from >= 0 && trim ? group.stops.findIndex((s, i) => i > from && s.canDischarge && trim.podIds.has(s.portId)) : -1;
  const [first0, last0] = from >= 0 && to > from ? [from, to] : [0, group.stops.length - 1];
  const stops = group.stops.slice(first0, last0 + 1);
  const trimmed = stops.length < group.stops.length;

  return (
    <section
      aria-label={title}
      className="relative overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-2.5">
        <h2 className="text-sm font-semibold">
          {title}
          {service ? <span className="ml-2 font-normal text-slate-600">{service.line}</span> : null}
        </h2>
        <span className="text-xs text-slate-600">
          {t("voyages", { count: group.voyages.length })} ·{" "}
          {trimmed
            ? t("callsTrimmed", { shown: stops.length, count: group.stops.length })
            : t("calls", { count: group.stops.length })}
        </span>
      </header>
      {/* focusable: a wide grid scrolls sideways with the arrow keys, inside its card */}
      <ScrollX region label={t("scroll", { title })}>
        <Table look="grid">
          <TableHead>
            <Tr>
              <Th className="sticky left-0 z-10 min-w-44 border-r bg-slate-50 uppercase tracking-wide">
                {t("voyage")}
              </Th>
              {stops.map((stop, i) => {
                const mark = highlight(stop.port);
                return (
                  <Th
                    key={i}
                    className={clsx("min-w-32 align-bottom", mark ? "bg-brand-50 text-brand-800" : "bg-slate-50")}
                  >
                    {mark ? (
                      <div className="text-[10px] font-semibold uppercase tracking-wide text-brand-700">
                        {mark === "pol" ? t("yourPol") : t("yourPod")}
                      </div>
                    ) : null}
                    <div className="font-semibold text-slate-700">{stop.port}</div>
                    <div className="font-normal text-slate-600">
                      {countryOf.get(stop.port) ?? ""}
                      {showZones && first
                        ? ` · ${utcOffsetLabel(first.visits[first0 + i]?.arrival ?? "", zoneOf(stop.portId))}`
                        : ""}
                    </div>
                    <div className="mt-1 flex gap-1">
                      {stop.canLoad ? <RoleTag kind="load" /> : null}
                      {stop.canDischarge ? <RoleTag kind="discharge" /> : null}
                    </div>
                  </Th>
                );
              })}
            </Tr>
          </TableHead>
          <TableBody>
            {shown.map((voyage) => {
              const isOpen = voyage.voyage === open;
              const line = services.get(voyageKey(voyage))?.line;
              const panelId = `rotation-${voyage.voyage}`;
              return (
                <Fragment key={voyage.voyage + voyage.vessel}>
                  <Tr className={clsx("group", isOpen ? "bg-brand-50/40" : "hover:bg-slate-50")}>
                    <Th
                      scope="row"
                      className={clsx(
                        "sticky left-0 z-10 border-r",
                        isOpen ? "bg-brand-50" : "bg-white group-hover:bg-slate-50",
                      )}
                    >
                      {/* raw <button>: the voyage's disclosure toggle (▸ and its number), a look of its own */}
                      <button
                        type="button"
                        onClick={() => onToggle(isOpen ? "" : voyage.voyage)}
                        aria-expanded={isOpen}
                        aria-controls={isOpen ? panelId : undefined}
                        className="flex items-center gap-1.5 font-mono text-xs font-semibold text-brand-700 hover:underline"
                      >
                        <span aria-hidden className={clsx("inline-block transition-transform", isOpen && "rotate-90")}>
                          ▸
                        </span>
                        {voyage.voyage}
                      </button>
                      <div className="pl-4 text-xs text-slate-600">{voyage.vessel}</div>
                      <VoyageSpaceBadge
                        space={services.get(voyageKey(voyage))?.space}
                        pol={pol}
                        pod={pod}
                        visits={voyage.visits}
                      />
                    </Th>
                    {voyage.visits.slice(first0, last0 + 1).map((visit, i) => (
                      <VisitCell key={i} visit={visit} mark={highlight(visit.port)} withYear={withYear} />
                    ))}
                  </Tr>
                  {isOpen ? (
                    <Tr>
                      <Td colSpan={stops.length + 1} className="bg-slate-50/70 p-0!">
                        <div
                          id={panelId}
                          role="region"
                          aria-label={t("voyagePanel", { voyage: voyage.voyage })}
                          className="sticky left-0 max-w-[calc(100vw-3rem)] space-y-4 px-4 py-4"
                        >
                          <VoyageFacts voyage={voyage} line={line} />
                          <VoyageRotationAndBooking voyage={voyage} line={line} pol={pol} pod={pod} />
                        </div>
                      </Td>
                    </Tr>
                  ) : null}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </ScrollX>
      {group.voyages.length > shown.length ? (
        <div className="border-t border-slate-200 px-4 py-2 text-center">
          <Button variant="inline" onClick={() => setShowAll(true)} className="text-xs">
            {t("showAll", { count: group.voyages.length })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function VisitCell({ visit, mark, withYear }: { visit: ScheduleVisit; mark: "pol" | "pod" | null; withYear: boolean }) {
  const t = useTranslations("reference.grid");
  const locale = useLocale();
  const overnight = calendarDays(visit.arrival, visit.departure);
  return (
    <Td className={clsx("align-top tabular-nums", mark && "bg-brand-50/60")}>
      <div className="whitespace-nowrap text-xs font-medium text-slate-800">
        {dayLabel(visit.arrival, withYear, locale)}
      </div>
      <div className="whitespace-nowrap text-[11px] text-slate-700">
        {timeLabel(visit.arrival)}–{timeLabel(visit.departure)}
        {/* departs days after it arrives: information, so legible (contrast ≥ 4.5:1) and spoken */}
        {overnight > 0 ? (
          <span
            className="ml-0.5 align-super text-[10px] font-semibold text-slate-800"
            title={t("departsLater", { count: overnight })}
          >
            +{overnight}
            <span className="sr-only"> {t("days", { count: overnight })}</span>
          </span>
        ) : null}
      </div>
      {visit.canLoad && visit.cutOff ? (
        <div className="mt-0.5">
          <CutOffChip cutOff={visit.cutOff} portId={visit.portId} withYear={withYear} />
        </div>
      ) : null}
    </Td>
  );
}

function VoyageFacts({ voyage, line }: { voyage: ScheduleVoyage; line: string | undefined }) {
  const first = voyage.visits[0];
  const last = voyage.visits.at(-1);
  const t = useTranslations("reference.grid");
  const locale = useLocale();
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm">
      <Fact label={t("voyage")} value={<span className="font-mono">{voyage.voyage}</span>} />
      <Fact label={t("vessel")} value={voyage.vessel} />
      <Fact label={t("line")} value={line ?? "…"} />
      <Fact
        label={t("sails")}
        value={
          first
            ? t("sailsValue", {
                when: `${dayLabel(first.departure, true, locale)} ${timeLabel(first.departure)}`,
                port: first.port,
              })
            : "—"
        }
      />
      <Fact
        label={t("ends")}
        value={last ? t("endsValue", { when: dayLabel(last.arrival, true, locale), port: last.port }) : "—"}
      />
      <Fact
        label={t("maxUnit")}
        value={t("maxUnitValue", {
          height: formatInt(voyage.maxUnitHeight, locale),
          width: formatInt(voyage.maxUnitWidth, locale),
          weight: formatDecimal(voyage.maxUnitWeight, locale),
        })}
      />
    </dl>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-800">{value}</dd>
    </div>
  );
}

/** The voyage's space (from the Pol to the Pod when both are chosen), under its number. */
function VoyageSpaceBadge({
  space,
  pol,
  pod,
  visits,
}: {
  space: SailingSpace | null | undefined;
  pol?: string;
  pod?: string;
  visits: { portId: number; port: string }[];
}) {
  if (!space) return null;
  const named = (ref: string | undefined) => {
    const wanted = ref?.trim().toLowerCase();
    if (!wanted) return undefined;
    const ids = new Set(visits.filter((v) => v.port.toLowerCase() === wanted).map((v) => v.portId));
    return (c: SailingSpaceCall) => ids.has(c.portId) || c.port.toLowerCase() === wanted;
  };
  return (
    <div className="mt-1 pl-4">
      <SpaceBadge status={sailingStatus(space, named(pol), named(pod))} />
    </div>
  );
}
