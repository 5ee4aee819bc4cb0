import { stringify } from "csv-stringify/sync";

/**
 * Where a spreadsheet would start a formula: a cell whose first character (after any spaces) is
 * = + - @ (or their full-width forms), or that starts with a tab or line break that an import
 * may strip before it looks.
 */
const FORMULA_START = /^(?:[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/;

/**
 * A cell as text, safe to open in a spreadsheet (CSV injection), the way OWASP recommends: text a
 * spreadsheet would run as a formula gets a leading apostrophe, so it is read as text, and every
 * cell is quoted (csvLine). A cell is never written as a formula of our own (`="…"`): what is
 * exported is the data, a phone number `+40 722 …` included. Nested values (invoice lines) are JSON.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text =
    typeof value === "string" ? value : typeof value === "bigint" ? value.toString() : (JSON.stringify(value) ?? "");
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One CSV record (RFC 4180): every cell quoted, so a line break, carriage return, quote or
 * separator inside a value stays inside its cell and can never start a new row or cell.
 */
export function csvLine(cells: unknown[]): string {
  return stringify([cells.map(csvCell)], { quoted: true, quoted_empty: true, record_delimiter: "\r\n" });
}
