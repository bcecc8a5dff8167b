// The agent's home: four counts that jump to their lists, then the lists themselves. Lists, not
// wide tables, so every line keeps its key facts (booking, sailing, cut-off) on a phone. Times are
// each port's own wall clock (hover for the zone), as on the schedules.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CutOffBadge } from "@/components/cut-off-badge";
import { DashboardSection, Tile } from "@/components/dashboard/dashboard-parts";
import { formatInstant } from "@/lib/time/format";
import type { AgentDashboard, DashboardBooking } from "@/lib/dashboard/agent-dashboard";

const SHOWN = 10;

function Empty({ children }: { children: ReactNode }) {
  return <p className="px-4 py-6 text-center text-sm text-slate-600">{children}</p>;
}

function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-xs font-medium text-brand-700 hover:underline">
      {children}
    </Link>
  );
}

function BookingTitle({ booking }: { booking: Pick<DashboardBooking, "id" | "bookingCode" | "referenceNumber"> }) {
  const t = useTranslations("line.agentDashboard");
  return (
    <span className="min-w-0">
      <Link href={`/bookings/${booking.id}`} className="font-mono text-sm font-semibold text-brand-700 hover:underline">
        {booking.bookingCode}
      </Link>
      {booking.referenceNumber ? (
        <span className="ml-2 break-all text-xs text-slate-600">{t("ref", { ref: booking.referenceNumber })}</span>
      ) : null}
    </span>
  );
}

function Sailing({ booking }: { booking: DashboardBooking }) {
  const t = useTranslations("line.agentDashboard");
  return (
    <span className="text-xs text-slate-600">
      {booking.voyage ? <span className="font-mono">{booking.voyage}</span> : t("noVoyage")}
      {booking.vessel ? ` · ${booking.vessel}` : ""} · {t("from", { pol: booking.pol.name })}
    </span>
  );
}

export function AgentDashboardView({ board, now }: { board: AgentDashboard; now: Date }) {
  const t = useTranslations("line.agentDashboard");
  const locale = useLocale();
  const unitsDue = board.dueAtGate.reduce((sum, b) => sum + b.unitsDue, 0);
  return (
    <div className="space-y-6">
      <nav aria-label={t("atAGlance")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile href="#due-at-gate" count={unitsDue} label={t("tile.due", { count: unitsDue })} />
        <Tile
          href="#cut-offs"
          count={board.cutOffsThisWeek.length}
          label={t("tile.cutOffs", { count: board.cutOffsThisWeek.length })}
        />
        <Tile href="#drafts" count={board.draftCount} label={t("tile.drafts", { count: board.draftCount })} />
        <Tile href="#problems" count={board.problems.length} label={t("tile.problems")} tone="alert" />
      </nav>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <DashboardSection id="problems" title={t("problems.title")} hint={t("problems.hint")}>
          {board.problems.length === 0 ? (
            <Empty>{t("problems.none")}</Empty>
          ) : (
            <ul className="divide-y divide-slate-100">
              {board.problems.slice(0, SHOWN).map(({ booking, reasons }) => (
                <li key={booking.id} className="px-4 py-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <BookingTitle booking={booking} />
                    <CutOffBadge cutOff={booking.cutOff} timeZone={booking.timeZone} now={now} />
                  </div>
                  <Sailing booking={booking} />
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-red-800">
                    {reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
          {board.problems.length > SHOWN ? (
            <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-600">
              {t("andMore", { count: board.problems.length - SHOWN })}
            </p>
          ) : null}
        </DashboardSection>

        <DashboardSection
          id="due-at-gate"
          title={t("due.title")}
          hint={t("due.hint")}
          more={<MoreLink href="/bookings?status=approved&sort=departure&dir=asc">{t("due.more")}</MoreLink>}
        >
          {board.dueAtGate.length === 0 ? (
            <Empty>{t("due.none")}</Empty>
          ) : (
            <ul className="divide-y divide-slate-100">
              {board.dueAtGate.slice(0, SHOWN).map((booking) => (
                <li key={booking.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3">
                  <div className="flex min-w-0 flex-col">
                    <BookingTitle booking={booking} />
                    <Sailing booking={booking} />
                  </div>
                  <div className="flex flex-col gap-1 sm:items-end sm:text-right">
                    <CutOffBadge cutOff={booking.cutOff} timeZone={booking.timeZone} now={now} />
                    <span className="text-xs text-slate-700">
                      {t("due.toDeliver", { due: booking.unitsDue, count: booking.units })}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {board.dueAtGate.length > SHOWN ? (
            <p className="border-t border-slate-100 px-4 py-2 text-xs text-slate-600">
              {t("due.andMore", { count: board.dueAtGate.length - SHOWN })}
            </p>
          ) : null}
        </DashboardSection>

        <DashboardSection id="cut-offs" title={t("cutOffs.title")} hint={t("cutOffs.hint")}>
          {board.cutOffsThisWeek.length === 0 ? (
            <Empty>{t("cutOffs.none")}</Empty>
          ) : (
            <ul className="divide-y divide-slate-100">
              {board.cutOffsThisWeek.map((call) => (
                <li
                  key={`${call.voyage}-${call.pol.code}`}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3"
                >
                  <div className="flex min-w-0 flex-col">
                    <Link
                      href={`/bookings?${new URLSearchParams({ voyage: call.voyage, pol: call.pol.code })}`}
                      className="text-sm font-medium text-brand-700 hover:underline"
                    >
                      <span className="font-mono">{call.voyage}</span> {t("from", { pol: call.pol.name })}
                    </Link>
                    <span className="text-xs text-slate-600">
                      {call.vessel ?? ""} · {t("cutOffs.toDeliver", { bookings: call.bookings, units: call.unitsDue })}
                    </span>
                  </div>
                  <CutOffBadge cutOff={call.cutOff} timeZone={call.timeZone} now={now} />
                </li>
              ))}
            </ul>
          )}
        </DashboardSection>

        <DashboardSection
          id="drafts"
          title={t("drafts.title")}
          hint={t("drafts.hint")}
          more={<MoreLink href="/bookings?status=draft">{t("drafts.more")}</MoreLink>}
        >
          {board.drafts.length === 0 ? (
            <Empty>{t("drafts.none")}</Empty>
          ) : (
            <ul className="divide-y divide-slate-100">
              {board.drafts.map((draft) => (
                <li key={draft.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3">
                  <div className="flex min-w-0 flex-col">
                    <BookingTitle booking={draft} />
                    <span className="text-xs text-slate-600">
                      {draft.pol} → {draft.pod ?? t("drafts.noPod")} · {t("drafts.units", { count: draft.units })}
                    </span>
                  </div>
                  <span className="flex items-center gap-3 text-xs text-slate-600">
                    <span>{t("drafts.saved", { when: formatInstant(draft.updatedAt, "UTC", locale) })}</span>
                    <Link
                      href={`/bookings/${draft.id}/edit`}
                      className="rounded border border-slate-300 bg-white px-2 py-1 font-medium text-slate-700 hover:bg-slate-100"
                      aria-label={t("drafts.continueLabel", { code: draft.bookingCode })}
                    >
                      {t("drafts.continue")}
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DashboardSection>
      </div>
    </div>
  );
}
