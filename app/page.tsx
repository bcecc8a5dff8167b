import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { AgentDashboardView } from "@/components/dashboard/agent-dashboard";
import { LineDashboardView } from "@/components/dashboard/line-dashboard";
import { NextDepartures } from "@/components/dashboard/next-departures";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { viewerScopeName } from "@/lib/booking/read/list-bookings";
import { agentDashboard } from "@/lib/dashboard/agent-dashboard";
import { lineDashboard } from "@/lib/dashboard/line-dashboard";
import { listNextDepartures } from "@/lib/schedule/next-departures";
import { AgentDecisionLists, StaffDecisionQueue } from "@/components/bookings/decision-lists";
import { agentDecisionLists, decisionQueue } from "@/lib/booking/decision/decision-queue";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("line");
  return { title: t("home.title") };
}
export const dynamic = "force-dynamic";

export default async function HomePage() {
  const user = await requirePageCaller();
  const [t, locale] = await Promise.all([getTranslations("line.home"), getLocale()]);
  const now = new Date();
  // Line staff get their line's dashboard instead of the departures list (its sailings are the
  // line's departures, with their units); agents their own dashboard above it; admins the list of
  // every line's departures.
  const staff = user.role === "STAFF" && user.lineId !== null;
  const [departures, orgName, board, lineBoard, toDecide, decided] = await Promise.all([
    staff ? null : listNextDepartures({ limit: user.role === "AGENT" ? 8 : 15, now }),
    viewerScopeName(user),
    user.role === "AGENT" ? agentDashboard(user, now, locale) : null,
    staff ? lineDashboard(user, now, locale) : null,
    staff ? decisionQueue(user, now) : null,
    user.role === "AGENT" ? agentDecisionLists(user, now) : null,
  ]);
  // Line staff sign in with a shared line account ("Nordic Ro-Ro Lines Staff"): greet the team, not "Nordic".
  const greeting =
    user.role === "STAFF"
      ? orgName
        ? t("welcomeTeam", { name: orgName })
        : t("welcomeLineTeam")
      : t("goodToSeeYou", { name: user.name.split(" ")[0] });
  return (
    <main className="mx-auto max-w-screen-2xl space-y-6 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-xl font-semibold tracking-tight">{greeting}</h1>
          <p className="text-sm text-slate-600">{t("subtitle", { org: orgName ?? "Quayside" })}</p>
        </div>
        <div className="flex gap-2 text-sm">
          {user.role === "AGENT" ? (
            <Link
              href="/bookings/new"
              className="rounded bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700"
            >
              {t("newBooking")}
            </Link>
          ) : null}
          <Link
            href="/schedules"
            className={
              user.role === "AGENT"
                ? "rounded border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
                : "rounded bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700"
            }
          >
            {t("findSailing")}
          </Link>
          <Link
            href="/unit-models"
            className="rounded border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100"
          >
            {t("unitCatalogue")}
          </Link>
        </div>
      </div>
      {decided ? <AgentDecisionLists waiting={decided.waiting} sentBack={decided.sentBack} /> : null}
      {board ? <AgentDashboardView board={board} now={now} /> : null}
      {toDecide ? <StaffDecisionQueue entries={toDecide} /> : null}
      {lineBoard ? <LineDashboardView board={lineBoard} now={now} /> : null}
      {departures ? <NextDepartures departures={departures} scope={t("allLines")} now={now} /> : null}
    </main>
  );
}
