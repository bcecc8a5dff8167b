// Items from a spreadsheet (CSV or XLSX, one item a row): each row goes through the very schema
// the save uses (extBookingItemSchema), so a bad row is reported with the column it is wrong in
// and the good rows are kept. Browser-safe; exceljs is loaded only when an XLSX file is opened.
import Papa from "papaparse";
import { toCsv } from "@/lib/csv/csv";
import { bookingItemSchema, MAX_ITEMS, type ExtBookingItemInput } from "@/lib/booking/message/save-schema";

/** The template's columns, in order; headers are matched case- and space-insensitively. */
export const ITEM_IMPORT_COLUMNS = [
  "Description",
  "SerialType",
  "SerialNumber",
  "Year",
  "Type",
  "Priority",
  "Mobility",
  "Length",
  "Width",
  "Height",
  "Weight",
  "Insured",
  "VehicleValue",
  "Currency",
  "Reference",
  "TransitDescription",
  "TransitCountry",
  "TransitPod",
  "Notes",
] as const;
export type ImportColumn = (typeof ITEM_IMPORT_COLUMNS)[number];

// The sample VIN is one of its own: the docs' create example books JTMHV05J604123456 at Zeebrugge,
// which a saved template row would otherwise take first (rule 9: 422 chassis_taken).
const TEMPLATE_EXAMPLE: Partial<Record<ImportColumn, string>> = {
  Description: "Toyota Land Cruiser",
  SerialType: "Vin",
  SerialNumber: "JTMHV05J608765431",
  Year: "2021",
  Type: "C",
  Priority: "Used",
  Mobility: "Regular",
  Length: "495",
  Width: "198",
  Height: "195",
  Weight: "2600",
  Insured: "yes",
  VehicleValue: "38000",
  Currency: "EUR",
  Notes: "Keys with the driver",
};

export interface ImportedRow {
  /** 1-based line of the file, the header being line 1 */
  line: number;
  values: Partial<Record<ImportColumn, string>>;
  item: ExtBookingItemInput;
  errors: { column: ImportColumn | ""; message: string }[];
}

export interface ImportResult {
  good: ImportedRow[];
  bad: ImportedRow[];
  /** header cells that are not template columns (ignored) */
  unknownColumns: string[];
  /** a problem with the file as a whole (no header, too many rows) */
  fileError: string | null;
}

const key = (s: string) => s.replace(/[\s_-]/g, "").toLowerCase();
const COLUMN_BY_KEY = new Map(ITEM_IMPORT_COLUMNS.map((c) => [key(c), c]));

/** "" → null; a number when it reads as one; else the text itself, for the schema to refuse with its own message. */
function numberOrText(text: string): number | string | null {
  const t = text.trim().replace(",", ".");
  if (t === "") return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : text;
}

const optional = (text: string | undefined) => (text?.trim() ? text.trim() : null);

function itemOf(values: Partial<Record<ImportColumn, string>>, relativeId: number): ExtBookingItemInput {
  const num = (c: ImportColumn) => numberOrText(values[c] ?? "") as number | null;
  const transit =
    optional(values.TransitDescription) || optional(values.TransitCountry)
      ? {
          Description: values.TransitDescription?.trim() ?? "",
          Country: values.TransitCountry?.trim() ?? "",
          Pod: optional(values.TransitPod),
        }
      : null;
  return {
    RelativeId: relativeId,
    Description: values.Description?.trim() ?? "",
    SerialType: (optional(values.SerialType) ??
      (optional(values.SerialNumber) ? "Vin" : null)) as ExtBookingItemInput["SerialType"],
    SerialNumber: optional(values.SerialNumber),
    Year: num("Year"),
    Type: optional(values.Type)?.toUpperCase() as ExtBookingItemInput["Type"],
    Priority: optional(values.Priority) as ExtBookingItemInput["Priority"],
    Mobility: optional(values.Mobility) as ExtBookingItemInput["Mobility"],
    Length: num("Length"),
    Width: num("Width"),
    Height: num("Height"),
    Weight: num("Weight"),
    Insured: /^(y|yes|true|1|x)$/i.test(values.Insured?.trim() ?? ""),
    VehicleValue: num("VehicleValue"),
    Currency: optional(values.Currency)?.toUpperCase() ?? null,
    Reference: optional(values.Reference),
    Transit: transit,
    Notes: optional(values.Notes),
    SubUnits: [],
    SubItems: [],
  };
}

/** The column an issue path names: ["Transit", "Country"] → TransitCountry. */
function columnOf(path: readonly PropertyKey[]): ImportColumn | "" {
  return COLUMN_BY_KEY.get(key(path.map(String).join(""))) ?? "";
}

/** Rows (the first being the header) to items; `room` is how many items the booking can still take. */
export function importItems(table: string[][], room: number = MAX_ITEMS): ImportResult {
  const result: ImportResult = { good: [], bad: [], unknownColumns: [], fileError: null };
  const [header, ...rows] = table;
  const columns = (header ?? []).map((h) => COLUMN_BY_KEY.get(key(h ?? "")) ?? null);
  result.unknownColumns = (header ?? []).filter((h, i) => h?.trim() && !columns[i]);
  if (!columns.includes("Description")) {
    result.fileError = "The first row must name the columns, Description among them (download the template).";
    return result;
  }
  const filled = rows.map((cells, i) => ({ cells, line: i + 2 })).filter(({ cells }) => cells.some((c) => c?.trim()));
  if (filled.length > room) {
    result.fileError = `The file has ${filled.length} items; this booking can take ${room} more (at most ${MAX_ITEMS}).`;
    return result;
  }
  const firstLineOf = new Map<string, number>();
  for (const { cells, line } of filled) {
    const values: Partial<Record<ImportColumn, string>> = {};
    columns.forEach((c, i) => {
      if (c) values[c] = cells[i] ?? "";
    });
    const item = itemOf(values, line);
    const parsed = bookingItemSchema.safeParse(item);
    const errors = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ column: columnOf(issue.path), message: inWords(issue, values) }));
    // A chassis is booked once (rule 9): a VIN or serial repeated in the file is refused here, at
    // the repeat, instead of at the server's check.
    const chassis = item.SerialNumber?.replace(/\s+/g, "").toUpperCase();
    const first = chassis ? firstLineOf.get(chassis) : undefined;
    if (chassis && first !== undefined)
      errors.push({
        column: "SerialNumber",
        message: `The same VIN or serial is already on line ${first} of this file; a unit is booked once.`,
      });
    else if (chassis) firstLineOf.set(chassis, line);
    (errors.length ? result.bad : result.good).push({ line, values, item, errors });
  }
  return result;
}

/**
 * The catalogue's answer applied (rule 1, as the save would find it): a good row whose make and
 * model no catalogue model has joins the rows with errors, at its Description, in file order.
 */
export function withUnknownModels(result: ImportResult, unknown: readonly string[]): ImportResult {
  if (!unknown.length) return result;
  const missing = new Set(unknown);
  const isMissing = (row: ImportedRow) => missing.has(row.item.Description ?? "");
  const flagged = result.good.filter(isMissing).map((row) => ({
    ...row,
    errors: [
      ...row.errors,
      {
        column: "Description" as const,
        message: `No unit model in the catalogue is "${row.item.Description}": use its description, or make and model, as the catalogue has them.`,
      },
    ],
  }));
  return {
    ...result,
    good: result.good.filter((row) => !isMissing(row)),
    bad: [...result.bad, ...flagged].sort((x, y) => x.line - y.line),
  };
}

/**
 * A schema issue in a person's words: the schema's own messages are written for people, but a
 * wrong type ("expected number, received string") is zod's; say what the column takes instead.
 */
function inWords(
  issue: { code: string; message: string; path: readonly PropertyKey[] },
  values: Partial<Record<ImportColumn, string>>,
): string {
  if (issue.code !== "invalid_type" && issue.code !== "invalid_value" && issue.code !== "invalid_union")
    return issue.message;
  const column = columnOf(issue.path);
  const typed = column ? values[column]?.trim() : "";
  const what = typed ? `"${typed}"` : "This";
  switch (column) {
    case "Year":
      return `${what} is not a year: type it as four digits, e.g. 2021.`;
    case "Length":
    case "Width":
    case "Height":
      return `${what} is not a size: type whole centimetres, e.g. 495.`;
    case "Weight":
      return `${what} is not a weight: type kilograms as a number, e.g. 2600.`;
    case "VehicleValue":
      return `${what} is not an amount: type a number, e.g. 38000.`;
    case "SerialType":
      return `${what} is not a serial type: use Vin or Serial.`;
    case "Type":
      return `${what} is not a unit type: use one of the letters C V B T U M E K.`;
    case "Priority":
    case "Mobility":
      return /^expected|^Invalid/.test(issue.message)
        ? `${what} is not one of the values the template lists for ${column}.`
        : issue.message;
    default:
      return /^expected|^Invalid/.test(issue.message)
        ? `${what} is not a value this column takes (see the template).`
        : issue.message;
  }
}

export function parseCsv(text: string): string[][] {
  // Blank lines are kept (and skipped later), so reported line numbers are the file's own.
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false }).data;
}

/** The first worksheet as text cells. */
export async function parseXlsx(data: ArrayBuffer): Promise<string[][]> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text ?? "";
    });
    table[number - 1] = Array.from(cells, (c) => c ?? "");
  });
  return Array.from(table, (r) => r ?? []);
}

export function itemTemplateCsv(): string {
  return toCsv(ITEM_IMPORT_COLUMNS, [ITEM_IMPORT_COLUMNS.map((c) => TEMPLATE_EXAMPLE[c] ?? "")]);
}

export async function itemTemplateXlsx(): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Items");
  sheet.addRow([...ITEM_IMPORT_COLUMNS]);
  sheet.addRow(ITEM_IMPORT_COLUMNS.map((c) => TEMPLATE_EXAMPLE[c] ?? ""));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 16));
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
