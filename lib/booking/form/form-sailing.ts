import "server-only";
// Sailings as the booking form offers them: a voyage with its calls (port and terminal codes,
// cut-off as port-local wall clock and as an instant, from the port's time zone), found by
// voyage, line, Pol or Pod. The save still decides (rule 1); this only helps choose.
import { db } from "@/lib/db/prisma";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { instantOf } from "@/lib/time/port-time";
import { equalsIgnoringCase } from "@/lib/db/literal";
import type { SailingSpace } from "@/lib/voyage-space/sailing-status";
import { getSpaceOfVoyages } from "@/lib/voyage-space/space-of-voyages";

export interface FormVisit {
  sequence: number;
  port: string;
  portName: string;
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
  visits: FormVisit[];
  /** the voyage's unit limits: cm, cm, t (DESIGN.md "Acceptance and space") */
  limits: { maxUnitHeight: number | null; maxUnitWidth: number | null; maxUnitWeight: number | null };
  /** space per leg and stop sale, counted when the sailing was read */
  space: SailingSpace | null;
}

export interface SailingSearch {
  line?: string;
  voyage?: string;
  pol?: string;
  pod?: string;
}

const insensitive = (value: string) => equalsIgnoringCase(value.trim());
const portMatch = (ref: string) => ({ OR: [{ code: insensitive(ref) }, { name: insensitive(ref) }] });

export async function findFormSailings(search: SailingSearch, take = 12): Promise<FormVoyage[]> {
  const voyages = await db().voyage.findMany({
    where: {
      endsAt: { gte: new Date(Date.now() - 86_400_000) },
      cancelledAt: null,
      ...(search.voyage?.trim() ? { number: { contains: search.voyage.trim(), mode: "insensitive" } } : {}),
      ...(search.line?.trim()
        ? { line: { OR: [{ name: insensitive(search.line) }, { code: insensitive(search.line) }] } }
        : {}),
      AND: [
        ...(search.pol?.trim() ? [{ visits: { some: { canLoad: true, port: portMatch(search.pol) } } }] : []),
        ...(search.pod?.trim() ? [{ visits: { some: { canDischarge: true, port: portMatch(search.pod) } } }] : []),
      ],
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take,
    select: {
      id: true,
      number: true,
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
          port: { select: { code: true, name: true, timeZone: true } },
          terminal: { select: { code: true, name: true } },
        },
      },
    },
  });
  const space = await getSpaceOfVoyages(
    db(),
    voyages.map((v) => v.id),
  );
  const num = (d: { toString(): string } | null) => (d === null ? null : Number(d));
  return voyages.map((v) => ({
    voyageId: v.id,
    line: v.line.name,
    lineCode: v.line.code,
    voyage: v.number,
    vessel: v.vessel.name,
    visits: v.visits.map((s) => ({
      sequence: s.sequence,
      port: s.port.code,
      portName: s.port.name,
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
