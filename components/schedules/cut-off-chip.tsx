"use client";
// A compact cut-off for grid cells and the timeline: red when past, amber within 48 hours, both
// judged in the port's own time.
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { usePortTime } from "@/components/schedules/port-time-context";
import { shortDate, timeLabel } from "@/components/schedules/wall-clock";
import { cutOffState, zoneLabel } from "@/lib/time/port-time";

export { cutOffState };

/** Inside a PortTimeProvider, which knows each port's zone. */
export function CutOffChip({
  cutOff,
  portId,
  withYear = false,
}: {
  cutOff: string | null;
  portId: number;
  withYear?: boolean;
}) {
  const { zoneOf, showZones, now } = usePortTime();
  const t = useTranslations("reference.cutOff");
  const locale = useLocale();
  if (!cutOff) return null;
  const zone = zoneOf(portId);
  const state = cutOffState(cutOff, zone, now);
  return (
    <span
      className={clsx(
        "inline-flex items-center whitespace-nowrap rounded px-1 text-[11px] leading-4 tabular-nums",
        state === "past" && "bg-red-50 text-red-800 ring-1 ring-red-200",
        state === "near" && "bg-amber-50 text-amber-900 ring-1 ring-amber-200",
        state === "open" && "text-slate-600",
      )}
      title={state === "past" ? t("chipTitlePast") : state === "near" ? t("chipTitleNear") : t("chipTitleOpen")}
    >
      {state === "past" ? t("chipPast") : t("chipOpen")}
      {shortDate(cutOff, withYear, locale)} {timeLabel(cutOff)}
      {showZones ? ` ${zoneLabel(cutOff, zone)}` : ""}
    </span>
  );
}
