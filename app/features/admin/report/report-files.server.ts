import writeXlsxFile, { type Row } from "write-excel-file/node";
import { adminFormat } from "~/admin-kit/format";
import { serverT } from "~/i18n/translations.server";
import type { Language } from "~/i18n/types";
import { openPdf } from "~/server/pdf-document.server";
import { reportPeriodLabel } from "./period-label";
import { receivableAges, reportSummary, type FinancialReport } from "./report";

/** The figures of a report as labelled rows, one list for the PDF, the workbook and the screen alike. */
export function reportSections(report: FinancialReport, lang: Language) {
  const t = serverT(lang, "admin");
  return {
    title: t("report.title"),
    period: reportPeriodLabel(report.period, lang),
    summary: reportSummary(report).map(([key, value]) => [t(`report.${key}`), value] as const),
    vatHeader: [
      t("report.vatCategory"),
      t("report.rate"),
      t("report.taxable"),
      t("report.vat"),
      t("report.vatLei"),
    ] as const,
    vat: [
      ...report.vat.map((r) => [t(`report.category.${r.category}`), r.rate, r.taxable, r.vat, r.vatLei] as const),
      [t("report.total"), "", "", report.vatTotal, report.vatTotalLei] as const,
    ],
    receivablesHeader: [t("report.age"), t("report.owed")] as const,
    receivables: [
      ...receivableAges.map((age) => [t(`report.ages.${age}`), report.receivables[age]] as const),
      [t("report.total"), report.receivables.total] as const,
    ],
    clientsHeader: [t("report.client"), t("report.invoices"), t("report.netRevenue")] as const,
    clients: report.topClients.map((c) => [c.name, c.invoices, c.revenue] as const),
    labels: {
      summary: t("report.summary"),
      vat: t("report.vatByRate"),
      receivables: t("report.receivablesAsOf", { date: adminFormat(lang).date(report.asOf) }),
      clients: t("report.topClients"),
      basis: t("revenueBasis"),
    },
  };
}

/** The report as an A4 PDF in `lang`. */
export async function reportPdf(report: FinancialReport, lang: Language, company: string): Promise<Buffer> {
  const s = reportSections(report, lang);
  const format = adminFormat(lang);
  const margin = 50;
  const { doc, done } = await openPdf({ title: `${s.title} ${s.period}`, author: company, lang, margin });
  const width = doc.page.width - 2 * margin;
  doc.font("bold").fontSize(20).fillColor("#174c87").text(s.title, margin, margin);
  doc.font("body").fontSize(11).fillColor("#1e293b").text(`${company} · ${s.period}`);
  doc.fontSize(8).fillColor("#475569").text(s.labels.basis);
  /** A table: a heading, then rows whose first cell is text and the others figures, right-aligned. */
  const table = (
    heading: string,
    header: readonly string[] | null,
    rows: readonly (readonly (string | number)[])[],
    money: (boolean | "lei")[],
  ) => {
    doc.moveDown(1.2).font("bold").fontSize(12).fillColor("#1e293b").text(heading, margin);
    const columns = (header ?? rows[0] ?? []).length || 1;
    const first = columns > 2 ? width * 0.4 : width * 0.6;
    const rest = (width - first) / Math.max(1, columns - 1);
    const line = (cells: readonly (string | number)[], bold: boolean) => {
      const y = doc.y + 4;
      doc.font(bold ? "bold" : "body").fontSize(10);
      cells.forEach((cell, i) => {
        const text =
          typeof cell !== "number"
            ? cell
            : money[i] === "lei"
              ? format.lei(cell)
              : money[i]
                ? format.money(cell)
                : format.number(cell);
        const x = i === 0 ? margin : margin + first + rest * (i - 1);
        doc.text(text, x, y, { width: i === 0 ? first - 6 : rest - 6, align: i === 0 ? "left" : "right" });
      });
      doc.y = Math.max(doc.y, y + 14);
    };
    if (header) line(header, true);
    for (const row of rows) line(row, false);
  };
  table(s.labels.summary, null, s.summary, [false, true]);
  table(s.labels.vat, s.vatHeader, s.vat, [false, false, true, true, "lei"]);
  table(s.labels.receivables, s.receivablesHeader, s.receivables, [false, true]);
  table(s.labels.clients, s.clientsHeader, s.clients, [false, false, true]);
  doc.end();
  return done;
}

const MONEY = "#,##0.00";

/**
 * The report as an .xlsx workbook in `lang`, a sheet per table, every figure a number cell (money
 * to the cent), the period's first and last day date cells.
 */
export async function reportXlsx(report: FinancialReport, lang: Language): Promise<Buffer> {
  const s = reportSections(report, lang);
  const t = serverT(lang, "admin");
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const dateFormat = lang === "ro" ? "dd.mm.yyyy" : "yyyy-mm-dd";
  const heading = (cells: readonly string[]): Row => cells.map((value) => ({ value, fontWeight: "bold" as const }));
  const figures = (row: readonly (string | number)[], money: (boolean | "lei")[]): Row =>
    row.map((value, i) =>
      typeof value === "number"
        ? { value, type: Number, ...(money[i] ? { format: MONEY } : {}) }
        : { value, type: String },
    );
  const summary: Row[] = [
    [{ value: s.title, fontWeight: "bold" }, { value: s.period }],
    [{ value: t("report.from") }, { value: day(report.period.from), type: Date, format: dateFormat }],
    [{ value: t("report.to") }, { value: day(report.period.to), type: Date, format: dateFormat }],
    [],
    ...s.summary.map((row) => figures(row, [false, true])),
  ];
  const sheets = [
    { data: summary, sheet: s.labels.summary, columns: [{ width: 30 }, { width: 18 }] },
    {
      data: [heading(s.vatHeader), ...s.vat.map((row) => figures(row, [false, false, true, true, "lei"]))],
      sheet: s.labels.vat,
      columns: [{ width: 44 }, { width: 8 }, { width: 18 }, { width: 18 }, { width: 18 }],
    },
    {
      data: [heading(s.receivablesHeader), ...s.receivables.map((row) => figures(row, [false, true]))],
      sheet: t("report.receivables"),
      columns: [{ width: 30 }, { width: 18 }],
    },
    {
      data: [heading(s.clientsHeader), ...s.clients.map((row) => figures(row, [false, false, true]))],
      sheet: s.labels.clients,
      columns: [{ width: 44 }, { width: 10 }, { width: 18 }],
    },
  ];
  return writeXlsxFile(sheets).toBuffer();
}
