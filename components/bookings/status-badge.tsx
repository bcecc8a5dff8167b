// Booking and unit status as a coloured badge, with the word always written (colour is not the message).
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { isOneOf } from "@/lib/core/narrow";
import type { ConfirmationStateName } from "@/lib/booking/decision/confirmation-schema";

const TONE: Record<string, string> = {
  canceled: "bg-slate-100 text-slate-600 ring-slate-300",
  withdrawn: "bg-slate-100 text-slate-600 ring-slate-300",
  draft: "bg-amber-50 text-amber-800 ring-amber-200",
  quotation: "bg-teal-50 text-teal-800 ring-teal-200",
  quoted: "bg-teal-50 text-teal-800 ring-teal-200",
  approved: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  delivered: "bg-sky-50 text-sky-800 ring-sky-200",
  loaded: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  discharged: "bg-violet-50 text-violet-800 ring-violet-200",
};

/** The statuses the badge knows the words of; another (a header's own string) shows as it is. */
const KNOWN_STATUSES = [
  "Approved",
  "Draft",
  "Quotation",
  "Canceled",
  "Withdrawn",
  "Quoted",
  "Delivered",
  "Loaded",
  "Discharged",
] as const;

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useTranslations("bookings");
  return (
    <span
      className={clsx(
        "inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset",
        TONE[status.toLowerCase()] ?? TONE.approved,
        className,
      )}
    >
      {isOneOf(KNOWN_STATUSES, status) ? t(`status.${status}`) : status}
    </span>
  );
}

const CONFIRMATION_TONE: Record<ConfirmationStateName, string> = {
  Received: "bg-amber-50 text-amber-800 ring-amber-200",
  Confirmed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  Declined: "bg-red-50 text-red-800 ring-red-200",
  PendingUpdate: "bg-orange-50 text-orange-800 ring-orange-200",
  PendingAmendment: "bg-amber-50 text-amber-800 ring-amber-200",
  Waitlisted: "bg-slate-100 text-slate-700 ring-slate-300",
};

/** The line's decision on a booking, in words (lib/booking/decision). */
export function ConfirmationBadge({ state, className }: { state: ConfirmationStateName; className?: string }) {
  const t = useTranslations("common");
  return (
    <span
      className={clsx(
        "inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset",
        CONFIRMATION_TONE[state],
        className,
      )}
    >
      {t(`confirmation.${state}`)}
    </span>
  );
}

/** The line changed the schedule under this booking (cancelled voyage, Pol no longer loading, moved cut-off). */
export function ScheduleChangedBadge({ notice }: { notice: string }) {
  const t = useTranslations("bookings");
  return (
    <span
      className="ml-1 inline-block whitespace-nowrap rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800 ring-1 ring-inset ring-red-200"
      title={notice}
    >
      {t("status.scheduleChanged")}
    </span>
  );
}
