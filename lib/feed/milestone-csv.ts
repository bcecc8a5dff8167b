// A terminal's gate-in or loading list as CSV → milestone entries for recordMilestones. Pure:
// the caller passes the voyage's booked units, rows are matched by item id or by VIN/serial
// within them. Every bad row is reported (row number as a spreadsheet shows it, header = 1);
// when any row is bad no entry is returned, so nothing is half-applied.
import Papa from "papaparse";
import { toCsv } from "@/lib/csv/csv";
import { z } from "zod";
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
    if (!unit) errors.push({ row, column: "ItemId", message: `No booked unit ${idText} on this voyage.` });
    else if (serial && unit.serial && foldSerial(unit.serial) !== serial)
      errors.push({ row, column: "Serial", message: `Unit ${idText} has serial ${unit.serial}, not ${cells.Serial}.` });
    else return unit;
    return null;
  }
  if (!serial) {
    errors.push({ row, column: "Serial", message: "Give the unit's VIN/serial or its item id." });
    return null;
  }
  const matches = bySerial.get(serial) ?? [];
  if (matches.length === 1) return matches[0];
  errors.push({
    row,
    column: "Serial",
    message:
      matches.length === 0
        ? `No booked unit with VIN/serial ${cells.Serial} on this voyage.`
        : `${matches.length} units on this voyage have VIN/serial ${cells.Serial}; give the item id.`,
  });
  return null;
}

function parseRow(context: RowContext): CsvEntry | null {
  const { row, cells, defaultType, errors } = context;
  const unit = resolveUnit(context);
  const typeText = cells.Milestone ?? "";
  const type = typeText ? MILESTONE_ALIASES[fold(typeText)] : defaultType;
  if (!type) {
    errors.push({
      row,
      column: "Milestone",
      message: typeText
        ? `"${typeText}" is not a milestone; use ${MILESTONE_NAMES.join(", ")}.`
        : "Say which milestone (Delivered, Loaded, Discharged or CustomsCleared).",
    });
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
    for (const issue of parsed.error.issues)
      errors.push({ row, column: columnOfPath(issue.path), message: issue.message });
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
    errors.push({ row: 1, column: null, message: "The header needs an ItemId or a Serial (VIN) column." });
  if (!have.has("Date")) errors.push({ row: 1, column: null, message: "The header needs a Date column (YYYY-MM-DD)." });
  return columns;
}

export function parseMilestoneCsv(
  text: string,
  options: { units: CsvUnit[]; defaultType?: MilestoneName | null },
): MilestoneCsvResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header, ...body] = parsed.data;
  if (!header) return { ok: false, errors: [{ row: null, column: null, message: "The file is empty." }] };
  if (body.length === 0)
    return { ok: false, errors: [{ row: null, column: null, message: "The file has a header but no rows." }] };
  if (body.length > MAX_CSV_ROWS)
    return {
      ok: false,
      errors: [
        {
          row: null,
          column: null,
          message: `The file has ${body.length} rows; upload at most ${MAX_CSV_ROWS} at a time.`,
        },
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
      errors.push({
        row,
        column: null,
        message: `Row ${first} already records ${entry.milestone.type} for this unit.`,
      });
    else seen.set(key, row);
    entries.push(entry);
  });
  return errors.length ? { ok: false, errors } : { ok: true, entries };
}

/** The shape a server action receives; validated there, the file's text stays a string. */
export const milestoneCsvUploadSchema = z.object({
  voyageId: z.number().int().positive(),
  text: z.string().max(2_000_000, "The file is larger than 2 MB."),
  defaultType: z.enum(MILESTONE_NAMES).nullable(),
});
