// A sailing's space as a small labelled badge: plenty / limited / full, or closed (stop sale).
// Colour is never the only sign: the text says it, and the free RT is in the title and for readers.
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { formatRt, type SailingStatus } from "@/lib/voyage-space/sailing-status";

const TONE: Record<SailingStatus["kind"], string> = {
  plenty: "bg-green-50 text-green-800 ring-green-200",
  limited: "bg-amber-50 text-amber-900 ring-amber-300",
  full: "bg-red-50 text-red-800 ring-red-200",
  closed: "bg-slate-100 text-slate-800 ring-slate-300",
};

/** The English detail, for code that has no translator (the localised one is useSpaceDetail). */
export function spaceDetail(status: SailingStatus): string {
  if (status.kind === "closed") return status.reason ? `stop sale: ${status.reason}` : "stop sale";
  return `${formatRt(Math.max(status.freeRt, 0))} free of ${formatRt(status.capacityRt)}`;
}

/** "12 RT free of 400 RT", "stop sale: …" in the page's language. */
export function useSpaceDetail(): (status: SailingStatus) => string {
  const t = useTranslations("reference.space");
  const locale = useLocale();
  return (status) => {
    if (status.kind === "closed") return status.reason ? t("stopSaleReason", { reason: status.reason }) : t("stopSale");
    return t("free", {
      free: formatRt(Math.max(status.freeRt, 0), locale),
      capacity: formatRt(status.capacityRt, locale),
    });
  };
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
  const t = useTranslations("common.space");
  const detailOf = useSpaceDetail();
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset",
        TONE[status.kind],
        className,
      )}
      title={detailOf(status)}
    >
      {t(status.kind)}
      {detail ? (
        <span className="font-normal">· {detailOf(status)}</span>
      ) : (
        <span className="sr-only"> ({detailOf(status)})</span>
      )}
    </span>
  );
}
