// Test helper: reads a CSV back as a spreadsheet would (papaparse: quoted cells may hold line breaks)
// and fails on any cell that a spreadsheet would run as a formula.
import Papa from "papaparse";
import { expect } from "vitest";

const FORMULA = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

/** The cells of `csv` that a spreadsheet would run as formulas (a plain negative number is a number). */
export function formulaCells(csv: string): string[] {
  const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { delimiter: ",", skipEmptyLines: true }).data;
  return rows.flat().filter((cell) => FORMULA.test(cell) && !/^-\d+(\.\d+)?$/.test(cell));
}

export function expectNoFormula(csv: string, payloads: readonly string[]) {
  expect(formulaCells(csv)).toEqual([]);
  // and each payload reached the file (its first line, quotes doubled), so the check saw what was sent
  for (const p of payloads)
    expect(csv, JSON.stringify(p)).toContain(
      p
        .trim()
        .split(/[\r\n]/)[0]
        .replace(/"/g, '""'),
    );
}
