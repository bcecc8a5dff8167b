// A cut-off that is past or within two days stands out.
import clsx from "clsx";
import { formatWallClock } from "@/components/format";

export function CutOffBadge({ cutOff, hoursLeft }: { cutOff: string | null; hoursLeft: number | null }) {
  if (!cutOff || hoursLeft === null) return <span className="text-slate-400">—</span>;
  const past = hoursLeft < 0;
  const near = !past && hoursLeft < 48;
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs tabular-nums",
        past && "bg-red-50 text-red-700 ring-1 ring-red-200",
        near && "bg-amber-50 text-amber-800 ring-1 ring-amber-200",
        !past && !near && "text-slate-600",
      )}
      title={past ? "Cut-off has passed" : near ? "Cut-off within 48 hours" : undefined}
    >
      {formatWallClock(cutOff)}
      {past ? " · closed" : near ? " · soon" : ""}
    </span>
  );
}
