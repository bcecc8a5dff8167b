import "server-only";
// The line staff's home: the coming sailings of the line's voyages (each voyage's loading calls
// departing in the next two weeks) with their units at the gate and their space, and "what needs
// you today": exceptions to decide, late units, cut-offs within 24 hours, units to price. Scoped to
// the caller's line; admins keep the next departures of every line (app/page.tsx). Built from the
// reads that already exist: the calls are the home page's next departures (lib/schedule), the
// units the agent dashboard's bookings (lib/dashboard/sailing-bookings.ts), the space the
// schedules' (lib/voyage-space), the prices the console's queue (lib/pricing).
// Times stay in each port's wall clock; order is by the instant they stand for.
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { bookingsOnSailings, type SailingBookingRow } from "@/lib/dashboard/sailing-bookings";
import { listOnRequest } from "@/lib/pricing/set-item-price";
import { listNextDepartures } from "@/lib/schedule/next-departures";
import { portInstant } from "@/lib/time/port-time";
import { getSpaceOfVoyages } from "@/lib/voyage-space/space-of-voyages";
import { freeOnSailing, sailingStatus, type SailingStatus } from "@/lib/voyage-space/sailing-status";

export const HORIZON_DAYS = 14;
const HORIZON_MS = HORIZON_DAYS * 86_400_000;
/** At most this many sailings (about two weeks of a line's weekly services). */
export const MAX_SAILINGS = 60;
/** Bookings read for those sailings; a line books far fewer in two weeks. */
const MAX_BOOKINGS = 3000;
const DAY_MS = 86_400_000;
/** Bookings to price named one by one; the rest are one entry (the console's queue has them all). */
const MAX_PRICE_NEEDS = 10;

export interface LineSailing {
  voyageId: number;
  voyage: string;
  vessel: string;
  pol: { code: string; name: string };
  terminal: string | null;
  timeZone: string;
  /** Pol-local wall clock "YYYY-MM-DDTHH:MM:SS" */
  cutOff: string | null;
  departure: string;
  cutOffPassed: boolean;
  bookings: number;
  /** live units booked at this Pol */
  units: number;
  /** Delivered at the gate (gate-in) or further */
  delivered: number;
  loaded: number;
  /** not yet delivered */
  due: number;
  blocked: number;
  /** cut-off passed with units not delivered that no late-unit exception covers */
  lateUnits: number;
  /** units measured off their booked size or over the limits at the gate, no exception yet */
  offSize: number;
  /** from this Pol to the end of the voyage, on its fullest leg */
  space: { status: SailingStatus; usedRt: number; capacityRt: number } | null;
}

export type LineNeedKind = "exception" | "late" | "cutOff" | "price";

export interface LineNeed {
  kind: LineNeedKind;
  /** one short sentence, for people */
  title: string;
  detail: string;
  /** where the staff member acts on it */
  href: string;
  /** the sailing's cut-off, when the need is about a sailing */
  cutOff?: { value: string; timeZone: string };
}

export interface LineDashboard {
  horizonDays: number;
  sailings: LineSailing[];
  needs: LineNeed[];
  totals: { units: number; delivered: number; due: number; exceptions: number; toPrice: number };
}

export const milestonesHref = (s: Pick<LineSailing, "voyageId" | "pol">) =>
  `/milestones?${new URLSearchParams({ voyage: String(s.voyageId), pol: s.pol.code })}`;
export const voyageHref = (s: Pick<LineSailing, "voyageId">) => `/line/voyages/${s.voyageId}`;

const key = (voyageId: number, polCode: string) => `${voyageId}|${polCode}`;

/** `locale`: the language of what needs staff today (the page's). */
export async function lineDashboard(
  caller: Caller,
  now: Date = new Date(),
  locale: Locale = "en",
): Promise<LineDashboard> {
  if (caller.role !== "STAFF" || !caller.lineId)
    throw new ApiError("FORBIDDEN", refusal("refusals.auth.lineDashboardStaffOnly"));
  const calls = await listNextDepartures({
    lineId: caller.lineId,
    ahead: "departure",
    withinMs: HORIZON_MS,
    limit: MAX_SAILINGS,
    now,
  });
  // A voyage calling twice at a port loads there at its first call, as bookings are counted.
  const seen = new Set<string>();
  const firstCalls = calls.filter(
    (c) => !seen.has(key(c.voyageId, c.portCode)) && seen.add(key(c.voyageId, c.portCode)),
  );
  const voyageIds = [...new Set(firstCalls.map((c) => c.voyageId))];
  const [rows, spaces, toPrice, gaugeRows] = await Promise.all([
    voyageIds.length
      ? bookingsOnSailings(caller, now, { horizonMs: HORIZON_MS, maxRows: MAX_BOOKINGS, voyageIds })
      : Promise.resolve([]),
    getSpaceOfVoyages(db(), voyageIds),
    listOnRequest(caller),
    // A unit measured off its booking reaches staff whatever its sailing's departure date.
    bookingsOnSailings(caller, now, { horizonMs: HORIZON_MS, maxRows: MAX_BOOKINGS, gaugeOpenOnly: true }),
  ]);
  const byCall = new Map<string, SailingBookingRow[]>();
  for (const r of rows) {
    const list = byCall.get(key(r.voyageId, r.polCode));
    if (list) list.push(r);
    else byCall.set(key(r.voyageId, r.polCode), [r]);
  }

  const sum = (list: SailingBookingRow[], f: (r: SailingBookingRow) => number) => list.reduce((n, r) => n + f(r), 0);
  const sailings: (LineSailing & { at: number })[] = firstCalls.map((c) => {
    const list = byCall.get(key(c.voyageId, c.portCode)) ?? [];
    const cutOffAt = c.cutOff ? portInstant(c.cutOff, c.timeZone).getTime() : null;
    const cutOffPassed = cutOffAt !== null && cutOffAt < now.getTime();
    const space = spaces.get(c.voyageId);
    const atPol = (call: { sequence: number }) => call.sequence === c.sequence;
    return {
      at: cutOffAt ?? portInstant(c.departure, c.timeZone).getTime(),
      voyageId: c.voyageId,
      voyage: c.voyage,
      vessel: c.vessel,
      pol: { code: c.portCode, name: c.port },
      terminal: c.terminal,
      timeZone: c.timeZone,
      cutOff: c.cutOff,
      departure: c.departure,
      cutOffPassed,
      bookings: list.length,
      units: sum(list, (r) => r.units),
      delivered: sum(list, (r) => r.delivered),
      loaded: sum(list, (r) => r.loaded),
      due: sum(list, (r) => r.unitsDue),
      blocked: sum(list, (r) => r.blocked),
      lateUnits: cutOffPassed ? sum(list, (r) => r.lateOpen) : 0,
      offSize: sum(list, (r) => r.gaugeOpen),
      space: space
        ? {
            status: sailingStatus(space, atPol),
            usedRt: space.capacityRt - freeOnSailing(space, atPol),
            capacityRt: space.capacityRt,
          }
        : null,
    };
  });
  // A sailing closed for cargo with nothing booked at its port has nothing left for staff to do.
  const kept = sailings.filter((s) => !s.cutOffPassed || s.units > 0);
  kept.sort((a, b) => a.at - b.at || a.voyage.localeCompare(b.voyage));
  const shown = new Set(kept.map((s) => key(s.voyageId, s.pol.code)));
  const live = rows.filter((r) => shown.has(key(r.voyageId, r.polCode)));

  const needs: LineNeed[] = [];
  const say = translator(locale, "line");
  const cutOffOf = (s: LineSailing) => (s.cutOff ? { value: s.cutOff, timeZone: s.timeZone } : undefined);
  for (const r of gaugeRows) {
    const values = { code: r.bookingCode, count: r.gaugeOpen, agent: r.agent, voyage: r.voyage, pol: r.polName };
    needs.push({
      kind: "exception",
      title: say("dashboard.need.offSizeTitle", values),
      detail: say("dashboard.need.offSizeDetail", values),
      href: `/bookings/${r.id}?exception=OutOfGauge#acceptance-exception`,
    });
  }
  for (const s of kept) {
    if (s.lateUnits > 0)
      needs.push({
        kind: "late",
        title: say("dashboard.need.lateTitle", { voyage: s.voyage, pol: s.pol.name, count: s.lateUnits }),
        detail: say("dashboard.need.lateDetail", { count: s.lateUnits }),
        href: milestonesHref(s),
        cutOff: cutOffOf(s),
      });
  }
  // A cut-off with nothing booked at its port asks nothing of staff.
  for (const s of kept) {
    if (s.cutOffPassed || s.at > now.getTime() + DAY_MS || !s.cutOff || s.units === 0) continue;
    needs.push({
      kind: "cutOff",
      title: say("dashboard.need.cutOffTitle", { voyage: s.voyage, pol: s.pol.name }),
      detail:
        s.due === 0
          ? say("dashboard.need.allDelivered", { count: s.units })
          : say("dashboard.need.someDue", { due: s.due, count: s.units }),
      href: milestonesHref(s),
      cutOff: cutOffOf(s),
    });
  }
  const pricing = toPrice.bookings.filter((b) => b.items.length > 0);
  for (const b of pricing.slice(0, MAX_PRICE_NEEDS)) {
    const values = {
      quote: b.status === "Quotation" ? "yes" : "no",
      code: b.bookingCode,
      count: b.items.length,
      agent: b.agent,
      pol: b.pol,
      pod: b.pod ?? "?",
      voyage: b.voyage ?? "none",
    };
    needs.push({
      kind: "price",
      title: say("dashboard.need.priceTitle", values),
      detail: say("dashboard.need.priceDetail", values),
      href: "/line/prices",
    });
  }
  if (pricing.length > MAX_PRICE_NEEDS)
    needs.push({
      kind: "price",
      title: say("dashboard.need.moreToPriceTitle", { count: pricing.length - MAX_PRICE_NEEDS }),
      detail: say("dashboard.need.moreToPriceDetail"),
      href: "/line/prices",
    });

  const upcoming = kept.filter((s) => !s.cutOffPassed);
  return {
    horizonDays: HORIZON_DAYS,
    sailings: kept.map(({ at: _at, ...s }) => s),
    needs,
    totals: {
      units: sum(live, (r) => r.units),
      delivered: sum(live, (r) => r.delivered),
      due: upcoming.reduce((n, s) => n + s.due, 0),
      exceptions: needs.filter((n) => n.kind === "exception").length,
      toPrice: pricing.length,
    },
  };
}
