/** The catalogue's pages: cover, contents, one page per parking system, services and contact, footers. */
import { company } from "../../app/content/company";
import { drawingProducts } from "../../app/content/drawings";
import type { ParkingSystemText } from "../../app/content/parking-systems/texts";
import type { ParkingSystem } from "../../app/content/parking-systems/systems";
import { drawSchematic } from "./schematic";
import {
  ACCENT,
  BRAND,
  DARK,
  FOOTER_ZONE,
  LINE,
  MARGIN,
  MUTED,
  PALE,
  TEXT,
  bullets,
  logo,
  numberFormat,
  type Doc,
} from "./style";
import type { CatalogText } from "./types";

function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

export function coverPage(doc: Doc, text: CatalogText) {
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, 300).fill(DARK);
  logo(doc, MARGIN, 60, 48);
  doc
    .font("bold")
    .fontSize(18)
    .fillColor("#ffffff")
    .text(company.name, MARGIN + 62, 72);
  doc.font("bold").fontSize(30).fillColor("#ffffff").text(text.title, MARGIN, 150, { width });
  doc
    .font("body")
    .fontSize(14)
    .fillColor("#cbd5e1")
    .text(text.subtitle, MARGIN, doc.y + 8, { width });
  doc.font("body").fontSize(12).fillColor(TEXT).text(text.intro, MARGIN, 340, { width, lineGap: 3 });
  doc.moveDown(1.5);
  bullets(doc, text.highlights, "bold", width);
}

export type ContentsEntry = { title: string; detail?: string; page: number };

/** The contents, written once every page exists (the page numbers are known then). */
export function contentsPage(
  doc: Doc,
  text: CatalogText,
  groups: Array<{ heading?: string; entries: ContentsEntry[] }>,
) {
  const width = contentWidth(doc);
  doc.font("bold").fontSize(22).fillColor(DARK).text(text.contentsHeading, MARGIN, MARGIN, { width });
  doc.moveDown(0.6);
  for (const group of groups) {
    doc.moveDown(0.4);
    if (group.heading) {
      doc.font("bold").fontSize(12).fillColor(BRAND).text(group.heading, MARGIN, doc.y, { width });
      doc.moveDown(0.4);
    }
    for (const entry of group.entries) {
      const y = doc.y;
      const number = String(entry.page);
      doc.font("bold").fontSize(11).fillColor(TEXT);
      const numberWidth = doc.widthOfString(number);
      const titleWidth = doc.widthOfString(entry.title);
      doc.text(number, MARGIN + width - 40, y, { width: 40, align: "right", lineBreak: false });
      doc.text(entry.title, MARGIN, y, { width: width - 60 });
      const after = doc.y;
      if (titleWidth < width - 60) {
        doc.save().lineWidth(0.8).strokeColor(LINE).dash(1, { space: 3 });
        doc
          .moveTo(MARGIN + titleWidth + 6, y + 10)
          .lineTo(MARGIN + width - numberWidth - 6, y + 10)
          .stroke();
        doc.undash().restore();
      }
      if (entry.detail)
        doc
          .font("body")
          .fontSize(9)
          .fillColor(MUTED)
          .text(entry.detail, MARGIN, after + 1, { width: width - 60 });
      doc.moveDown(0.6);
    }
  }
}

/** The figures of a system as the rows of its table, in the catalogue's language. */
export function parameterRows(sys: ParkingSystem, text: CatalogText): Array<[string, string]> {
  const { plain, metres } = numberFormat(text.locale);
  const l = text.labels;
  const u = text.units;
  const range = (min: number, max: number) => (min === max ? plain(min) : `${plain(min)}–${plain(max)}`);
  const where = [sys.aboveGround ? l.aboveGround : null, sys.belowGround ? l.belowGround : null]
    .filter(Boolean)
    .join(", ");
  const drive = sys.drive.map((d) => l[d]).join(", ");
  return [
    [l.capacity, `${range(sys.capacityMinSpaces, sys.capacityMaxSpaces)} ${l.spaces}`],
    [l.operation, sys.automation === "automatic" ? l.automatic : l.semiAutomatic],
    [l.footprint, `${metres(sys.moduleLengthM)} × ${metres(sys.moduleWidthM)} ${u.m}`],
    [l.heightPerLevel, `${metres(sys.heightPerLevelM)} ${u.m}`],
    [l.carsPerLevel, plain(sys.carsPerModulePerLevel)],
    [l.levels, `${range(sys.minLevels, sys.maxLevels)} · ${where}`],
    [
      l.carSize,
      `${metres(sys.maxCarLengthM)} × ${metres(sys.maxCarWidthM)} × ${metres(sys.maxCarHeightM)} ${u.m}` +
        (sys.suvCapable && sys.suvMaxCarHeightM ? ` (SUV: ${metres(sys.suvMaxCarHeightM)} ${u.m})` : ""),
    ],
    [
      l.carWeight,
      `${plain(sys.maxCarWeightKg)} ${u.kg}` +
        (sys.suvCapable && sys.suvMaxCarWeightKg ? ` (SUV: ${plain(sys.suvMaxCarWeightKg)} ${u.kg})` : ""),
    ],
    [l.retrieval, `${plain(sys.avgRetrievalTimeS)} ${u.s}`],
    [l.throughput, `${plain(sys.peakThroughputCarsPerHour)} ${l.carsPerHour}`],
    [l.independent, sys.independentAccess ? l.yes : l.no],
    [l.drive, drive.charAt(0).toLocaleUpperCase(text.locale) + drive.slice(1)],
  ];
}

const CELL_PAD = 4;

function rowHeights(doc: Doc, rows: Array<[string, string]>, width: number): number[] {
  const labelWidth = width * 0.44 - 2 * CELL_PAD;
  const valueWidth = width * 0.56 - 2 * CELL_PAD;
  return rows.map(([label, value]) => {
    const a = doc.font("body").fontSize(9).heightOfString(label, { width: labelWidth });
    const b = doc.font("bold").fontSize(9).heightOfString(value, { width: valueWidth });
    return Math.max(a, b) + 2 * CELL_PAD;
  });
}

function table(doc: Doc, rows: Array<[string, string]>, x: number, y: number, width: number) {
  const heights = rowHeights(doc, rows, width);
  const split = width * 0.44;
  doc.rect(x, y, width, 1.5).fill(BRAND);
  let top = y + 1.5;
  rows.forEach(([label, value], i) => {
    const h = heights[i]!;
    if (i % 2 === 0) doc.rect(x, top, width, h).fill(PALE);
    doc
      .font("body")
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x + CELL_PAD, top + CELL_PAD, { width: split - 2 * CELL_PAD });
    doc
      .font("bold")
      .fontSize(9)
      .fillColor(TEXT)
      .text(value, x + split + CELL_PAD, top + CELL_PAD, { width: width - split - 2 * CELL_PAD });
    top += h;
  });
  doc.rect(x, top, width, 0.8).fill(LINE);
}

/** One page for one parking system: name, description, drawing, table. */
export function systemPage(
  doc: Doc,
  text: CatalogText,
  sys: ParkingSystem,
  sysText: ParkingSystemText,
  position: { index: number; count: number },
) {
  doc.addPage();
  const width = contentWidth(doc);
  const bottom = doc.page.height - FOOTER_ZONE;
  const { metres } = numberFormat(text.locale);
  const overline = `${text.systemsHeading} · ${position.index + 1}/${position.count}`.toLocaleUpperCase(text.locale);
  doc.font("bold").fontSize(8.5).fillColor(ACCENT).text(overline, MARGIN, MARGIN, { width, characterSpacing: 0.6 });
  doc
    .font("bold")
    .fontSize(20)
    .fillColor(DARK)
    .text(sysText.name, MARGIN, doc.y + 3, { width });
  doc
    .font("body")
    .fontSize(10.5)
    .fillColor(TEXT)
    .text(sysText.description, MARGIN, doc.y + 6, { width, lineGap: 2 });
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(BRAND)
    .text(`${text.labels.typicalUse}: `, MARGIN, doc.y + 6, { width, continued: true });
  doc.font("body").fillColor(TEXT).text(sysText.typicalUse);
  const models = sys.drawingProducts.map((id) => drawingProducts.find((p) => p.id === id)!.title);
  if (models.length)
    doc
      .font("body")
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${text.labels.models}: ${models.join(", ")}`, MARGIN, doc.y + 3, { width });

  const rows = parameterRows(sys, text);
  const tableHeight = rowHeights(doc, rows, width).reduce((a, b) => a + b, 0) + 2.3;
  const boxTop = doc.y + 12;
  const captionHeight = 14;
  const drawingHeight = Math.min(290, bottom - tableHeight - captionHeight - 8 - boxTop);
  if (drawingHeight < 150)
    throw new Error(`${text.locale} ${sys.id}: the text leaves ${Math.round(drawingHeight)} pt for the drawing`);
  const levels = drawSchematic(
    doc,
    { x: MARGIN, y: boxTop, w: width, h: drawingHeight },
    sys,
    text.drawing,
    (m) => `${metres(m)} ${text.units.m}`,
  );
  const caption = text.labels.drawingCaption.replace("{{levels}}", String(levels));
  doc
    .font("body")
    .fontSize(8)
    .fillColor(MUTED)
    .text(caption, MARGIN, boxTop + drawingHeight + 3, { width, lineBreak: false });
  table(doc, rows, MARGIN, boxTop + drawingHeight + captionHeight + 8, width);
}

export function servicesAndContactPage(doc: Doc, text: CatalogText) {
  doc.addPage();
  const width = contentWidth(doc);
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
    doc
      .font("body")
      .fontSize(11)
      .fillColor(TEXT)
      .text(value, MARGIN + 140, y, { width: width - 140 });
    doc.moveDown(0.6);
  }
}

/** Footer with page numbers on every page. */
export function footers(doc: Doc, text: CatalogText) {
  const width = contentWidth(doc);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this PDFKit would start a new page for it.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 40;
    doc.font("body").fontSize(8).fillColor(MUTED);
    doc.text(text.footer, MARGIN, y, { width: width - 80, lineBreak: false });
    doc.text(`${text.pageLabel} ${i + 1}/${range.count}`, MARGIN + width - 80, y, {
      width: 80,
      align: "right",
      lineBreak: false,
    });
  }
}
