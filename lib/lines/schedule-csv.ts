// A season's schedule as CSV → voyages with their calls. Pure: the caller resolves names against
// the database afterwards. One row per port call; the rows of a voyage (same Voyage) in rotation
// order. Every bad row is reported with its line number as a spreadsheet shows it (header = 1);
// when any row is bad nothing is returned, so an import never half-applies.
import Papa from "papaparse";
import { toCsv } from "@/lib/csv/csv";
import { SCHEDULE_CSV_COLUMNS, voyageNumberSchema } from "@/lib/lines/schemas";
import { parseLocalDateTime } from "@/lib/time/local-datetime";

type Column = (typeof SCHEDULE_CSV_COLUMNS)[number];

export interface CsvRowError {
  /** line of the file (header = 1); null for the file as a whole */
  row: number | null;
  column?: Column;
  message: string;
}

export interface CsvCall {
  row: number;
  port: string;
  terminal: string;
  arrival: Date;
  departure: Date;
  cutOff: Date | null;
  canLoad: boolean;
  canDischarge: boolean;
}

export interface CsvVoyage {
  row: number;
  number: string;
  vessel: string;
  scheduleCategory: string;
  sailingRoute: string;
  calls: CsvCall[];
}

export type ParsedSchedule = { ok: true; voyages: CsvVoyage[] } | { ok: false; errors: CsvRowError[] };

const fold = (s: string) => s.toLowerCase().replace(/[\s_\-/]/g, "");
const YES = new Set(["y", "yes", "true", "1", "x"]);
const NO = new Set(["n", "no", "false", "0", ""]);
const MAX_ROWS = 20_000;

export function scheduleCsvTemplate(): string {
  const rows = [
    [
      "NRL9901",
      "Nordic Aurora",
      "Europe - West Africa",
      "NEWA",
      "BEZEE",
      "ICO",
      "2027-03-01T06:00",
      "2027-03-02T18:00",
      "2027-02-27T18:00",
      "yes",
      "no",
    ],
    [
      "NRL9901",
      "Nordic Aurora",
      "Europe - West Africa",
      "NEWA",
      "NGLOS",
      "",
      "2027-03-14T08:00",
      "2027-03-16T20:00",
      "",
      "no",
      "yes",
    ],
  ];
  return toCsv(SCHEDULE_CSV_COLUMNS, rows);
}

export function parseScheduleCsv(text: string): ParsedSchedule {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header, ...body] = parsed.data;
  if (!header) return { ok: false, errors: [{ row: null, message: "The file has no header row." }] };
  const index = new Map<Column, number>();
  header.forEach((h, i) => {
    const col = SCHEDULE_CSV_COLUMNS.find((c) => fold(c) === fold(h));
    if (col && !index.has(col)) index.set(col, i);
  });
  const missing = SCHEDULE_CSV_COLUMNS.filter((c) => c !== "Terminal" && c !== "CutOff" && !index.has(c));
  if (missing.length)
    return {
      ok: false,
      errors: [{ row: 1, message: `The header lacks ${missing.join(", ")} (use the template's columns).` }],
    };
  if (body.length > MAX_ROWS)
    return { ok: false, errors: [{ row: null, message: `At most ${MAX_ROWS} rows per file.` }] };

  const errors: CsvRowError[] = [];
  const voyages = new Map<string, CsvVoyage>();
  body.forEach((cells, i) => {
    const row = i + 2;
    const cell = (c: Column) => (index.has(c) ? (cells[index.get(c)!] ?? "").trim() : "");
    const bad = (column: Column, message: string) => errors.push({ row, column, message });
    const time = (c: Column, required: boolean): Date | null => {
      const value = cell(c);
      if (!value) {
        if (required) bad(c, `${c} is required.`);
        return null;
      }
      const d = parseLocalDateTime(value);
      if (!d) bad(c, `${c} "${value}" is not a date and time (YYYY-MM-DDTHH:MM).`);
      return d;
    };
    const flag = (c: Column): boolean => {
      const v = cell(c).toLowerCase();
      if (YES.has(v)) return true;
      if (!NO.has(v)) bad(c, `${c} is yes or no, not "${cell(c)}".`);
      return false;
    };
    const before = errors.length;
    const number = voyageNumberSchema.safeParse(cell("Voyage"));
    if (!number.success) bad("Voyage", number.error.issues[0].message);
    for (const c of ["Vessel", "ScheduleCategory", "SailingRoute", "Port"] as const)
      if (!cell(c)) bad(c, `${c} is required.`);
    const arrival = time("Arrival", true);
    const departure = time("Departure", true);
    const cutOff = time("CutOff", false);
    const canLoad = flag("CanLoad");
    const canDischarge = flag("CanDischarge");
    if (arrival && departure && departure < arrival) bad("Departure", "Departure is before arrival.");
    if (cutOff && departure && cutOff > departure) bad("CutOff", "The cut-off is after departure.");
    if (!canLoad && !canDischarge && errors.length === before) bad("CanLoad", "A call must load, discharge or both.");
    if (errors.length > before || !number.success) return;

    const call: CsvCall = {
      row,
      port: cell("Port"),
      terminal: cell("Terminal"),
      arrival: arrival!,
      departure: departure!,
      cutOff,
      canLoad,
      canDischarge,
    };
    const voyage = voyages.get(number.data);
    if (!voyage) {
      voyages.set(number.data, {
        row,
        number: number.data,
        vessel: cell("Vessel"),
        scheduleCategory: cell("ScheduleCategory"),
        sailingRoute: cell("SailingRoute"),
        calls: [call],
      });
      return;
    }
    for (const [c, key] of [
      ["Vessel", "vessel"],
      ["ScheduleCategory", "scheduleCategory"],
      ["SailingRoute", "sailingRoute"],
    ] as const) {
      if (cell(c).toLowerCase() !== voyage[key].toLowerCase())
        bad(c, `Voyage ${voyage.number} has ${c} "${voyage[key]}" on row ${voyage.row}.`);
    }
    const last = voyage.calls[voyage.calls.length - 1];
    if (call.arrival < last.departure)
      bad("Arrival", `Arrives before the call on row ${last.row} departs: list a voyage's calls in rotation order.`);
    voyage.calls.push(call);
  });
  for (const v of voyages.values()) {
    if (v.calls.length < 2)
      errors.push({
        row: v.row,
        column: "Voyage",
        message: `Voyage ${v.number} has one call; a voyage needs at least two.`,
      });
  }
  if (!body.length) errors.push({ row: null, message: "The file has no rows below the header." });
  errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return errors.length ? { ok: false, errors } : { ok: true, voyages: [...voyages.values()] };
}
