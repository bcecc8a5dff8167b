// A season's schedule as CSV → voyages with their calls. Pure: the caller resolves names against
// the database afterwards. One row per port call; the rows of a voyage (same Voyage) in rotation
// order. Every bad row is reported with its line number as a spreadsheet shows it (header = 1);
// when any row is bad nothing is returned, so an import never half-applies.
import Papa from "papaparse";
import type { z } from "zod";
import { toCsv } from "@/lib/csv/csv";
import { type Said, saidOf, type Worded, zodIssuesToFieldErrors } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { SCHEDULE_CSV_COLUMNS, voyageNumberSchema } from "@/lib/lines/schemas";
import { parseLocalDateTime } from "@/lib/time/local-datetime";

type Column = (typeof SCHEDULE_CSV_COLUMNS)[number];

export interface CsvRowError {
  /** line of the file (header = 1); null for the file as a whole */
  row: number | null;
  column?: Column;
  message: string;
}

// What a row error's message was made from travels beside it (as a field error's does,
// lib/core/errors.ts): the error stays { row, column?, message }.
const SAID = new WeakMap<CsvRowError, Said>();

export function rowError(row: number | null, column: Column | undefined, message: Worded | string): CsvRowError {
  const text = typeof message === "string" ? message : message.text;
  const error: CsvRowError = column === undefined ? { row, message: text } : { row, column, message: text };
  if (typeof message !== "string") SAID.set(error, message.said);
  return error;
}

/** A row error's message with what it was made from, for a field error (plain English when none). */
export function rowErrorWording(error: CsvRowError): Worded | string {
  const said = SAID.get(error);
  return said ? { text: error.message, said } : error.message;
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

/** The first issue's message, with what it was made from when the field error says the same. */
function issueWording(error: z.ZodError): Worded | string {
  const text = error.issues[0].message;
  const [first] = zodIssuesToFieldErrors(error);
  const said = first.message === text ? saidOf(first) : undefined;
  return said ? { text, said } : text;
}

export function parseScheduleCsv(text: string): ParsedSchedule {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header, ...body] = parsed.data;
  if (!header) return { ok: false, errors: [rowError(null, undefined, refusal("refusals.lines.csv.noHeader"))] };
  const index = new Map<Column, number>();
  header.forEach((h, i) => {
    const col = SCHEDULE_CSV_COLUMNS.find((c) => fold(c) === fold(h));
    if (col && !index.has(col)) index.set(col, i);
  });
  const missing = SCHEDULE_CSV_COLUMNS.filter((c) => c !== "Terminal" && c !== "CutOff" && !index.has(c));
  if (missing.length)
    return {
      ok: false,
      errors: [rowError(1, undefined, refusal("refusals.lines.csv.headerLacks", { columns: missing.join(", ") }))],
    };
  if (body.length > MAX_ROWS)
    return {
      ok: false,
      errors: [rowError(null, undefined, refusal("refusals.lines.csv.tooManyRows", { max: MAX_ROWS }))],
    };

  const errors: CsvRowError[] = [];
  const voyages = new Map<string, CsvVoyage>();
  body.forEach((cells, i) => {
    const row = i + 2;
    const cell = (c: Column) => (index.has(c) ? (cells[index.get(c)!] ?? "").trim() : "");
    const bad = (column: Column, message: Worded | string) => errors.push(rowError(row, column, message));
    const required = (column: Column) => refusal("validation.required", { name: column });
    const time = (c: Column, isRequired: boolean): Date | null => {
      const value = cell(c);
      if (!value) {
        if (isRequired) bad(c, required(c));
        return null;
      }
      const d = parseLocalDateTime(value);
      if (!d) bad(c, refusal("refusals.lines.csv.notADateTime", { column: c, value }));
      return d;
    };
    const flag = (c: Column): boolean => {
      const v = cell(c).toLowerCase();
      if (YES.has(v)) return true;
      if (!NO.has(v)) bad(c, refusal("refusals.lines.csv.yesOrNo", { column: c, value: cell(c) }));
      return false;
    };
    const before = errors.length;
    const number = voyageNumberSchema.safeParse(cell("Voyage"));
    if (!number.success) bad("Voyage", issueWording(number.error));
    for (const c of ["Vessel", "ScheduleCategory", "SailingRoute", "Port"] as const) if (!cell(c)) bad(c, required(c));
    const arrival = time("Arrival", true);
    const departure = time("Departure", true);
    const cutOff = time("CutOff", false);
    const canLoad = flag("CanLoad");
    const canDischarge = flag("CanDischarge");
    if (arrival && departure && departure < arrival)
      bad("Departure", refusal("refusals.lines.csv.departureBeforeArrival"));
    if (cutOff && departure && cutOff > departure) bad("CutOff", refusal("refusals.lines.csv.cutOffAfterDeparture"));
    if (!canLoad && !canDischarge && errors.length === before)
      bad("CanLoad", refusal("refusals.lines.csv.loadOrDischarge"));
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
        bad(
          c,
          refusal("refusals.lines.csv.voyageDiffers", {
            voyage: voyage.number,
            column: c,
            value: voyage[key],
            row: voyage.row,
          }),
        );
    }
    const last = voyage.calls[voyage.calls.length - 1];
    if (call.arrival < last.departure) bad("Arrival", refusal("refusals.lines.csv.outOfRotation", { row: last.row }));
    voyage.calls.push(call);
  });
  for (const v of voyages.values()) {
    if (v.calls.length < 2)
      errors.push(rowError(v.row, "Voyage", refusal("refusals.lines.csv.oneCall", { voyage: v.number })));
  }
  if (!body.length) errors.push(rowError(null, undefined, refusal("refusals.lines.csv.noRows")));
  errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return errors.length ? { ok: false, errors } : { ok: true, voyages: [...voyages.values()] };
}
