// A cut-off that is past or within two days stands out: judged in the port's own time.
import clsx from "clsx";
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
      title={`${zoneLabel(cutOff, timeZone)}${state === "past" ? " · cut-off has passed" : state === "near" ? " · cut-off within 48 hours" : ""}`}
    >
      {formatWallClock(cutOff)}
      {state === "past" ? " · closed" : state === "near" ? " · soon" : ""}
    </span>
  );
}
