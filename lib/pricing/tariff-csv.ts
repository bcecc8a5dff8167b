// A line's whole tariff as CSV, both ways: one row per rate or surcharge. Parsing is pure and
// reports every bad row with its line number as a spreadsheet shows it (header = 1); ports are
// resolved by the importer afterwards. When any row is bad nothing is returned, so an import
// never half-applies (as the schedule import does).
import Papa from "papaparse";
import { csvLine } from "@/lib/csv/csv";
import { UNIT_TYPE_CODES } from "@/lib/schedule/enums";
import { currencyDecimals, MAX_CURRENCY_DECIMALS, minorToDecimalText, parseAmount } from "@/lib/pricing/money";
import {
  RATE_BASES,
  SURCHARGE_BASES,
  TARIFF_CSV_COLUMNS,
  type TariffBasis,
  type TariffKind,
  type TariffTerms,
} from "@/lib/pricing/tariff";
import { isOneOf, recordOf } from "@/lib/core/narrow";
import type { Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";

export type TariffCsvColumn = (typeof TARIFF_CSV_COLUMNS)[number];
type Column = TariffCsvColumn;
const REQUIRED: Column[] = ["Kind", "Basis", "Amount", "ValidFrom"];
const MAX_ROWS = 20_000;

export interface TariffCsvError {
  row: number | null;
  column?: Column;
  message: Worded;
}

/** A parsed row; Pol and Pod still as written (name or UN/LOCODE). */
export interface TariffCsvRow extends TariffTerms {
  row: number;
  pol: string | null;
  pod: string | null;
}

/** The good rows and every bad one's errors: the importer checks the good rows' ports too, so one upload lists every problem. */
export interface ParsedTariff {
  rows: TariffCsvRow[];
  errors: TariffCsvError[];
  currency: string | null;
}

const fold = (s: string) => s.toLowerCase().replace(/[\s_\-/]/g, "");
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) =>
  DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export function parseTariffCsv(text: string): ParsedTariff {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header, ...body] = parsed.data;
  const fileError = (row: number | null, message: Worded): ParsedTariff => ({
    rows: [],
    errors: [{ row, message }],
    currency: null,
  });
  if (!header) return fileError(null, refusal("refusals.pricing.noHeader"));
  const index = new Map<Column, number>();
  header.forEach((h, i) => {
    const col = TARIFF_CSV_COLUMNS.find((c) => fold(c) === fold(h));
    if (col && !index.has(col)) index.set(col, i);
  });
  const missing = REQUIRED.filter((c) => !index.has(c));
  if (missing.length) return fileError(1, refusal("refusals.pricing.headerLacks", { columns: missing.join(", ") }));
  if (body.length > MAX_ROWS) return fileError(null, refusal("refusals.pricing.tooManyRows", { max: MAX_ROWS }));

  const errors: TariffCsvError[] = [];
  const rows: TariffCsvRow[] = [];
  const currencies = new Map<string, number>();
  body.forEach((cells, i) => {
    const row = i + 2;
    const cell = (c: Column) => (index.has(c) ? (cells[index.get(c)!] ?? "").trim() : "");
    const before = errors.length;
    const bad = (column: Column, message: Worded) => errors.push({ row, column, message });
    if (cells.some((c) => c.includes("\u0000"))) return bad("Kind", refusal("refusals.pricing.nulInRow"));

    const kindText = cell("Kind").toUpperCase();
    const kind: TariffKind | null = kindText === "RATE" ? "RATE" : kindText === "SURCHARGE" ? "SURCHARGE" : null;
    if (!kind) bad("Kind", refusal("refusals.pricing.kind", { sent: cell("Kind") }));
    const basisText = cell("Basis").toUpperCase();
    const bases: readonly TariffBasis[] = kind === "SURCHARGE" ? SURCHARGE_BASES : RATE_BASES;
    const basis = isOneOf(bases, basisText) ? basisText : null;
    if (kind && !basis)
      bad(
        "Basis",
        refusal(kind === "RATE" ? "refusals.pricing.basisOfRate" : "refusals.pricing.basisOfSurcharge", {
          bases: bases.map((b) => b[0] + b.slice(1).toLowerCase()).join(", "),
          sent: cell("Basis"),
        }),
      );

    const code = (kind === "RATE" ? cell("Code") || "FREIGHT" : cell("Code")).toUpperCase();
    if (kind === "SURCHARGE" && !/^[A-Z0-9]{2,20}$/.test(code)) bad("Code", refusal("refusals.pricing.surchargeCode"));
    if (kind === "RATE" && code !== "FREIGHT") bad("Code", refusal("refusals.pricing.rateCode"));
    const name = cell("Name") || (kind === "RATE" ? "Ocean freight" : code);
    if (name.length > 100) bad("Name", refusal("refusals.pricing.nameLength"));

    const pol = cell("Pol") || null;
    const pod = cell("Pod") || null;
    const scheduleCategory = cell("Category") || null;
    if (!!pol !== !!pod) bad(pol ? "Pod" : "Pol", refusal("refusals.pricing.laneBothPorts"));
    if (pol && scheduleCategory) bad("Category", refusal("refusals.pricing.laneOrTrade"));
    if (scheduleCategory && scheduleCategory.length > 100) bad("Category", refusal("refusals.pricing.categoryLength"));

    const unitType = cell("UnitType").toUpperCase() || null;
    if (unitType && !UNIT_TYPE_CODES.some((code) => code === unitType))
      bad(
        "UnitType",
        refusal("refusals.pricing.unitType", { types: UNIT_TYPE_CODES.join(", "), sent: cell("UnitType") }),
      );
    if (kind === "RATE" && !unitType) bad("UnitType", refusal("refusals.pricing.rateUnitType"));
    if (basis === "BOOKING" && unitType) bad("UnitType", refusal("refusals.pricing.bookingSurchargeUnitType"));

    const currency = cell("Currency").toUpperCase() || null;
    let amount: number | null = null;
    if (basis === "PERCENT") {
      amount = parseAmount(cell("Amount").replace(/\s*%$/, ""), 2);
      if (amount === null || amount > 100_00)
        bad("Amount", refusal("refusals.pricing.percentage", { sent: cell("Amount") }));
    } else if (basis) {
      const decimals = currency ? currencyDecimals(currency) : null;
      if (!currency) bad("Currency", refusal("refusals.pricing.currencyRequired"));
      else if (decimals === null) bad("Currency", refusal("refusals.pricing.notACurrency", { sent: cell("Currency") }));
      else if (decimals > MAX_CURRENCY_DECIMALS)
        bad(
          "Currency",
          refusal("refusals.pricing.currencyDecimals", { max: MAX_CURRENCY_DECIMALS, currency, decimals }),
        );
      else {
        amount = parseAmount(cell("Amount"), decimals);
        if (amount === null)
          bad("Amount", refusal("refusals.pricing.amount", { decimals, currency, sent: cell("Amount") }));
        else currencies.set(currency, currencies.get(currency) ?? row);
      }
    }

    const validFrom = cell("ValidFrom");
    const validUntil = cell("ValidUntil") || null;
    if (!isDay(validFrom)) bad("ValidFrom", refusal("refusals.pricing.validFrom", { sent: validFrom }));
    if (validUntil && !isDay(validUntil))
      bad("ValidUntil", refusal("refusals.pricing.validUntil", { sent: validUntil }));
    else if (validUntil && isDay(validFrom) && validUntil < validFrom)
      bad("ValidUntil", refusal("refusals.pricing.validUntilBeforeFrom"));

    if (errors.length > before || !kind || !basis || amount === null) return;
    rows.push({
      row,
      kind,
      code,
      name,
      pol,
      pod,
      scheduleCategory,
      unitType,
      basis,
      amount,
      currency: basis === "PERCENT" ? null : currency,
      validFrom,
      validUntil,
    });
  });
  if (currencies.size > 1) {
    const [first, ...others] = [...currencies.entries()];
    for (const [code, row] of others)
      errors.push({
        row,
        column: "Currency",
        message: refusal("refusals.pricing.currencyPerRow", {
          first: first[1],
          firstCurrency: first[0],
          currency: code,
        }),
      });
  }
  if (!body.length) errors.push({ row: null, message: refusal("refusals.pricing.noRows") });
  return { rows, errors, currency: currencies.keys().next().value ?? null };
}

/** An exported row: ports as UN/LOCODEs; the same columns as a parsed one, without its line number. */
export type TariffCsvOut = Omit<TariffCsvRow, "row">;

const title = (s: string) => s[0] + s.slice(1).toLowerCase();

/** One tariff line as the file's cells, by column (the console's entry form edits these). */
export function tariffCsvCells(r: TariffCsvOut): Record<Column, string> {
  const amount =
    r.basis === "PERCENT"
      ? minorToDecimalText(r.amount, 2)
      : minorToDecimalText(r.amount, currencyDecimals(r.currency ?? "") ?? 2);
  const cells = [
    title(r.kind),
    r.code,
    r.name,
    r.pol,
    r.pod,
    r.scheduleCategory,
    r.unitType,
    title(r.basis),
    amount,
    r.currency,
    r.validFrom,
    r.validUntil,
  ];
  return recordOf(TARIFF_CSV_COLUMNS, (_, i) => cells[i] ?? "");
}

/** Cells by column as one CSV line, in the file's order. */
export const tariffCsvLine = (cells: Partial<Record<Column, string>>): string =>
  csvLine(TARIFF_CSV_COLUMNS.map((c) => cells[c] ?? ""));

/** The tariff as the file that imports it unchanged. */
export function tariffCsv(rows: readonly TariffCsvOut[]): string {
  const lines = [TARIFF_CSV_COLUMNS.join(","), ...rows.map((r) => tariffCsvLine(tariffCsvCells(r)))];
  return lines.join("\r\n") + "\r\n";
}
