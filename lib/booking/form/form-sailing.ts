import "server-only";
// Sailings as the booking form offers them: a voyage with its calls (port and terminal codes,
// cut-off as port-local wall clock and as an instant, from the port's time zone), found by
// voyage, line, Pol or Pod. The save still decides (rule 1); this only helps choose. The one
// voyage query of the form: the picker, a link's chosen sailing and its problems all read it.
import { db, type PrismaClient, type Tx } from "@/lib/db/prisma";
import { cutOffPassed, departed } from "@/lib/acceptance/cut-off";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { instantOf } from "@/lib/time/port-time";
import { equalsIgnoringCase } from "@/lib/db/literal";
import type { SailingSpace } from "@/lib/voyage-space/sailing-status";
import { getSpaceOfVoyages } from "@/lib/voyage-space/space-of-voyages";

export interface FormVisit {
  sequence: number;
  port: string;
  portName: string;
  /** ISO 3166 alpha-2 */
  country: string;
  countryName: string;
  timeZone: string;
  terminal: string | null;
  terminalName: string | null;
  departure: string;
  arrival: string;
  /** port-local wall clock */
  cutOff: string | null;
  /** the same moment as an ISO instant, for a countdown */
  cutOffAt: string | null;
  canLoad: boolean;
  canDischarge: boolean;
}

export interface FormVoyage {
  voyageId: number;
  line: string;
  lineCode: string;
  voyage: string;
  vessel: string;
  scheduleCategory: string;
  sailingRoute: string;
  visits: FormVisit[];
  /** the voyage's unit limits: cm, cm, t (DESIGN.md "Acceptance and space") */
  limits: { maxUnitHeight: number | null; maxUnitWidth: number | null; maxUnitWeight: number | null };
  /** space per leg and stop sale, counted when the sailing was read */
  space: SailingSpace | null;
}

export interface SailingSearch {
  line?: string;
  lineId?: number;
  voyage?: string;
  pol?: string;
  pod?: string;
  /**
   * Only sailings this role can still book at the Pol (or any loading call without one), soonest
   * departure first: an agent until the cut-off, staff until departure (DESIGN.md "Acceptance").
   */
  openTo?: "AGENT" | "STAFF";
  /** `voyage` is the whole number, sailed or not (a link or a stored booking names it) */
  exact?: boolean;
  now?: Date;
}

const insensitive = (value: string) => equalsIgnoringCase(value.trim());
const same = (a: string | null | undefined, b: string) => (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();
const timesOf = (s: {
  cutOff: Date | null;
  departure: Date;
  port: { timeZone: string; name: string; code: string };
}) => ({
  cutOff: s.cutOff,
  departure: s.departure,
  timeZone: s.port.timeZone,
  portName: s.port.name,
  portCode: s.port.code,
});
const portMatch = (ref: string) => ({ OR: [{ code: insensitive(ref) }, { name: insensitive(ref) }] });

/** `client`: the save's transaction when a refusal offers the next sailing (no second connection under its lock). */
export async function findFormSailings(
  search: SailingSearch,
  take = 12,
  client: PrismaClient | Tx = db(),
): Promise<FormVoyage[]> {
  const now = search.now ?? new Date();
  // Wall clocks are port-local: a loading call that departs within 14 hours before now (the widest
  // offset) may still be open; the exact judgement is in the port's zone below.
  const openCall = search.openTo
    ? [
        {
          visits: {
            some: {
              canLoad: true,
              departure: { gte: new Date(now.getTime() - 14 * 3_600_000) },
              ...(search.pol?.trim() ? { port: portMatch(search.pol) } : {}),
            },
          },
        },
      ]
    : [];
  const voyages = await client.voyage.findMany({
    where: {
      ...(search.exact ? {} : { endsAt: { gte: new Date(now.getTime() - 86_400_000) } }),
      cancelledAt: null,
      ...(search.lineId ? { lineId: search.lineId } : {}),
      ...(search.voyage?.trim()
        ? {
            number: search.exact
              ? insensitive(search.voyage)
              : { contains: search.voyage.trim(), mode: "insensitive" as const },
          }
        : {}),
      ...(search.line?.trim()
        ? { line: { OR: [{ name: insensitive(search.line) }, { code: insensitive(search.line) }] } }
        : {}),
      AND: [
        ...(search.pol?.trim() ? [{ visits: { some: { canLoad: true, port: portMatch(search.pol) } } }] : []),
        ...(search.pod?.trim() ? [{ visits: { some: { canDischarge: true, port: portMatch(search.pod) } } }] : []),
        ...openCall,
      ],
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    // open sailings are judged after the read: read enough to fill the page with them
    take: search.openTo ? Math.max(take * 3, 30) : take,
    select: {
      id: true,
      number: true,
      scheduleCategory: true,
      sailingRoute: true,
      maxUnitHeight: true,
      maxUnitWidth: true,
      maxUnitWeight: true,
      line: { select: { name: true, code: true } },
      vessel: { select: { name: true } },
      visits: {
        orderBy: { sequence: "asc" },
        select: {
          sequence: true,
          arrival: true,
          departure: true,
          cutOff: true,
          canLoad: true,
          canDischarge: true,
          port: { select: { code: true, name: true, timeZone: true, countryCode: true, countryName: true } },
          terminal: { select: { code: true, name: true } },
        },
      },
    },
  });
  const openFrom = (v: (typeof voyages)[number]) => {
    const pol = search.pol?.trim();
    const call = v.visits.find(
      (s) =>
        s.canLoad &&
        (!pol || same(s.port.code, pol) || same(s.port.name, pol)) &&
        !(search.openTo === "AGENT" ? cutOffPassed : departed)(timesOf(s), now),
    );
    return call ? instantOf(call.departure, call.port.timeZone).getTime() : null;
  };
  const chosen = search.openTo
    ? voyages
        .map((v) => ({ v, at: openFrom(v) }))
        .filter((x): x is { v: (typeof voyages)[number]; at: number } => x.at !== null)
        .sort((a, b) => a.at - b.at || a.v.id - b.v.id)
        .slice(0, take)
        .map((x) => x.v)
    : voyages;
  const space = await getSpaceOfVoyages(
    client,
    chosen.map((v) => v.id),
  );
  const num = (d: { toString(): string } | null) => (d === null ? null : Number(d));
  return chosen.map((v) => ({
    voyageId: v.id,
    line: v.line.name,
    lineCode: v.line.code,
    voyage: v.number,
    vessel: v.vessel.name,
    scheduleCategory: v.scheduleCategory,
    sailingRoute: v.sailingRoute,
    visits: v.visits.map((s) => ({
      sequence: s.sequence,
      port: s.port.code,
      portName: s.port.name,
      country: s.port.countryCode,
      countryName: s.port.countryName,
      timeZone: s.port.timeZone,
      terminal: s.terminal?.code ?? null,
      terminalName: s.terminal?.name ?? null,
      arrival: formatLocalDateTime(s.arrival),
      departure: formatLocalDateTime(s.departure),
      cutOff: s.cutOff ? formatLocalDateTime(s.cutOff) : null,
      cutOffAt: s.cutOff ? instantOf(s.cutOff, s.port.timeZone).toISOString() : null,
      canLoad: s.canLoad,
      canDischarge: s.canDischarge,
    })),
    limits: {
      maxUnitHeight: num(v.maxUnitHeight),
      maxUnitWidth: num(v.maxUnitWidth),
      maxUnitWeight: num(v.maxUnitWeight),
    },
    space: space.get(v.id) ?? null,
  }));
}

/** The voyage a stored booking's message names, as the form's sailing step shows it (null: none, or gone). */
export async function formVoyageOf(header: { BookingVoyage?: string | null; Line?: string | null }) {
  const voyage = header.BookingVoyage?.trim();
  if (!voyage) return null;
  const found = await findFormSailings({ voyage, line: header.Line ?? undefined }, 5);
  return found.find((v) => v.voyage.toLowerCase() === voyage.toLowerCase()) ?? null;
}

export interface SailingChoice {
  line?: string;
  voyage?: string;
  pol?: string;
  terminal?: string;
  pod?: string;
}

/** What does not fit in a chosen sailing (a link's line, voyage, Pol, terminal, Pod as names or codes: rule 1), as sentences. */
export async function sailingChoiceProblems(choice: SailingChoice): Promise<string[]> {
  if (!choice.voyage) return ["No voyage was chosen."];
  const candidates = await findFormSailings({ voyage: choice.voyage, line: choice.line, exact: true }, 2);
  if (candidates.length === 0)
    return [choice.line ? `${choice.line} runs no voyage ${choice.voyage}.` : `There is no voyage ${choice.voyage}.`];
  if (candidates.length > 1) return [`More than one line runs a voyage ${choice.voyage}: choose the line.`];
  const voyage = candidates[0];
  const problems: string[] = [];
  const isPort = (v: FormVisit, ref: string) => same(v.portName, ref) || same(v.port, ref);
  const polVisit = choice.pol ? voyage.visits.find((v) => v.canLoad && isPort(v, choice.pol!)) : undefined;
  if (!choice.pol) problems.push("No port of loading was chosen.");
  else if (!polVisit) problems.push(`Voyage ${voyage.voyage} does not load at ${choice.pol}.`);
  else if (
    choice.terminal &&
    !(same(polVisit.terminalName, choice.terminal) || same(polVisit.terminal, choice.terminal))
  )
    problems.push(
      `At ${polVisit.portName} this voyage calls at ${polVisit.terminalName ?? "no named terminal"}, not ${choice.terminal}.`,
    );
  const after = polVisit?.sequence ?? 0;
  const podVisit = choice.pod
    ? voyage.visits.find((v) => v.canDischarge && v.sequence > after && isPort(v, choice.pod!))
    : undefined;
  if (!choice.pod) problems.push("No port of discharge was chosen.");
  else if (!podVisit)
    problems.push(
      polVisit
        ? `Voyage ${voyage.voyage} does not discharge at ${choice.pod} after ${polVisit.portName}.`
        : `Voyage ${voyage.voyage} does not discharge at ${choice.pod}.`,
    );
  return problems;
}
