// The line's decisions on the homes: the staff's queue of bookings and changes to decide (oldest
// first, with their age), and the agent's "waiting for the line" and "sent back by the line".
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { ConfirmationBadge } from "@/components/bookings/status-badge";
import { DashboardSection } from "@/components/dashboard/dashboard-parts";
import type { DecisionEntry } from "@/lib/booking/decision/decision-queue";
import { formatInstant } from "@/lib/time/format";

const linkClass = "font-mono text-sm font-semibold text-brand-700 underline-offset-2 hover:underline";

function Entries({ entries, empty, showAgent }: { entries: DecisionEntry[]; empty: string; showAgent: boolean }) {
  const t = useTranslations("bookings");
  const locale = useLocale();
  if (entries.length === 0) return <p className="px-4 py-6 text-center text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {entries.map((e) => (
        <li key={e.id} className="px-4 py-3">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <ConfirmationBadge state={e.state} />
            <Link href={`/bookings/${e.id}#line-decision`} className={linkClass}>
              {e.bookingCode}
            </Link>
            <span className="text-xs text-slate-700" title={formatInstant(e.since, "UTC", locale)}>
              {t("decisions.waiting", { age: e.age })}
            </span>
          </div>
          <p className="mt-1 text-xs text-slate-700">
            {showAgent ? `${e.agent} · ` : ""}
            {e.pol} → {e.pod ?? "?"}
            {e.voyage ? ` · ${e.voyage}` : ""} · {t("decisions.units", { count: e.units })}
          </p>
          {e.reason && (e.state === "PendingUpdate" || e.state === "Declined") ? (
            <p className="mt-1 text-xs text-slate-900">{t("decisions.lineReason", { reason: e.reason })}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function StaffDecisionQueue({ entries }: { entries: DecisionEntry[] }) {
  const t = useTranslations("bookings");
  return (
    <DashboardSection
      id="to-decide"
      title={t("decisions.toDecideTitle")}
      hint={t("decisions.toDecideHint")}
      more={
        <Link href="/bookings?confirmation=Received" className="text-xs font-medium text-brand-700 hover:underline">
          {t("decisions.allWaiting")}
        </Link>
      }
    >
      <Entries entries={entries} empty={t("decisions.nothingToDecide")} showAgent />
    </DashboardSection>
  );
}

export function AgentDecisionLists({ waiting, sentBack }: { waiting: DecisionEntry[]; sentBack: DecisionEntry[] }) {
  const t = useTranslations("bookings");
  if (waiting.length === 0 && sentBack.length === 0) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DashboardSection id="sent-back" title={t("decisions.sentBackTitle")} hint={t("decisions.sentBackHint")}>
        <Entries entries={sentBack} empty={t("decisions.nothingSentBack")} showAgent={false} />
      </DashboardSection>
      <DashboardSection id="waiting-for-line" title={t("decisions.waitingTitle")} hint={t("decisions.waitingHint")}>
        <Entries entries={waiting} empty={t("decisions.nothingWaiting")} showAgent={false} />
      </DashboardSection>
    </div>
  );
}
