// A terminal's gate-in or loading list as CSV → milestone entries for recordMilestones. Pure:
// the caller passes the voyage's booked units, rows are matched by item id or by VIN/serial
// within them. Every bad row is reported (row number as a spreadsheet shows it, header = 1);
// when any row is bad no entry is returned, so nothing is half-applied.
import Papa from "papaparse";
import { toCsv } from "@/lib/csv/csv";
import { z } from "zod";
import { type Said, saidOf, type Worded, zodIssuesToFieldErrors } from "@/lib/core/errors";
import { refusal, wordsOf } from "@/lib/i18n/sentences";
import {
  MILESTONE_NAMES,
  milestoneInputSchema,
  type MilestoneInput,
  type MilestoneName,
} from "@/lib/feed/milestone-schema";

/** Columns of the template, in order. ItemId or Serial identifies the unit. */
export const MILESTONE_CSV_COLUMNS = [
  "ItemId",
  "Serial",
  "Milestone",
  "Date",
  "Location",
  "Length",
  "Width",
  "Height",
  "Weight",
  "CustomsDocs",
] as const;
type Column = (typeof MILESTONE_CSV_COLUMNS)[number];

/** Header spellings terminals use, folded (lower case, no spaces, dashes, underscores or slashes). */
const HEADER_ALIASES: Record<string, Column> = {
  itemid: "ItemId",
  id: "ItemId",
  serial: "Serial",
  vin: "Serial",
  serialnumber: "Serial",
  serialvin: "Serial",
  vinserial: "Serial",
  chassis: "Serial",
  milestone: "Milestone",
  event: "Milestone",
  type: "Milestone",
  date: "Date",
  on: "Date",
  location: "Location",
  length: "Length",
  lengthcm: "Length",
  width: "Width",
  widthcm: "Width",
  height: "Height",
  heightcm: "Height",
  weight: "Weight",
  weightkg: "Weight",
  customsdocs: "CustomsDocs",
  customsdoc: "CustomsDocs",
  customsdocuments: "CustomsDocs",
};

const MILESTONE_ALIASES: Record<string, MilestoneName> = {
  delivered: "Delivered",
  gatein: "Delivered",
  loaded: "Loaded",
  discharged: "Discharged",
  customscleared: "CustomsCleared",
  cleared: "CustomsCleared",
};

const fold = (text: string) => text.toLowerCase().replace(/[\s_\-/.()]+/g, "");
const foldSerial = (text: string) => text.toUpperCase().replace(/\s+/g, "");

export const MAX_CSV_ROWS = 2000;

export interface CsvUnit {
  id: number;
  serial: string | null;
}

export interface CsvRowError {
  /** line of the file (the header is line 1); null for an error of the whole file */
  row: number | null;
  column: Column | null;
  message: string;
}

export interface CsvEntry {
  row: number;
  itemId: number;
  milestone: MilestoneInput;
}

// What a row error's message was made from travels beside it (as a field error's does,
// lib/core/errors.ts): the error stays { row, column, message }.
const SAID = new WeakMap<CsvRowError, Said>();

function rowError(row: number | null, column: Column | null, message: Worded | string): CsvRowError {
  const error = { row, column, message: typeof message === "string" ? message : message.text };
  if (typeof message !== "string") SAID.set(error, message.said);
  return error;
}

/** A row error's message with what it was made from, for a field error (plain English when none). */
export function rowErrorWording(error: CsvRowError): Worded | string {
  const said = SAID.get(error);
  return said ? { text: error.message, said } : error.message;
}

export type MilestoneCsvResult = { ok: true; entries: CsvEntry[] } | { ok: false; errors: CsvRowError[] };

/** The template a terminal fills in: the header and example rows (one per given unit, at most three). */
export function milestoneCsvTemplate(
  examples: { serial: string | null }[] = [],
  on = new Date().toISOString().slice(0, 10),
): string {
  const rows = examples
    .filter((u) => u.serial)
    .slice(0, 3)
    .map((u) => ["", u.serial!, "Delivered", on, "Gate 2", "", "", "", "", ""]);
  return toCsv(MILESTONE_CSV_COLUMNS, rows);
}

function measure(value: string): number | string | undefined {
  if (!value) return undefined;
  const n = Number(value.replace(",", "."));
  return Number.isFinite(n) ? n : value;
}

function columnOfPath(path: ReadonlyArray<PropertyKey>): Column | null {
  const key = String(path[0] ?? "");
  const byField: Record<string, Column> = {
    type: "Milestone",
    on: "Date",
    location: "Location",
    length: "Length",
    width: "Width",
    height: "Height",
    weight: "Weight",
    customsDocs: "CustomsDocs",
  };
  return byField[key] ?? null;
}

interface RowContext {
  row: number;
  cells: Partial<Record<Column, string>>;
  defaultType: MilestoneName | null;
  byId: Map<number, CsvUnit>;
  bySerial: Map<string, CsvUnit[]>;
  errors: CsvRowError[];
}

function resolveUnit({ row, cells, byId, bySerial, errors }: RowContext): CsvUnit | null {
  const idText = cells.ItemId ?? "";
  const serial = foldSerial(cells.Serial ?? "");
  if (idText) {
    const unit = /^\d+$/.test(idText) ? byId.get(Number(idText)) : undefined;
    if (!unit) errors.push(rowError(row, "ItemId", refusal("refusals.feed.csv.noSuchUnitId", { id: idText })));
    else if (serial && unit.serial && foldSerial(unit.serial) !== serial)
      errors.push(
        rowError(
          row,
          "Serial",
          refusal("refusals.feed.csv.serialMismatch", { id: idText, serial: unit.serial, given: cells.Serial ?? "" }),
        ),
      );
    else return unit;
    return null;
  }
  if (!serial) {
    errors.push(rowError(row, "Serial", refusal("refusals.feed.csv.giveUnit")));
    return null;
  }
  const matches = bySerial.get(serial) ?? [];
  if (matches.length === 1) return matches[0];
  const given = cells.Serial ?? "";
  errors.push(
    rowError(
      row,
      "Serial",
      matches.length === 0
        ? refusal("refusals.feed.csv.noSuchSerial", { serial: given })
        : refusal("refusals.feed.csv.serialOfSeveral", { count: matches.length, serial: given }),
    ),
  );
  return null;
}

function parseRow(context: RowContext): CsvEntry | null {
  const { row, cells, defaultType, errors } = context;
  const unit = resolveUnit(context);
  const typeText = cells.Milestone ?? "";
  const type = typeText ? MILESTONE_ALIASES[fold(typeText)] : defaultType;
  if (!type) {
    errors.push(
      rowError(
        row,
        "Milestone",
        typeText
          ? refusal("refusals.feed.csv.notAMilestone", { given: typeText, names: MILESTONE_NAMES.join(", ") })
          : refusal("refusals.feed.csv.sayWhichMilestone"),
      ),
    );
  }
  const candidate = {
    type: type ?? "Delivered",
    on: cells.Date ?? "",
    location: cells.Location || undefined,
    length: measure(cells.Length ?? ""),
    width: measure(cells.Width ?? ""),
    height: measure(cells.Height ?? ""),
    weight: measure(cells.Weight ?? ""),
    customsDocs: cells.CustomsDocs || undefined,
  };
  const parsed = milestoneInputSchema.safeParse(candidate);
  if (!parsed.success) {
    // zod's message, with what it was made from (its key, or zod's issue) when the field error says the same.
    const worded = zodIssuesToFieldErrors(parsed.error);
    parsed.error.issues.forEach((issue, i) => {
      const said = worded[i].message === issue.message ? saidOf(worded[i]) : undefined;
      errors.push(rowError(row, columnOfPath(issue.path), said ? { text: issue.message, said } : issue.message));
    });
  }
  return unit && type && parsed.success ? { row, itemId: unit.id, milestone: parsed.data } : null;
}

/** Headers → columns; unknown headers are ignored (terminals' lists carry more than we read). */
function mapHeaders(fields: string[], errors: CsvRowError[]): Map<string, Column> {
  const columns = new Map<string, Column>();
  for (const field of fields) {
    const column = HEADER_ALIASES[fold(field)];
    if (column && ![...columns.values()].includes(column)) columns.set(field, column);
  }
  const have = new Set(columns.values());
  if (!have.has("ItemId") && !have.has("Serial"))
    errors.push(rowError(1, null, refusal("refusals.feed.csv.headerNeedsUnit")));
  if (!have.has("Date")) errors.push(rowError(1, null, refusal("refusals.feed.csv.headerNeedsDate")));
  return columns;
}

export function parseMilestoneCsv(
  text: string,
  options: { units: CsvUnit[]; defaultType?: MilestoneName | null },
): MilestoneCsvResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header, ...body] = parsed.data;
  if (!header) return { ok: false, errors: [rowError(null, null, refusal("refusals.feed.csv.fileEmpty"))] };
  if (body.length === 0) return { ok: false, errors: [rowError(null, null, refusal("refusals.feed.csv.noRows"))] };
  if (body.length > MAX_CSV_ROWS)
    return {
      ok: false,
      errors: [
        rowError(null, null, refusal("refusals.feed.csv.tooManyRows", { rows: body.length, max: MAX_CSV_ROWS })),
      ],
    };

  const errors: CsvRowError[] = [];
  const columns = mapHeaders(header, errors);
  if (errors.length) return { ok: false, errors };
  const byId = new Map(options.units.map((u) => [u.id, u]));
  const bySerial = new Map<string, CsvUnit[]>();
  for (const u of options.units)
    if (u.serial) bySerial.set(foldSerial(u.serial), [...(bySerial.get(foldSerial(u.serial)) ?? []), u]);

  const entries: CsvEntry[] = [];
  const seen = new Map<string, number>();
  body.forEach((values, index) => {
    const row = index + 2;
    const cells: Partial<Record<Column, string>> = {};
    header.forEach((field, i) => {
      const column = columns.get(field);
      if (column) cells[column] = (values[i] ?? "").trim();
    });
    const entry = parseRow({ row, cells, defaultType: options.defaultType ?? null, byId, bySerial, errors });
    if (!entry) return;
    const key = `${entry.itemId}:${entry.milestone.type}`;
    const first = seen.get(key);
    if (first)
      errors.push(
        rowError(row, null, refusal("refusals.feed.csv.rowTwice", { first, milestone: entry.milestone.type })),
      );
    else seen.set(key, row);
    entries.push(entry);
  });
  return errors.length ? { ok: false, errors } : { ok: true, entries };
}

/** The shape a server action receives; validated there, the file's text stays a string. */
export const milestoneCsvUploadSchema = z.object({
  voyageId: z.number().int().positive(),
  text: z.string().max(2_000_000, { error: wordsOf("refusals.feed.csv.fileTooLarge") }),
  defaultType: z.enum(MILESTONE_NAMES).nullable(),
});
