import { stringify } from "csv-stringify/sync";

/**
 * Where a spreadsheet would start a formula: a cell whose first character (after any spaces) is
 * = + - @ (or their full-width forms), or that starts with a tab or line break that an import
 * may strip before it looks.
 */
const FORMULA_START = /^(?:[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/;
/** A phone number: digits and the usual punctuation only, so it is safe to give as a text constant. */
const PHONE_LIKE = /^[+-]?[0-9][0-9 ()./-]{4,}$/;

/**
 * A cell as text, safe to open in a spreadsheet (CSV injection). A phone number like `+40 722 …`
 * is written as the text constant `="+40 722 …"`, which Excel, LibreOffice and Google Sheets
 * show as the number itself (no apostrophe, not a sum); any other text a spreadsheet would run
 * as a formula gets a leading apostrophe and shows as typed. Nested values (invoice lines) are JSON.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text =
    typeof value === "string" ? value : typeof value === "bigint" ? value.toString() : (JSON.stringify(value) ?? "");
  if (!FORMULA_START.test(text)) return text;
  if (PHONE_LIKE.test(text)) return `="${text}"`;
  return `'${text}`;
}

/**
 * One CSV record (RFC 4180): every cell quoted, so a line break, carriage return, quote or
 * separator inside a value stays inside its cell and can never start a new row or cell.
 */
export function csvLine(cells: unknown[]): string {
  return stringify([cells.map(csvCell)], { quoted: true, quoted_empty: true, record_delimiter: "\r\n" });
}
