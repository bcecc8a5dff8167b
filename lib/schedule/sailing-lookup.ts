// Resolves a chosen sailing (line, voyage, Pol, terminal, Pod as names or codes, as a booking
// refers to them: DESIGN.md rule 1) against the schedule, saying what does not fit.
import { db } from "@/lib/db/prisma";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { equalsIgnoringCase } from "@/lib/db/literal";

export interface SailingChoice {
  line?: string;
  voyage?: string;
  pol?: string;
  terminal?: string;
  pod?: string;
}

export interface ResolvedSailing {
  line: { name: string; code: string } | null;
  voyage: { number: string; vessel: string; scheduleCategory: string; sailingRoute: string } | null;
  pol: {
    name: string;
    code: string;
    country: string;
    terminal: string | null;
    arrival: string;
    departure: string;
    cutOff: string | null;
  } | null;
  pod: { name: string; code: string; country: string; arrival: string } | null;
  problems: string[];
}

const same = (a: string | null | undefined, b: string) => (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();

export async function resolveSailing(choice: SailingChoice): Promise<ResolvedSailing> {
  const out: ResolvedSailing = { line: null, voyage: null, pol: null, pod: null, problems: [] };
  if (!choice.voyage) {
    out.problems.push("No voyage was chosen.");
    return out;
  }
  const candidates = await db().voyage.findMany({
    where: {
      number: equalsIgnoringCase(choice.voyage.trim()),
      cancelledAt: null,
      ...(choice.line
        ? {
            line: {
              OR: [{ name: equalsIgnoringCase(choice.line.trim()) }, { code: equalsIgnoringCase(choice.line.trim()) }],
            },
          }
        : {}),
    },
    take: 2,
    select: {
      number: true,
      scheduleCategory: true,
      sailingRoute: true,
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
          port: { select: { name: true, code: true, countryName: true } },
          terminal: { select: { name: true, code: true } },
        },
      },
    },
  });
  if (candidates.length === 0) {
    out.problems.push(
      choice.line ? `${choice.line} runs no voyage ${choice.voyage}.` : `There is no voyage ${choice.voyage}.`,
    );
    return out;
  }
  if (candidates.length > 1) {
    out.problems.push(`More than one line runs a voyage ${choice.voyage}: choose the line.`);
    return out;
  }
  const voyage = candidates[0];
  out.line = voyage.line;
  out.voyage = {
    number: voyage.number,
    vessel: voyage.vessel.name,
    scheduleCategory: voyage.scheduleCategory,
    sailingRoute: voyage.sailingRoute,
  };

  const isPort = (v: (typeof voyage.visits)[number], ref: string) => same(v.port.name, ref) || same(v.port.code, ref);
  const polVisit = choice.pol ? voyage.visits.find((v) => v.canLoad && isPort(v, choice.pol!)) : undefined;
  if (!choice.pol) out.problems.push("No port of loading was chosen.");
  else if (!polVisit) out.problems.push(`Voyage ${voyage.number} does not load at ${choice.pol}.`);
  else {
    if (
      choice.terminal &&
      !(same(polVisit.terminal?.name, choice.terminal) || same(polVisit.terminal?.code, choice.terminal))
    ) {
      out.problems.push(
        `At ${polVisit.port.name} this voyage calls at ${polVisit.terminal?.name ?? "no named terminal"}, not ${choice.terminal}.`,
      );
    }
    out.pol = {
      name: polVisit.port.name,
      code: polVisit.port.code,
      country: polVisit.port.countryName,
      terminal: polVisit.terminal?.name ?? null,
      arrival: formatLocalDateTime(polVisit.arrival),
      departure: formatLocalDateTime(polVisit.departure),
      cutOff: polVisit.cutOff ? formatLocalDateTime(polVisit.cutOff) : null,
    };
  }
  const after = polVisit?.sequence ?? 0;
  const podVisit = choice.pod
    ? voyage.visits.find((v) => v.canDischarge && v.sequence > after && isPort(v, choice.pod!))
    : undefined;
  if (!choice.pod) out.problems.push("No port of discharge was chosen.");
  else if (!podVisit)
    out.problems.push(
      `Voyage ${voyage.number} does not discharge at ${choice.pod}${polVisit ? ` after ${polVisit.port.name}` : ""}.`,
    );
  else
    out.pod = {
      name: podVisit.port.name,
      code: podVisit.port.code,
      country: podVisit.port.countryName,
      arrival: formatLocalDateTime(podVisit.arrival),
    };
  return out;
}
