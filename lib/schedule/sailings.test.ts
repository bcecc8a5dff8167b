import { describe, expect, it } from "vitest";
import { pointToPointSailings, portIdsFor, type PortZone } from "@/lib/schedule/sailings";
import { rotationParamsFor, readScheduleUrl } from "@/lib/schedule/schedule-view";
import { sailingIcs, sailingsCsv } from "@/lib/schedule/schedule-export";
import { CSV_INJECTION_PAYLOADS } from "@/lib/csv/owasp-payloads";
import { expectNoFormula } from "@/lib/csv/expect-no-formula";
import type { RotationResponse, ScheduleVisit } from "@/lib/schedule/rotation-schema";

const ports: PortZone[] = [
  { id: 1, code: "DEHAM", name: "Hamburg", timeZone: "Europe/Berlin" },
  { id: 2, code: "BEANR", name: "Antwerp", timeZone: "Europe/Brussels" },
  { id: 3, code: "NGLOS", name: "Lagos", timeZone: "Africa/Lagos" },
  { id: 4, code: "USHOU", name: "Houston", timeZone: "America/Chicago" },
];
const zoneOf = (id: number) => ports.find((p) => p.id === id)!.timeZone;
const visit = (
  portId: number,
  arrival: string,
  departure: string,
  roles: { load?: boolean; discharge?: boolean; cutOff?: string } = {},
): ScheduleVisit => ({
  portId,
  port: ports.find((p) => p.id === portId)!.name,
  terminal: "T1",
  arrival,
  departure,
  cutOff: roles.cutOff ?? null,
  canLoad: roles.load ?? false,
  canDischarge: roles.discharge ?? false,
});
const voyage = (number: string, visits: ScheduleVisit[]) => ({
  voyage: number,
  vessel: "Ro Star",
  maxUnitHeight: 450,
  maxUnitWidth: 400,
  maxUnitWeight: 80,
  visits,
});

const data: RotationResponse = {
  ports: [],
  voyages: [
    // sails later, listed first: the sailings come in order of departure from the Pol
    voyage("V2", [
      visit(2, "2026-12-08T06:00:00", "2026-12-08T18:00:00", { load: true, cutOff: "2026-12-06T18:00:00" }),
      visit(3, "2026-12-20T08:00:00", "2026-12-21T08:00:00", { discharge: true }),
    ]),
    voyage("V1", [
      visit(1, "2026-11-28T06:00:00", "2026-11-29T06:00:00", { load: true, cutOff: "2026-11-27T06:00:00" }),
      visit(2, "2026-11-30T06:00:00", "2026-11-30T22:00:00", { load: true, cutOff: "2026-11-28T16:00:00" }),
      visit(3, "2026-12-10T23:00:00", "2026-12-12T08:00:00", { discharge: true }),
    ]),
    // calls at Lagos before Antwerp only: no sailing from Antwerp to Lagos
    voyage("V3", [
      visit(3, "2026-11-25T06:00:00", "2026-11-26T06:00:00", { discharge: true, load: true }),
      visit(2, "2026-12-05T06:00:00", "2026-12-05T20:00:00", {
        load: true,
        discharge: true,
        cutOff: "2026-12-03T20:00:00",
      }),
    ]),
  ],
};

describe("point-to-point sailings", () => {
  const now = new Date("2026-11-28T15:30:00Z"); // 16:30 in Antwerp

  it("finds one sailing per voyage that loads at the Pol and discharges at the Pod after it, by departure", () => {
    const sailings = pointToPointSailings(data, portIdsFor("beanr", ports), portIdsFor("Lagos", ports), zoneOf, {
      now,
    });
    expect(sailings.map((s) => s.voyage.voyage)).toEqual(["V1", "V2"]);
    const [first] = sailings;
    expect(first.pol.port).toBe("Antwerp");
    expect(first.pod.arrival).toBe("2026-12-10T23:00:00");
    // 30 Nov 22:00 Brussels (21:00Z) → 10 Dec 23:00 Lagos (22:00Z): 10 days and 1 hour
    expect(first.transitHours).toBe(241);
    expect(first.transitDays).toBe(10);
  });

  it("closes a sailing once the Pol's cut-off has passed in the Pol's time", () => {
    const sailings = pointToPointSailings(data, portIdsFor("BEANR", ports), portIdsFor("NGLOS", ports), zoneOf, {
      now,
    });
    // cut-off 28 Nov 16:00 Brussels = 15:00Z: past at 15:30Z (read as UTC it would still be open)
    expect(sailings[0].cutOff).toBe("past");
    expect(sailings[1].cutOff).toBe("open");
  });

  it("keeps to the departure window", () => {
    const sailings = pointToPointSailings(data, portIdsFor("BEANR", ports), portIdsFor("NGLOS", ports), zoneOf, {
      now,
      departureMin: "2026-12-01",
    });
    expect(sailings.map((s) => s.voyage.voyage)).toEqual(["V2"]);
  });
});

describe("the schedule page's window", () => {
  it("departs from today for four weeks from a port (two for every service) unless dates are chosen, and takes the weeks from the URL", () => {
    const url = (q: string) => readScheduleUrl((k) => new URLSearchParams(q).get(k));
    expect(rotationParamsFor(url("Pol=BEANR"), "2026-11-22")).toEqual({
      Pol: "BEANR",
      DepartureMin: "2026-11-22",
      DepartureMax: "2026-12-20T23:59:59",
    });
    expect(rotationParamsFor(url("weeks=8"), "2026-11-22")).toEqual({
      DepartureMin: "2026-11-22",
      DepartureMax: "2027-01-17T23:59:59",
    });
    expect(rotationParamsFor(url("weeks=999&Pod=NGLOS"), "2026-11-22").DepartureMax).toBe("2026-12-20T23:59:59");
    expect(rotationParamsFor(url(""), "2026-11-22")).toEqual({
      DepartureMin: "2026-11-22",
      DepartureMax: "2026-12-06T23:59:59",
    });
    expect(rotationParamsFor(url("ArrivalMax=2027-01-01&weeks=2"), "2026-11-22")).toEqual({ ArrivalMax: "2027-01-01" });
  });
});

describe("export", () => {
  const sailings = pointToPointSailings(data, portIdsFor("BEANR", ports), portIdsFor("NGLOS", ports), zoneOf, {
    now: new Date("2026-11-28T15:30:00Z"),
  });

  it("writes the sailings as CSV with port-local times and their offsets, formulas made plain", () => {
    const text = sailingsCsv(sailings, () => "Nordic Ro-Ro Lines");
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Voyage,Vessel,Line,Pol,Pol terminal,Cut-off,ETD,Pol UTC offset,Pod,ETA,Pod UTC offset,Transit days,Status",
    );
    expect(lines[1]).toBe(
      "V1,Ro Star,Nordic Ro-Ro Lines,Antwerp,T1,2026-11-28 16:00,2026-11-30 22:00,UTC+1,Lagos,2026-12-10 23:00,UTC+1,10,closed",
    );
    // a line's vessel and terminal names reach the file as they were typed: none opens as a formula
    const hostile = sailings.map((s, i) => ({
      ...s,
      voyage: { ...s.voyage, vessel: CSV_INJECTION_PAYLOADS[i] },
      pol: { ...s.pol, terminal: CSV_INJECTION_PAYLOADS.at(-1 - i)! },
    }));
    expectNoFormula(
      sailingsCsv(hostile, () => "=1+1\n"),
      hostile.flatMap((s) => [s.voyage.vessel, s.pol.terminal, "=1+1\n"]),
    );
  });

  it("writes a sailing's cut-off, departure and arrival as UTC instants in an iCalendar file", () => {
    const ics = sailingIcs(sailings[1], "Nordic Ro-Ro Lines", new Date("2026-11-28T15:30:00Z"));
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    // 6 Dec 18:00 in Antwerp is 17:00 UTC
    expect(ics).toContain("DTSTART:20261206T170000Z");
    expect(ics).toContain("SUMMARY:Cut-off Antwerp: V2 Ro Star (Nordic Ro-Ro Lines)");
    expect(ics).toContain("DTSTART:20261220T070000Z");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
