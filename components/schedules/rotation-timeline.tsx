"use client";
// A voyage's rotation drawn as a timeline: one stop per visit in rotation order, the sea time
// between stops on the line that joins them, loading / discharging and cut-offs at each stop.
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { CutOffChip } from "@/components/schedules/cut-off-chip";
import { usePortTime } from "@/components/schedules/port-time-context";
import { dayLabel, timeLabel } from "@/components/schedules/wall-clock";
import { countdownLabel, portInstant } from "@/lib/time/port-time";
import type { ScheduleVisit, ScheduleVoyage } from "@/lib/schedule/rotation-schema";

export function RotationTimeline({ voyage, pol, pod }: { voyage: ScheduleVoyage; pol?: string; pod?: string }) {
  const visits = voyage.visits;
  const { zoneOf } = usePortTime();
  const t = useTranslations("reference.timeline");
  const locale = useLocale();
  // sea time between two calls, as instants (the two ports' clocks may differ)
  const sailingHours = (from: ScheduleVisit, to: ScheduleVisit) =>
    Math.max(
      0,
      (portInstant(to.arrival, zoneOf(to.portId)).getTime() -
        portInstant(from.departure, zoneOf(from.portId)).getTime()) /
        3_600_000,
    );
  return (
    <ol aria-label={t("label", { voyage: voyage.voyage })} className="flex min-w-max items-stretch pb-1">
      {visits.map((visit, i) => {
        const chosen = visit.port === pol || visit.port === pod;
        const next = visits[i + 1];
        return (
          <li key={`${visit.portId}-${i}`} className="relative flex w-40 shrink-0 flex-col items-center text-center">
            {/* the sailing to the next stop */}
            {next ? (
              <div className="absolute left-1/2 top-[11px] w-full" aria-hidden>
                <div className="h-0.5 bg-slate-300" />
                <div className="mt-1 text-center text-[10px] text-slate-600">
                  {countdownLabel(sailingHours(visit, next), locale)}
                </div>
              </div>
            ) : null}
            <span
              aria-hidden
              className={clsx(
                "relative z-10 flex h-6 w-6 items-center justify-center rounded-full border-2 text-[10px] font-bold",
                chosen
                  ? "border-brand-600 bg-brand-600 text-white"
                  : visit.canLoad
                    ? "border-brand-500 bg-white text-brand-600"
                    : "border-slate-400 bg-white text-slate-500",
              )}
            >
              {i + 1}
            </span>
            <div className="mt-5 px-2">
              <div
                className={clsx("text-sm font-semibold leading-tight", chosen ? "text-brand-700" : "text-slate-800")}
              >
                {visit.port}
              </div>
              <div className="truncate text-xs text-slate-600" title={visit.terminal ?? undefined}>
                {visit.terminal ?? "—"}
              </div>
              <div className="mt-1 flex justify-center gap-1">
                {visit.canLoad ? <RoleTag kind="load" /> : null}
                {visit.canDischarge ? <RoleTag kind="discharge" /> : null}
              </div>
              <dl className="mt-1 grid grid-cols-[auto_auto] justify-center gap-x-1.5 text-[11px] tabular-nums text-slate-600">
                <dt className="text-slate-600">{t("arr")}</dt>
                <dd>
                  {dayLabel(visit.arrival, false, locale)} {timeLabel(visit.arrival)}
                </dd>
                <dt className="text-slate-600">{t("dep")}</dt>
                <dd>
                  {dayLabel(visit.departure, false, locale)} {timeLabel(visit.departure)}
                </dd>
              </dl>
              {visit.canLoad && visit.cutOff ? (
                <div className="mt-1">
                  <CutOffChip cutOff={visit.cutOff} portId={visit.portId} />
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export function RoleTag({ kind }: { kind: "load" | "discharge" }) {
  const t = useTranslations("reference.timeline");
  return (
    <span
      title={kind === "load" ? t("loadsHere") : t("dischargesHere")}
      className={clsx(
        "rounded px-1 text-[10px] font-semibold uppercase leading-4 tracking-wide",
        kind === "load" ? "bg-brand-50 text-brand-700" : "bg-emerald-50 text-emerald-700",
      )}
    >
      {kind === "load" ? t("load") : t("disch")}
    </span>
  );
}
