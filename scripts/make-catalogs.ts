/**
 * Writes the product catalogue as a PDF in each of the six languages, from the product data and
 * the company's facts, with DejaVu Sans embedded so Romanian, French, German and Cyrillic render.
 * Usage: tsx scripts/make-catalogs.ts [outDir]   (default build/client/catalog)
 */
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";
import { catalogFileName, catalogLanguages, type CatalogLanguage } from "../app/content/catalog";
import { company } from "../app/content/company";
import { drawingProducts } from "../app/content/drawings";
import { catalogTexts } from "./catalog/texts";

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
const FONT = path.join(fontDir, "DejaVuSans.ttf");
const FONT_BOLD = path.join(fontDir, "DejaVuSans-Bold.ttf");

const BRAND = "#174c87";
const DARK = "#0f2a4a";
const ACCENT = "#f59e0b";
const TEXT = "#1e293b";
const MUTED = "#475569";
const MARGIN = 56;

function logo(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const s = size / 32;
  doc.save().roundedRect(x, y, size, size, 7 * s).fill(BRAND);
  doc.lineCap("round").lineWidth(2.4 * s).strokeColor("#ffffff");
  for (const ly of [9, 16, 23]) doc.moveTo(x + 7 * s, y + ly * s).lineTo(x + 25 * s, y + ly * s).stroke();
  doc.strokeColor(ACCENT);
  for (const lx of [10, 22]) doc.moveTo(x + lx * s, y + 9 * s).lineTo(x + lx * s, y + 23 * s).stroke();
  doc.restore();
}

/** Lines with an amber square before each. */
function bullets(doc: PDFKit.PDFDocument, lines: readonly string[], font: "body" | "bold", width: number) {
  for (const line of lines) {
    const y = doc.y;
    doc.rect(MARGIN, y + 3, 8, 8).fill(ACCENT);
    doc.font(font).fontSize(12).fillColor(TEXT).text(line, MARGIN + 18, y, { width: width - 18 });
    doc.moveDown(0.6);
  }
}

function writeCatalog(code: CatalogLanguage, outDir: string): Promise<string> {
  const text = catalogTexts[code];
  const file = path.join(outDir, catalogFileName(code));
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: text.locale,
    bufferPages: true,
    info: { Title: `${company.name} – ${text.title}`, Author: company.legalName, Subject: text.subtitle, Keywords: drawingProducts.map((p) => p.title).join(", ") },
  });
  doc.registerFont("body", FONT);
  doc.registerFont("bold", FONT_BOLD);
  const stream = createWriteStream(file);
  doc.pipe(stream);
  const width = doc.page.width - 2 * MARGIN;

  // Cover
  doc.rect(0, 0, doc.page.width, 300).fill(DARK);
  logo(doc, MARGIN, 60, 48);
  doc.font("bold").fontSize(18).fillColor("#ffffff").text(company.name, MARGIN + 62, 72);
  doc.font("bold").fontSize(30).fillColor("#ffffff").text(text.title, MARGIN, 150, { width });
  doc.font("body").fontSize(14).fillColor("#cbd5e1").text(text.subtitle, MARGIN, doc.y + 8, { width });
  doc.font("body").fontSize(12).fillColor(TEXT).text(text.intro, MARGIN, 340, { width, lineGap: 3 });
  doc.moveDown(1.5);
  bullets(doc, text.highlights, "bold", width);

  // Products, one card each
  doc.addPage();
  doc.font("bold").fontSize(22).fillColor(DARK).text(text.productsHeading, MARGIN, MARGIN, { width });
  doc.moveDown(0.8);
  for (const product of drawingProducts) {
    const entry = text.products[product.id];
    if (doc.y > doc.page.height - 190) doc.addPage();
    const top = doc.y;
    doc.rect(MARGIN, top, 4, 86).fill(BRAND);
    doc.font("bold").fontSize(14).fillColor(TEXT).text(entry.name, MARGIN + 16, top, { width: width - 16 });
    doc.font("body").fontSize(10).fillColor(BRAND).text(`${text.capacityLabel}: ${entry.capacity}`, MARGIN + 16, doc.y + 2);
    doc.font("body").fontSize(11).fillColor(MUTED).text(entry.description, MARGIN + 16, doc.y + 4, { width: width - 16, lineGap: 2 });
    doc.y = Math.max(doc.y, top + 86) + 18;
  }

  // Services and contact
  doc.addPage();
  doc.font("bold").fontSize(22).fillColor(DARK).text(text.servicesHeading, MARGIN, MARGIN, { width });
  doc.moveDown(0.6);
  bullets(doc, text.services, "body", width);
  doc.moveDown(1.5);
  doc.font("bold").fontSize(22).fillColor(DARK).text(text.contactHeading, MARGIN, doc.y, { width });
  doc.moveDown(0.6);
  const a = company.address;
  const rows: [string, string][] = [
    [text.addressLabel, `${a.street}, ${a.postalCode} ${a.locality}, ${a.region}, ${a.countryCode}`],
    [text.phoneLabel, company.phone],
    [text.emailLabel, company.email],
    [text.hoursLabel, text.hours.join("\n")],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("bold").fontSize(11).fillColor(BRAND).text(label, MARGIN, y, { width: 130 });
    doc.font("body").fontSize(11).fillColor(TEXT).text(value, MARGIN + 140, y, { width: width - 140 });
    doc.moveDown(0.6);
  }

  // Footer with page numbers on every page
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this PDFKit would start a new page for it.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 40;
    doc.font("body").fontSize(8).fillColor(MUTED);
    doc.text(text.footer, MARGIN, y, { width: width - 80, lineBreak: false });
    doc.text(`${text.pageLabel} ${i + 1}/${range.count}`, MARGIN + width - 80, y, { width: 80, align: "right", lineBreak: false });
  }
  doc.end();
  return new Promise((resolve, reject) => {
    stream.on("finish", () => resolve(file));
    stream.on("error", reject);
  });
}

const outDir = path.resolve(process.argv[2] ?? "build/client/catalog");
await mkdir(outDir, { recursive: true });
const files = await Promise.all(catalogLanguages.map((code) => writeCatalog(code, outDir)));
console.log(`catalogues written: ${files.map((f) => path.basename(f)).join(", ")}`);
