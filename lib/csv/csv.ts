// The one CSV writer of the portal (RFC 4180, CRLF), safe in the browser: every file the portal
// writes goes through it, so that text a spreadsheet would run as a formula is made plain in all of
// them (OWASP, "CSV Injection").
//
// A cell is a formula to Excel, LibreOffice and Google Sheets when its first character is = + - @,
// a tab or a carriage return, or when it opens with spaces or line breaks before one of those: such
// a cell is prefixed with a single quote. The test is on the first characters alone, whatever
// follows: papaparse's `escapeFormulae` matched the whole value with `.*$`, which stops at a line
// break, so `=HYPERLINK(…)⏎…` went through as a formula.

export type CsvValue = string | number | boolean | null | undefined;

/** Opening characters that make a spreadsheet read a cell as a formula (after any leading blanks). */
const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

/** One cell: formula text made plain, then quoted when it holds a comma, quote, line break or edge blanks. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // Numbers are written by the portal itself: -12.5 stays a number.
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, without its line break. */
export const csvLine = (cells: readonly CsvValue[]): string => cells.map(csvCell).join(",");

/** A whole file: the header row, then the rows, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => csvLine(r) + "\r\n").join("");
}
