import "server-only";
// The agent's home: what the office must act on. Units still to reach the gate before their
// sailing's cut-off, the cut-offs of the coming week, drafts, and bookings with a problem (the line
// changed the schedule, a unit is blocked, a unit was measured off its booked size at the gate,
// a cut-off passed with units not delivered). Scoped by the caller like every booking read (rule 2).
// Times stay in each port's wall clock; order is by the instant they stand for.
import { db } from "@/lib/db/prisma";
import { type BookingViewer, visibleBookings } from "@/lib/booking/rules/visibility";
import { bookingsOnSailings, type SailingBookingRow } from "@/lib/dashboard/sailing-bookings";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { instantOf } from "@/lib/time/port-time";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

const WEEK_MS = 7 * 86_400_000;
/** Bookings on sailings further out than this are not yet the office's worry. */
const HORIZON_MS = 60 * 86_400_000;
const MAX_ROWS = 400;

export interface DashboardBooking {
  id: number;
  bookingCode: string;
  referenceNumber: string | null;
  voyage: string | null;
  vessel: string | null;
  pol: { code: string; name: string };
  timeZone: string;
  /** Pol-local wall clock "YYYY-MM-DDTHH:MM:SS" */
  cutOff: string | null;
  departure: string | null;
  /** units approved but not yet Delivered at the gate */
  unitsDue: number;
  units: number;
  blocked: number;
  gaugeFlags: number;
  scheduleNotice: string | null;
}

export interface DashboardCutOff {
  voyage: string;
  vessel: string | null;
  pol: { code: string; name: string };
  timeZone: string;
  cutOff: string;
  bookings: number;
  unitsDue: number;
}

export interface DashboardProblem {
  booking: DashboardBooking;
  /** one short sentence per problem, for people */
  reasons: string[];
}

export interface DashboardDraft {
  id: number;
  bookingCode: string;
  referenceNumber: string | null;
  pol: string;
  pod: string | null;
  units: number;
  updatedAt: Date;
}

export interface AgentDashboard {
  dueAtGate: DashboardBooking[];
  cutOffsThisWeek: DashboardCutOff[];
  drafts: DashboardDraft[];
  draftCount: number;
  problems: DashboardProblem[];
}

type Raw = SailingBookingRow;

/** Approved bookings on sailings from yesterday on, with their Pol call and unit counts. */
const activeBookings = (viewer: BookingViewer, now: Date) =>
  bookingsOnSailings(viewer, now, { horizonMs: HORIZON_MS, maxRows: MAX_ROWS });

function toBooking(r: Raw): DashboardBooking {
  return {
    id: r.id,
    bookingCode: r.bookingCode,
    referenceNumber: r.referenceNumber,
    voyage: r.voyage,
    vessel: r.vessel,
    pol: { code: r.polCode, name: r.polName },
    timeZone: r.timeZone,
    cutOff: r.cutOff ? formatLocalDateTime(r.cutOff) : null,
    departure: r.departure ? formatLocalDateTime(r.departure) : null,
    unitsDue: r.unitsDue,
    units: r.units,
    blocked: r.blocked,
    gaugeFlags: r.gaugeFlags,
    scheduleNotice: r.scheduleNotice,
  };
}

type LineT = ReturnType<typeof translator<"line">>;

/** Why a booking needs attention, in words of the page's language; empty when it does not. */
function problemsOf(r: Raw, now: Date, t: LineT): string[] {
  const reasons: string[] = [];
  if (r.scheduleNotice) reasons.push(r.scheduleNotice);
  if (r.blocked > 0) reasons.push(t("agentDashboard.reason.blocked", { count: r.blocked }));
  // A unit the line accepted with an out-of-gauge exception asks nothing more of the agent.
  if (r.gaugeOpen > 0) reasons.push(t("agentDashboard.reason.offSize", { count: r.gaugeOpen }));
  const cutOffPassed = r.cutOff && instantOf(r.cutOff, r.timeZone).getTime() < now.getTime();
  const sailed = r.departure && instantOf(r.departure, r.timeZone).getTime() < now.getTime();
  if (cutOffPassed && !sailed && r.unitsDue > 0) reasons.push(t("agentDashboard.reason.late", { count: r.unitsDue }));
  return reasons;
}

async function recentDrafts(viewer: BookingViewer): Promise<{ drafts: DashboardDraft[]; count: number }> {
  const where = {
    AND: [visibleBookings(viewer), { isCanceled: false, status: { equals: "draft", mode: "insensitive" as const } }],
  };
  const [rows, count] = await Promise.all([
    db().booking.findMany({
      where,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: 8,
      select: {
        id: true,
        bookingCode: true,
        referenceNumber: true,
        updatedAt: true,
        pol: { select: { name: true } },
        pod: { select: { name: true } },
        _count: { select: { items: { where: { isCanceled: false } } } },
      },
    }),
    db().booking.count({ where }),
  ]);
  return {
    count,
    drafts: rows.map((r) => ({
      id: r.id,
      bookingCode: r.bookingCode,
      referenceNumber: r.referenceNumber,
      pol: r.pol.name,
      pod: r.pod?.name ?? null,
      units: r._count.items,
      updatedAt: r.updatedAt,
    })),
  };
}

/** The sailings (voyage and Pol) whose cut-off falls within the coming seven days, with the caller's units on them. */
function cutOffsWithin(rows: Raw[], now: Date): DashboardCutOff[] {
  const byCall = new Map<string, DashboardCutOff & { at: number }>();
  for (const r of rows) {
    if (!r.cutOff || !r.voyage) continue;
    const at = instantOf(r.cutOff, r.timeZone).getTime();
    if (at < now.getTime() || at > now.getTime() + WEEK_MS) continue;
    const key = `${r.voyage}|${r.polCode}`;
    const call = byCall.get(key) ?? {
      voyage: r.voyage,
      vessel: r.vessel,
      pol: { code: r.polCode, name: r.polName },
      timeZone: r.timeZone,
      cutOff: formatLocalDateTime(r.cutOff),
      bookings: 0,
      unitsDue: 0,
      at,
    };
    call.bookings += 1;
    call.unitsDue += r.unitsDue;
    byCall.set(key, call);
  }
  return [...byCall.values()]
    .sort((a, b) => a.at - b.at || a.voyage.localeCompare(b.voyage))
    .map(({ at: _at, ...call }) => call);
}

/** `locale`: the language of the reasons a booking needs attention (the page's). */
export async function agentDashboard(
  viewer: BookingViewer,
  now: Date = new Date(),
  locale: Locale = "en",
): Promise<AgentDashboard> {
  const t = translator(locale, "line");
  const [active, drafts] = await Promise.all([activeBookings(viewer, now), recentDrafts(viewer)]);
  // The schedule notice as the reader reads it (stored in both languages).
  const rows = active.map((r) => ({
    ...r,
    scheduleNotice: (locale === "fr" && r.scheduleNoticeFr) || r.scheduleNotice,
  }));
  const cutOffAt = (r: Raw) =>
    (r.cutOff ? instantOf(r.cutOff, r.timeZone) : r.departure ? instantOf(r.departure, r.timeZone) : now).getTime();
  const byCutOff = [...rows].sort((a, b) => cutOffAt(a) - cutOffAt(b) || a.id - b.id);
  const dueAtGate = byCutOff.filter((r) => r.unitsDue > 0 && cutOffAt(r) >= now.getTime()).map(toBooking);
  const problems = byCutOff
    .map((r) => ({ booking: toBooking(r), reasons: problemsOf(r, now, t) }))
    .filter((p) => p.reasons.length > 0);
  return {
    dueAtGate,
    cutOffsThisWeek: cutOffsWithin(byCutOff, now),
    drafts: drafts.drafts,
    draftCount: drafts.count,
    problems,
  };
}
