// A sailing's space as a small labelled badge: plenty / limited / full, or closed (stop sale).
// Colour is never the only sign: the text says it, and the free RT is in the title and for readers.
import clsx from "clsx";
import { formatRt, SPACE_LABELS, type SailingStatus } from "@/lib/voyage-space/sailing-status";

const TONE: Record<SailingStatus["kind"], string> = {
  plenty: "bg-green-50 text-green-800 ring-green-200",
  limited: "bg-amber-50 text-amber-900 ring-amber-300",
  full: "bg-red-50 text-red-800 ring-red-200",
  closed: "bg-slate-100 text-slate-800 ring-slate-300",
};

export function spaceDetail(status: SailingStatus): string {
  if (status.kind === "closed") return status.reason ? `stop sale: ${status.reason}` : "stop sale";
  return `${formatRt(Math.max(status.freeRt, 0))} free of ${formatRt(status.capacityRt)}`;
}

export function SpaceBadge({
  status,
  detail = false,
  className,
}: {
  status: SailingStatus;
  detail?: boolean;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset",
        TONE[status.kind],
        className,
      )}
      title={spaceDetail(status)}
    >
      {SPACE_LABELS[status.kind]}
      {detail ? (
        <span className="font-normal">· {spaceDetail(status)}</span>
      ) : (
        <span className="sr-only"> ({spaceDetail(status)})</span>
      )}
    </span>
  );
}
