// The line's decisions on the homes: the staff's queue of bookings and changes to decide (oldest
// first, with their age), and the agent's "waiting for the line" and "sent back by the line".
import Link from "next/link";
import { ConfirmationBadge } from "@/components/bookings/status-badge";
import { DashboardSection } from "@/components/dashboard/dashboard-parts";
import type { DecisionEntry } from "@/lib/booking/decision/decision-queue";
import { formatInstant } from "@/lib/time/format";

const linkClass = "font-mono text-sm font-semibold text-brand-700 underline-offset-2 hover:underline";

function Entries({ entries, empty, showAgent }: { entries: DecisionEntry[]; empty: string; showAgent: boolean }) {
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
            <span className="text-xs text-slate-700" title={formatInstant(e.since)}>
              waiting {e.age}
            </span>
          </div>
          <p className="mt-1 text-xs text-slate-700">
            {showAgent ? `${e.agent} · ` : ""}
            {e.pol} → {e.pod ?? "?"}
            {e.voyage ? ` · ${e.voyage}` : ""} · {e.units} {e.units === 1 ? "unit" : "units"}
          </p>
          {e.reason && (e.state === "PendingUpdate" || e.state === "Declined") ? (
            <p className="mt-1 text-xs text-slate-900">The line: {e.reason}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function StaffDecisionQueue({ entries }: { entries: DecisionEntry[] }) {
  return (
    <DashboardSection
      id="to-decide"
      title="Bookings to decide"
      hint="New bookings and changes to confirmed bookings that wait for your line, oldest first."
      more={
        <Link href="/bookings?confirmation=Received" className="text-xs font-medium text-brand-700 hover:underline">
          All waiting bookings
        </Link>
      }
    >
      <Entries entries={entries} empty="Nothing waits for your decision." showAgent />
    </DashboardSection>
  );
}

export function AgentDecisionLists({ waiting, sentBack }: { waiting: DecisionEntry[]; sentBack: DecisionEntry[] }) {
  if (waiting.length === 0 && sentBack.length === 0) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DashboardSection
        id="sent-back"
        title="Sent back by the line"
        hint="Bookings the line asks you to update, and bookings it declined, with its reason."
      >
        <Entries entries={sentBack} empty="The line sent nothing back." showAgent={false} />
      </DashboardSection>
      <DashboardSection
        id="waiting-for-line"
        title="Waiting for the line"
        hint="Bookings and changes the line has not decided yet. Their space is held."
      >
        <Entries entries={waiting} empty="Nothing waits for the line." showAgent={false} />
      </DashboardSection>
    </div>
  );
}
