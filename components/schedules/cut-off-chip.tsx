// A compact cut-off for grid cells and the timeline: red when past, amber within 48 hours.
import clsx from "clsx";
import { hoursUntil } from "@/components/format";
import { shortDate, timeLabel } from "@/components/schedules/wall-clock";

export type CutOffState = "past" | "near" | "open";

export function cutOffState(cutOff: string, now = new Date()): CutOffState {
  const hours = hoursUntil(cutOff, now);
  return hours < 0 ? "past" : hours < 48 ? "near" : "open";
}

export function CutOffChip({ cutOff }: { cutOff: string | null }) {
  if (!cutOff) return null;
  const state = cutOffState(cutOff);
  return (
    <span
      className={clsx(
        "inline-flex items-center whitespace-nowrap rounded px-1 text-[11px] leading-4 tabular-nums",
        state === "past" && "bg-red-50 text-red-700 ring-1 ring-red-200",
        state === "near" && "bg-amber-50 text-amber-800 ring-1 ring-amber-200",
        state === "open" && "text-slate-500",
      )}
      title={state === "past" ? "Cut-off has passed" : state === "near" ? "Cut-off within 48 hours" : "Cut-off: last delivery to the terminal"}
    >
      {state === "past" ? "closed " : "c/o "}
      {shortDate(cutOff)} {timeLabel(cutOff)}
    </span>
  );
}
