import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

/** What a spreadsheet does with an imported cell: text starting with = + - @ is a formula (`="…"` too). */
function spreadsheetImport(cell: string): { formula: boolean; shows: string } {
  if (/^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/.test(cell)) return { formula: true, shows: cell };
  return { formula: false, shows: cell.startsWith("'") ? cell.slice(1) : cell };
}

const hostile = [
  '=HYPERLINK("https://evil.example","x")',
  "+SUM(A1)",
  "-2+3",
  "@SUM(1)",
  "\n=cmd|' /C calc'!A0",
  "Ana\n=1+1",
  "Ana\r\n@SUM(1)",
  "Ana\r-1+1",
  "\t=1+1",
  "  =1+1",
  "\uFF1D1+1",
  'He said "hi", then left',
  "a,b;c",
];

describe("CSV export cells", () => {
  it("defuses what a spreadsheet would run as a formula and writes nested values as JSON", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(csvCell("@sum")).toBe("'@sum");
    expect(csvCell("\n=1+1")).toBe("'\n=1+1");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell([{ quantity: 1 }])).toBe('[{"quantity":1}]');
    expect(csvCell("Ana")).toBe("Ana");
  });

  it("writes a phone number as the phone number, never as a formula of its own", () => {
    expect(csvCell("+40 722 000 111")).toBe("'+40 722 000 111");
    expect(csvCell("+40 722 000 111")).not.toMatch(/^=/);
    expect(spreadsheetImport(csvCell("+40 722 000 111"))).toEqual({ formula: false, shows: "+40 722 000 111" });
    expect(csvCell("0722 000 111")).toBe("0722 000 111");
  });

  it("keeps every hostile value inside one quoted cell of one row, never starting a formula", () => {
    const text = hostile.map((value) => csvLine(["LD-2026-001", value, "+40 722 000 111"])).join("");
    const rows: string[][] = parse(text, { relax_quotes: false, relax_column_count: false, record_delimiter: "\r\n" });
    expect(rows).toHaveLength(hostile.length);
    rows.forEach((row, i) => {
      expect(row).toHaveLength(3);
      expect(row[0]).toBe("LD-2026-001");
      for (const cell of row) expect(spreadsheetImport(cell).formula, `row ${i}: ${JSON.stringify(cell)}`).toBe(false);
      // What was stored is still there to read, after the apostrophe.
      expect(spreadsheetImport(row[1]!).shows).toBe(hostile[i]);
    });
  });
});
