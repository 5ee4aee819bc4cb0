import { extractText, getDocumentProxy } from "unpdf";
import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { adminFormat } from "../../../app/admin-kit/format";
import { CIUS_RO, efacturaViolations } from "../../../app/entities/invoice/efactura-rules";
import {
  expect,
  goLive,
  setAdminLanguage,
  setCompanyDetails,
  test,
  testClientAddress,
  testExchangeRate,
} from "../../support/admin";
import { waitForMail } from "../../support/outbox";
import type { Page } from "@playwright/test";

/**
 * An accountant's month in each language, in Live Mode: the company's details set, a client with a
 * CUI, an invoice in euros with a decimal quantity delivered after 1 August 2025 (21%), issued and
 * sent, paid in two parts, then credited in part. The PDF, the e-Factura XML and the financial
 * report state the same figures: 7.5 hours at 480.00 = 3,600.00, VAT 756.00, total 4,356.00 (VAT in
 * lei at 5.0912: 3,848.95); one hour credited: 480.00 + 100.80 = 580.80; net revenue 3,120.00.
 */
const figures = { amount: 3600, vat: 756, total: 4356, vatLei: "3848.95", creditAmount: 480, creditVat: 100.8 };

/** The report's figures of this month, as the screen shows them (text), read from its cards. */
async function reportFigures(page: Page) {
  await page.goto("/admin/erp/report");
  const read = async (key: string) => (await page.getByTestId(`report-${key}`).textContent()) ?? "";
  return {
    invoiced: await read("invoiced"),
    credited: await read("credited"),
    netRevenue: await read("netRevenue"),
    vatCollected: await read("vatCollected"),
    cashReceived: await read("cashReceived"),
    // The VAT table's total in lei, once the month has any VAT row.
    vatLei: (await page.getByTestId("report-vat-lei").count()) ? await read("vat-lei") : "0",
  };
}

/** An amount as the screen writes it, read back as a number (grouping and currency dropped). */
function amountOf(text: string, lang: "en" | "ro"): number {
  const digits = text.replace(/[^\d,.-]/g, "");
  const plain = lang === "ro" ? digits.replace(/\./g, "").replace(",", ".") : digits.replace(/,/g, "");
  return Number(plain);
}

for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const)
  test(`an invoice's life in the books: issued, sent, paid in two parts, credited in part; PDF, XML and report agree (${lang})`, async ({
    adminPage: page,
    adminServer,
  }) => {
    test.setTimeout(120_000);
    const money = adminFormat(lang).money;
    await setCompanyDetails(page);
    await goLive(page, "/admin/invoices");
    await setAdminLanguage(page, lang);
    const before = await reportFigures(page);

    // The client: a contact with its company's CUI (a mistyped check digit is refused, nothing typed is lost).
    await page.goto("/admin/contacts/new");
    const client = `Books ${lang} ${Date.now() % 100000} SRL`;
    const email = `books-${lang}-${Date.now() % 100000}@example.ro`;
    await page.getByLabel(t.columns.firstName).fill("Ioana");
    await page.getByLabel(t.columns.email).fill(email);
    await page.getByLabel(t.columns.company).fill(client);
    await page.getByLabel(t.actions.invoice.clientAddress).fill(testClientAddress);
    await page.getByLabel(t.actions.invoice.clientTaxCode).fill("RO35127848");
    await page.getByLabel(t.actions.invoice.clientTradeRegister).fill("J40/8812/2016");
    await page.getByRole("button", { name: t.contacts.add }).click();
    await expect(page.getByText(t.actions.errors.invalidClientTaxCode)).toBeVisible();
    await expect(page.getByLabel(t.actions.invoice.clientAddress)).toHaveValue(testClientAddress);
    await page.getByLabel(t.actions.invoice.clientTaxCode).fill("ro 35127849");
    await page.getByRole("button", { name: t.contacts.add }).click();
    await expect(page).toHaveURL(/\/admin\/contacts\/CT-\d{4}-\d{3,}$/);
    await expect(page.getByTestId("client-details")).toContainText("RO35127849");

    // The invoice, started from the client's page with its details: 7,5 hours of service delivered today.
    await page.getByRole("link", { name: t.invoices.create }).click();
    await expect(page.getByLabel(t.actions.invoice.clientName)).toHaveValue(client);
    await expect(page.getByLabel(t.actions.invoice.clientEmail)).toHaveValue(email);
    await expect(page.getByLabel(t.actions.invoice.clientAddress)).toHaveValue(testClientAddress);
    await expect(page.getByLabel(t.actions.invoice.clientTaxCode)).toHaveValue("RO35127849");
    await expect(page.getByLabel(t.actions.invoice.clientTradeRegister)).toHaveValue("J40/8812/2016");
    // A Romanian client's invoice starts in Romanian; this test reads the PDF in the admin's language.
    await expect(page.getByLabel(t.actions.invoice.language)).toHaveValue("ro");
    await page.getByLabel(t.actions.invoice.language).selectOption(lang);
    await page.getByLabel(t.actions.invoice.exchangeRate).fill(testExchangeRate.typed[lang]);
    await page.getByLabel(t.actions.invoice.exchangeRateDate).fill(testExchangeRate.date);
    await page.getByLabel(t.actions.invoice.lineDescription.replace("{{n}}", "1")).fill("Service visit");
    await page.getByLabel(t.actions.invoice.lineQuantity.replace("{{n}}", "1")).fill(lang === "ro" ? "7,5" : "7.5");
    await page.getByLabel(t.actions.invoice.lineUnit.replace("{{n}}", "1")).selectOption("hour");
    await page.getByLabel(t.actions.invoice.lineUnitPrice.replace("{{n}}", "1")).fill("480");
    await expect(page.getByTestId("form-total")).toHaveText(money(figures.total));
    await page.getByRole("button", { name: t.actions.invoice.createDraft }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/INV-\d{4}-\d{3,}$/);
    const id = /INV-\d{4}-\d{3,}/.exec(page.url())![0];

    // Issued and sent: the mail carries the PDF and the XML.
    await page.getByRole("button", { name: t.actions.invoice.markSent }).click();
    await expect(page.getByText(t.status.invoice.Sent, { exact: true }).first()).toBeVisible();
    const mail = await waitForMail(email, /./, adminServer.dataDir);
    const pdfText = (
      await extractText(await getDocumentProxy(new Uint8Array(Buffer.from(mail.attachments![0]!.content, "base64"))), {
        mergePages: true,
      })
    ).text.replace(/[\s\u00a0\u202f]+/g, " ");
    const xml = Buffer.from(mail.attachments![1]!.content, "base64").toString("utf8");
    const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ");
    for (const expected of [money(figures.amount), money(figures.vat), money(figures.total), "RO35127849", client])
      expect(pdfText, expected).toContain(flat(expected));
    expect(pdfText).toContain(flat(`${lang === "ro" ? "3.848,95" : "3,848.95"} lei`));
    expect(pdfText).toContain(
      t.invoicePdf.exchangeRateValue.replace("{{rate}}", testExchangeRate.typed[lang]).split(" (")[0]!,
    );
    expect(efacturaViolations(xml, CIUS_RO)).toEqual([]);
    for (const expected of [
      '<cbc:InvoicedQuantity unitCode="HUR">7.5</cbc:InvoicedQuantity>',
      `<cbc:TaxableAmount currencyID="EUR">${figures.amount.toFixed(2)}</cbc:TaxableAmount>`,
      `<cbc:TaxAmount currencyID="EUR">${figures.vat.toFixed(2)}</cbc:TaxAmount>`,
      `<cbc:PayableAmount currencyID="EUR">${figures.total.toFixed(2)}</cbc:PayableAmount>`,
      `<cbc:TaxAmount currencyID="RON">${figures.vatLei}</cbc:TaxAmount>`,
      "<cbc:Percent>21</cbc:Percent>",
    ])
      expect(xml).toContain(expected);

    // Paid in two parts: 1,000.00, then what is left; Paid once they add up.
    const payment = page.getByRole("form", { name: t.actions.invoice.recordPayment });
    await payment.getByLabel(t.actions.invoice.paymentAmount).fill("1000");
    page.once("dialog", (dialog) => void dialog.accept());
    await payment.getByRole("button", { name: t.actions.invoice.recordPayment }).click();
    await expect(page.getByTestId("outstanding")).toHaveText(money(figures.total - 1000));
    page.once("dialog", (dialog) => void dialog.accept());
    await payment.getByRole("button", { name: t.actions.invoice.recordPayment }).click();
    await expect(page.getByText(t.status.invoice.Paid, { exact: true }).first()).toBeVisible();

    // One hour credited.
    const credit = page.getByRole("form", { name: t.actions.invoice.issueCreditNote });
    await credit.getByLabel(t.actions.invoice.creditReason).fill("One hour not worked");
    await credit.getByLabel(t.actions.invoice.creditQuantity.replace("{{n}}", "1")).fill("1");
    page.once("dialog", (dialog) => void dialog.accept());
    await credit.getByRole("button", { name: t.actions.invoice.issueCreditNote }).click();
    await expect(page.getByTestId("credit-notes")).toContainText(money(-(figures.creditAmount + figures.creditVat)));
    // Paid in full before it was credited: the credited hour is owed back to the client.
    await expect(page.getByTestId("refund-due")).toHaveText(money(figures.creditAmount + figures.creditVat));
    const noteId = /CN-\d{4}-\d{3,}/.exec((await page.getByTestId("credit-notes").textContent()) ?? "")![0];
    const noteXml = await (await page.request.get(`/admin/invoices/${id}/xml?creditNote=${noteId}`)).text();
    expect(efacturaViolations(noteXml, CIUS_RO)).toEqual([]);
    expect(noteXml).toContain(
      `<cbc:TaxableAmount currencyID="EUR">${figures.creditAmount.toFixed(2)}</cbc:TaxableAmount>`,
    );

    // Each file handed out is in the audit log: the credit note's PDF and XML, the report's workbook.
    expect((await page.request.get(`/admin/invoices/${id}/pdf?creditNote=${noteId}`)).ok()).toBe(true);
    expect((await page.request.get("/admin/erp/report/file?format=xlsx")).ok()).toBe(true);
    await page.goto("/admin/audit?kind=export");
    const downloads = page.getByTestId("audit-line");
    await expect(downloads.filter({ hasText: t.audit.actions.creditNoteXml }).filter({ hasText: noteId })).toHaveCount(
      1,
    );
    await expect(downloads.filter({ hasText: t.audit.actions.creditNotePdf }).filter({ hasText: noteId })).toHaveCount(
      1,
    );
    await expect(downloads.filter({ hasText: t.audit.actions.reportXlsx }).first()).toBeVisible();

    // The month's report moved by exactly these figures.
    const after = await reportFigures(page);
    const moved = (key: keyof typeof before) =>
      Math.round((amountOf(after[key], lang) - amountOf(before[key], lang)) * 100) / 100;
    expect(moved("invoiced")).toBe(figures.amount);
    expect(moved("credited")).toBe(-figures.creditAmount);
    expect(moved("netRevenue")).toBe(figures.amount - figures.creditAmount);
    expect(moved("vatCollected")).toBe(Math.round((figures.vat - figures.creditVat) * 100) / 100);
    expect(moved("cashReceived")).toBe(figures.total);
    // In lei, each document at its own rate as its XML states it: 3,848.95 less the credit note's 513.19.
    expect(moved("vatLei")).toBe(3335.76);
  });
