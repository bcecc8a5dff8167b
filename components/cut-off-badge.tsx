// A cut-off that is past or within two days stands out: judged in the port's own time.
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { formatWallClock } from "@/lib/time/format";
import { cutOffState, zoneLabel } from "@/lib/time/port-time";

export function CutOffBadge({
  cutOff,
  timeZone,
  now = new Date(),
}: {
  cutOff: string | null;
  timeZone: string;
  now?: Date;
}) {
  const t = useTranslations("reference.cutOff");
  const locale = useLocale();
  if (!cutOff) return <span className="text-slate-600">—</span>;
  const state = cutOffState(cutOff, timeZone, now);
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs tabular-nums",
        state === "past" && "bg-red-50 text-red-800 ring-1 ring-red-200",
        state === "near" && "bg-amber-50 text-amber-900 ring-1 ring-amber-200",
        state === "open" && "text-slate-700",
      )}
      title={
        state === "open"
          ? zoneLabel(cutOff, timeZone)
          : t(state === "past" ? "badgeTitlePast" : "badgeTitleNear", { zone: zoneLabel(cutOff, timeZone) })
      }
    >
      {formatWallClock(cutOff, { locale })}
      {state === "past" ? t("badgePast") : state === "near" ? t("badgeNear") : ""}
    </span>
  );
}
