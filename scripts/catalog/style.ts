/** The catalogue's fonts, colours and measures, shared by its pages and drawings. */
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
/** DejaVu Sans, embedded (and subset) so Romanian, French, German and Cyrillic letters render. */
export const FONT = path.join(fontDir, "DejaVuSans.ttf");
export const FONT_BOLD = path.join(fontDir, "DejaVuSans-Bold.ttf");

export const BRAND = "#174c87";
export const DARK = "#0f2a4a";
export const ACCENT = "#f59e0b";
export const TEXT = "#1e293b";
export const MUTED = "#475569";
export const LINE = "#94a3b8";
export const PALE = "#f1f5f9";
export const CAR = "#bfdbfe";
export const STEEL = "#64748b";
export const MARGIN = 56;
/** Nothing but the footer is written below this distance from the page's bottom edge. */
export const FOOTER_ZONE = 64;

export type Doc = PDFKit.PDFDocument;

export function logo(doc: Doc, x: number, y: number, size: number) {
  const s = size / 32;
  doc
    .save()
    .roundedRect(x, y, size, size, 7 * s)
    .fill(BRAND);
  doc
    .lineCap("round")
    .lineWidth(2.4 * s)
    .strokeColor("#ffffff");
  for (const ly of [9, 16, 23])
    doc
      .moveTo(x + 7 * s, y + ly * s)
      .lineTo(x + 25 * s, y + ly * s)
      .stroke();
  doc.strokeColor(ACCENT);
  for (const lx of [10, 22])
    doc
      .moveTo(x + lx * s, y + 9 * s)
      .lineTo(x + lx * s, y + 23 * s)
      .stroke();
  doc.restore();
}

/** Lines with an amber square before each. */
export function bullets(doc: Doc, lines: readonly string[], font: "body" | "bold", width: number) {
  for (const line of lines) {
    const y = doc.y;
    doc.rect(MARGIN, y + 3, 8, 8).fill(ACCENT);
    doc
      .font(font)
      .fontSize(12)
      .fillColor(TEXT)
      .text(line, MARGIN + 18, y, { width: width - 18 });
    doc.moveDown(0.6);
  }
}

/** Numbers in the catalogue's language, without thousands separators ("1000", "5,4"). */
export function numberFormat(locale: string) {
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
  const metres = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  return { plain: (n: number) => plain.format(n), metres: (n: number) => metres.format(n) };
}
