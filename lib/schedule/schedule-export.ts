// Export of the schedule view: CSV (of the sailings, or of every call of the voyages shown) and
// an iCalendar file of a sailing's cut-off, departure and arrival. Built in the browser from the
// data on screen, so the file is exactly the view. Safe in the browser.
import type { Sailing } from "@/lib/schedule/sailings";
import type { RotationResponse } from "@/lib/schedule/rotation-schema";
import { portInstant, utcOffsetLabel } from "@/lib/time/port-time";
import { toCsv, type CsvValue } from "@/lib/csv/csv";

const wall = (value: string | null) => (value ? value.slice(0, 16).replace("T", " ") : "");

/** Point-to-point: one row per sailing. Times are port-local, with their UTC offset. */
export function sailingsCsv(
  sailings: Sailing[],
  lineOf: (voyage: string, vessel: string) => string | undefined,
): string {
  const header = [
    "Voyage",
    "Vessel",
    "Line",
    "Pol",
    "Pol terminal",
    "Cut-off",
    "ETD",
    "Pol UTC offset",
    "Pod",
    "ETA",
    "Pod UTC offset",
    "Transit days",
    "Status",
  ];
  return toCsv(
    header,
    sailings.map((s) => [
      s.voyage.voyage,
      s.voyage.vessel,
      lineOf(s.voyage.voyage, s.voyage.vessel) ?? "",
      s.pol.port,
      s.pol.terminal,
      wall(s.pol.cutOff),
      wall(s.pol.departure),
      utcOffsetLabel(s.pol.departure, s.polZone),
      s.pod.port,
      wall(s.pod.arrival),
      utcOffsetLabel(s.pod.arrival, s.podZone),
      s.transitDays,
      s.cutOff === "past" ? "closed" : "open",
    ]),
  );
}

/** The service grid: one row per call of every voyage shown, in rotation order. */
export function rotationCsv(
  data: RotationResponse,
  lineOf: (voyage: string, vessel: string) => string | undefined,
  zoneOf: (portId: number) => string,
): string {
  const header = [
    "Voyage",
    "Vessel",
    "Line",
    "Call",
    "Port",
    "Terminal",
    "Arrival",
    "Departure",
    "Cut-off",
    "UTC offset",
    "Loads",
    "Discharges",
  ];
  const rows: CsvValue[][] = [];
  for (const v of data.voyages) {
    v.visits.forEach((visit, i) =>
      rows.push([
        v.voyage,
        v.vessel,
        lineOf(v.voyage, v.vessel) ?? "",
        i + 1,
        visit.port,
        visit.terminal,
        wall(visit.arrival),
        wall(visit.departure),
        wall(visit.cutOff),
        utcOffsetLabel(visit.arrival, zoneOf(visit.portId)),
        visit.canLoad ? "yes" : "no",
        visit.canDischarge ? "yes" : "no",
      ]),
    );
  }
  return toCsv(header, rows);
}

const icsText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Lines longer than 75 octets are folded (RFC 5545 §3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (new TextEncoder().encode(rest).length > 75) {
    let cut = 74;
    while (new TextEncoder().encode(rest.slice(0, cut)).length > 74) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join("\r\n");
}

/**
 * An iCalendar file of a sailing: the cut-off at the Pol (the one that matters: deliver by then),
 * the departure and the arrival, each as a UTC instant so a calendar shows it in its own zone.
 */
export function sailingIcs(sailing: Sailing, line: string | undefined, now: Date = new Date()): string {
  const { voyage, pol, pod } = sailing;
  const what = `${voyage.voyage} ${voyage.vessel}${line ? ` (${line})` : ""}`;
  const uid = (kind: string) => `${kind}-${voyage.voyage}-${pol.portId}-${pod.portId}@quayside`.replace(/\s+/g, "");
  const event = (kind: string, summary: string, at: Date, description: string) => [
    "BEGIN:VEVENT",
    `UID:${uid(kind)}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(at)}`,
    `DTEND:${icsTime(at)}`,
    `SUMMARY:${icsText(summary)}`,
    `DESCRIPTION:${icsText(description)}`,
    `LOCATION:${icsText(kind === "arrival" ? pod.port : [pol.port, pol.terminal].filter(Boolean).join(", "))}`,
    ...(kind === "cutoff"
      ? ["BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${icsText(summary)}`, "TRIGGER:-PT24H", "END:VALARM"]
      : []),
    "END:VEVENT",
  ];
  const local = (value: string, zone: string) => `${wall(value)} local time (${utcOffsetLabel(value, zone)})`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Quayside//Schedules//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(pol.cutOff
      ? event(
          "cutoff",
          `Cut-off ${pol.port}: ${what}`,
          portInstant(pol.cutOff, sailing.polZone),
          `Last delivery to ${pol.terminal ?? pol.port} for ${what} to ${pod.port}: ${local(pol.cutOff, sailing.polZone)}.`,
        )
      : []),
    ...event(
      "departure",
      `Departs ${pol.port}: ${what}`,
      portInstant(pol.departure, sailing.polZone),
      `${what} departs ${pol.port} for ${pod.port}: ${local(pol.departure, sailing.polZone)}.`,
    ),
    ...event(
      "arrival",
      `Arrives ${pod.port}: ${what}`,
      portInstant(pod.arrival, sailing.podZone),
      `${what} arrives at ${pod.port}: ${local(pod.arrival, sailing.podZone)}.`,
    ),
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
