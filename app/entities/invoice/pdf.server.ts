import { company } from "~/content/company";
import { isEuCountry, printedIban, printedTaxCode } from "~/domain/company/tax-ids";
import type { Seller } from "../company/schema";
import { adminFormat, countryName } from "~/admin-kit/format";
import { serverT } from "~/i18n/translations.server";
import type { Language } from "~/i18n/types";
import type { Invoice } from "./schema";
import { vatInLei } from "./rules";
import { openPdf } from "~/server/pdf-document.server";
import type { CreditNote } from "./credit-notes";
import { isZeroRated } from "~/domain/vat";

const MARGIN = 50;
const INK = "#1e293b";
const MUTED = "#475569";
const BRAND = "#174c87";

/** The file name a downloaded invoice gets: its number and its language. */
export const invoicePdfName = (invoice: Pick<Invoice, "invoiceNumber">, lang: Language) =>
  `${invoice.invoiceNumber}-${lang}.pdf`;

/**
 * A credit note as the document the PDF prints: the invoice's client, rate and exchange rate, the
 * note's number, day and lines, every quantity and amount negative (a reduction of the invoice's).
 */
export function creditNoteDocument(invoice: Invoice, note: CreditNote): Invoice {
  // Negative, but a zero stays 0 (not "-0,00" on a note without VAT).
  const negative = (value: number) => (value === 0 ? 0 : -value);
  return {
    ...invoice,
    invoiceNumber: note.id,
    issueDate: note.issueDate,
    deliveryDate: null,
    description: note.reason,
    items: note.items.map((item) => ({ ...item, quantity: negative(item.quantity), total: negative(item.total) })),
    amount: negative(note.amount),
    taxAmount: negative(note.taxAmount),
    totalAmount: negative(note.totalAmount),
  };
}

/**
 * An invoice as an A4 PDF in `lang`: the seller's legal details (as the invoice was issued with, or
 * the company's settings for a draft), the client, the dates, the lines, the subtotal, VAT and total
 * as stored (computed from the lines when it was made). With `corrects`, the document is a credit
 * note (creditNoteDocument) and names the invoice it corrects instead of a due date and status.
 */
export async function invoicePdf(
  invoice: Invoice,
  seller: Seller,
  lang: Language,
  corrects?: Pick<Invoice, "invoiceNumber" | "issueDate">,
): Promise<Buffer> {
  const t = serverT(lang, "admin");
  // A draft is not yet an invoice: it says so, and goes by its draft number.
  const title = corrects
    ? t("invoicePdf.creditNoteTitle")
    : invoice.status === "Draft"
      ? t("invoicePdf.draftTitle")
      : t("invoicePdf.title");
  const format = adminFormat(lang);
  const taxInLei = vatInLei(invoice);
  const { doc, done } = await openPdf({
    title: `${title} ${invoice.invoiceNumber}`,
    author: seller.legalName,
    lang,
    margin: MARGIN,
  });

  const width = doc.page.width - 2 * MARGIN;
  doc.font("bold").fontSize(22).fillColor(BRAND).text(title, MARGIN, MARGIN);
  doc.font("body").fontSize(10).fillColor(INK);
  const facts: [string, string][] = [
    [corrects ? t("invoicePdf.creditNoteNumber") : t("invoicePdf.number"), invoice.invoiceNumber],
    ...(corrects
      ? [
          [
            t("invoicePdf.corrects"),
            t("invoicePdf.correctsValue", { number: corrects.invoiceNumber, date: format.date(corrects.issueDate) }),
          ] as [string, string],
        ]
      : []),
    [t("invoicePdf.issued"), format.date(invoice.issueDate)],
    // The day whose VAT rate applies, when it is not the issue date.
    ...(invoice.deliveryDate
      ? [[t("invoicePdf.delivered"), format.date(invoice.deliveryDate)] as [string, string]]
      : []),
    ...(corrects ? [] : [[t("invoicePdf.due"), format.date(invoice.dueDate)] as [string, string]]),
    // A euro invoice's rate, which its VAT in lei is counted at.
    ...(invoice.exchangeRate !== null && invoice.exchangeRateDate
      ? [
          [
            t("invoicePdf.exchangeRate"),
            t("invoicePdf.exchangeRateValue", {
              rate: format.fixed(invoice.exchangeRate, 4),
              date: format.date(invoice.exchangeRateDate),
            }),
          ] as [string, string],
        ]
      : []),
  ];
  let y = MARGIN;
  for (const [label, value] of facts) {
    doc
      .font("body")
      .fillColor(MUTED)
      .text(label, MARGIN + width / 2, y, { width: width / 5 });
    const labelEnd = doc.y;
    doc
      .font("bold")
      .fillColor(INK)
      .text(value, MARGIN + (7 * width) / 10, y, { width: (3 * width) / 10, align: "right" });
    // A long value (the exchange rate and its day) takes two lines: the next fact starts below it.
    y = Math.max(y + 16, labelEnd + 4, doc.y + 4);
  }

  // Supplier and client, side by side.
  y += 20;
  const party = (x: string, title: string, lines: string[]) => {
    const left = x === "left" ? MARGIN : MARGIN + width / 2 + 10;
    doc
      .font("bold")
      .fontSize(9)
      .fillColor(MUTED)
      .text(title.toUpperCase(), left, y, { width: width / 2 - 10 });
    doc.font("body").fontSize(10).fillColor(INK);
    for (const line of lines) doc.text(line, { width: width / 2 - 10 });
    return doc.y;
  };
  const supplierEnd = party("left", t("invoicePdf.supplier"), [
    seller.legalName,
    seller.address.replace(/\s*\n\s*/g, ", "),
    `${t("invoicePdf.registration")}: ${seller.tradeRegister}`,
    `${t("invoicePdf.taxCode")}: ${printedTaxCode(seller)}`,
    ...(seller.shareCapital === null ? [] : [`${t("invoicePdf.shareCapital")}: ${format.lei(seller.shareCapital)}`]),
    ...(seller.vatOnCollection ? [t("invoicePdf.vatOnCollection")] : []),
    ...seller.bankAccounts.map(
      (account) =>
        `${t("invoicePdf.bank")}: ${account.bank} · ${t("invoicePdf.iban")}: ${printedIban(account.iban)} (${account.currency})`,
    ),
    `${seller.phone ?? company.phone} · ${seller.email ?? company.email}`,
  ]);
  const clientEnd = party("right", t("invoicePdf.client"), [
    invoice.clientName,
    ...(invoice.clientAddress ? [invoice.clientAddress.replace(/\s*\n\s*/g, ", ")] : []),
    countryName(lang, invoice.clientCountry),
    ...(invoice.clientTradeRegister ? [`${t("invoicePdf.registration")}: ${invoice.clientTradeRegister}`] : []),
    ...(invoice.clientTaxCode
      ? [
          // A CUI in Romania, a VAT number elsewhere in the EU, a tax number outside it.
          `${t(invoice.clientCountry === "RO" ? "invoicePdf.taxCode" : isEuCountry(invoice.clientCountry) ? "invoicePdf.vatId" : "invoicePdf.taxNumber")}: ${invoice.clientTaxCode}`,
        ]
      : []),
    invoice.clientEmail,
  ]);
  y = Math.max(supplierEnd, clientEnd) + 16;
  if (invoice.description) {
    const text = corrects ? `${t("invoicePdf.reason")}: ${invoice.description}` : invoice.description;
    doc.font("body").fontSize(10).fillColor(INK).text(text, MARGIN, y, { width });
    y = doc.y + 12;
  }

  // The lines: description, quantity, unit price, amount.
  const columns = [
    { key: "description", x: MARGIN, w: width * 0.5, align: "left" as const },
    { key: "quantity", x: MARGIN + width * 0.5, w: width * 0.12, align: "right" as const },
    { key: "unitPrice", x: MARGIN + width * 0.62, w: width * 0.19, align: "right" as const },
    { key: "amount", x: MARGIN + width * 0.81, w: width * 0.19, align: "right" as const },
  ];
  const row = (cells: string[], bold: boolean) => {
    doc
      .font(bold ? "bold" : "body")
      .fontSize(10)
      .fillColor(INK);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.w - 6 }));
    if (y + Math.max(...heights) > doc.page.height - MARGIN - 80) {
      doc.addPage();
      y = MARGIN;
    }
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(cell, column.x, y, { width: column.w - 6, align: column.align });
    });
    y += Math.max(...heights) + 6;
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(MARGIN + width, y - 3)
      .lineWidth(0.5)
      .strokeColor("#cbd5e1")
      .stroke();
  };
  row([t("invoicePdf.description"), t("invoicePdf.quantity"), t("invoicePdf.unitPrice"), t("invoicePdf.amount")], true);
  for (const item of invoice.items)
    row(
      [
        item.description,
        `${format.quantity(item.quantity)} ${t(`invoiceUnit.${item.unit}`)}`,
        format.money(item.unitPrice),
        format.money(item.total),
      ],
      false,
    );

  // Totals, right-aligned under the amounts.
  y += 8;
  const totals: [string, string, boolean][] = [
    [t("invoicePdf.subtotal"), format.money(invoice.amount), false],
    [t("invoicePdf.tax", { rate: format.number(invoice.taxRate) }), format.money(invoice.taxAmount), false],
    [corrects ? t("invoicePdf.totalCredited") : t("invoicePdf.total"), format.money(invoice.totalAmount), true],
    ...(taxInLei === null
      ? []
      : [[t("invoicePdf.vatInLei"), format.lei(taxInLei), false] as [string, string, boolean]]),
  ];
  for (const [label, value, bold] of totals) {
    doc
      .font(bold ? "bold" : "body")
      .fontSize(bold ? 12 : 10)
      .fillColor(INK);
    doc.text(label, MARGIN + width * 0.45, y, { width: width * 0.33, align: "right" });
    doc.text(value, MARGIN + width * 0.78, y, { width: width * 0.22, align: "right" });
    y += bold ? 20 : 16;
  }
  // Why no VAT is charged, in the words the law asks for.
  if (isZeroRated(invoice.vatCategory)) {
    doc
      .font("bold")
      .fontSize(10)
      .fillColor(INK)
      .text(t(`invoicePdf.vatNote.${invoice.vatCategory}`), MARGIN, y + 8, { width });
    y = doc.y;
  }
  if (!corrects)
    doc
      .font("body")
      .fontSize(9)
      .fillColor(MUTED)
      .text(t("invoicePdf.payment"), MARGIN, y + 16, { width });
  doc.end();
  return done;
}
