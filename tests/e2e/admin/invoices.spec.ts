import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { readFileSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { adminFormat } from "../../../app/admin-kit/format";
import { errorText } from "../../../app/admin-kit/records/error-text";
import {
  companyDetails,
  expect,
  fillInvoiceClient,
  goLive,
  setAdminLanguage,
  setCompanyDetails,
  testClientAddress,
  testExchangeRate,
  test,
} from "../../support/admin";
import { CIUS_RO, efacturaViolations } from "../../../app/entities/invoice/efactura-rules";
import { waitForMail } from "../../support/outbox";

/**
 * Invoices entered by staff in Live Mode: the form keeps a running total, refuses bad input field
 * by field without losing what was typed, and stores a draft numbered INV-YYYY-NNN whose totals the
 * server computed from its lines.
 */

const lines = [
  { description: "Platform P1", quantity: "2", unitPrice: "12500.50" },
  { description: "Installation", quantity: "1", unitPrice: "3000" },
  { description: "Commissioning", quantity: "3", unitPrice: "99.99" },
];
// 25,001.00 + 3,000.00 + 299.97 = 28,300.97; VAT 21% (in force since 1 August 2025) = 5,943.20; total 34,244.17
const totals = { amount: 28300.97, taxAmount: 5943.2, totalAmount: 34244.17 };
// Delivered on 31 July 2025, the 19% then in force: VAT 5,377.18; total 33,678.15.
const deliveredJuly2025 = { taxAmount: 5377.18, totalAmount: 33678.15 };

for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`an invoice with three lines: running total, a refused field kept, the stored draft's figures (${lang})`, async ({
    adminPage: page,
  }) => {
    const money = adminFormat(lang).money;
    await setCompanyDetails(page);
    await goLive(page, "/admin/invoices");
    await setAdminLanguage(page, lang);
    await page.getByRole("link", { name: t.invoices.create }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/new$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.invoices.create);

    const client = `Client ${lang} ${Date.now() % 100000}`;
    await fillInvoiceClient(page, lang, { name: client, email: "not-an-address" });
    // A Romanian client's CUI, checked by its last digit.
    await page.getByLabel(t.actions.invoice.clientTaxCode).fill("RO35127849");
    for (const [i, line] of lines.entries()) {
      const n = String(i + 1);
      await page.getByLabel(t.actions.invoice.lineDescription.replace("{{n}}", n)).fill(line.description);
      await page.getByLabel(t.actions.invoice.lineQuantity.replace("{{n}}", n)).fill(line.quantity);
      await page.getByLabel(t.actions.invoice.lineUnitPrice.replace("{{n}}", n)).fill(line.unitPrice);
    }
    await expect(page.getByTestId("form-subtotal")).toHaveText(money(totals.amount));
    await expect(page.getByTestId("form-tax")).toHaveText(money(totals.taxAmount));
    await expect(page.getByTestId("form-total")).toHaveText(money(totals.totalAmount));
    // The VAT rate is the one in force on the delivery day: before 1 August 2025, 19%.
    const deliveryDate = page.getByLabel(t.actions.invoice.deliveryDate);
    await deliveryDate.fill("2025-07-31");
    await expect(page.getByText(t.invoices.tax.replace("{{rate}}", "19"), { exact: true })).toBeVisible();
    await expect(page.getByTestId("form-tax")).toHaveText(money(deliveredJuly2025.taxAmount));
    await expect(page.getByTestId("form-total")).toHaveText(money(deliveredJuly2025.totalAmount));
    await deliveryDate.fill("");
    await expect(page.getByText(t.invoices.tax.replace("{{rate}}", "21"), { exact: true })).toBeVisible();
    await expect(page.getByTestId("form-total")).toHaveText(money(totals.totalAmount));

    // "Add a line" adds a fourth row in the page; an empty row is left out of the invoice.
    await page.getByRole("button", { name: t.actions.invoice.addLine }).click();
    await expect(page.getByTestId("invoice-line")).toHaveCount(4);

    await page.getByRole("button", { name: t.actions.invoice.createDraft }).click();
    await expect(page.getByText(t.actions.errors.invalidEmail)).toBeVisible();
    await expect(page.getByLabel(t.actions.invoice.clientName)).toHaveValue(client);
    await expect(page.getByLabel(t.actions.invoice.lineUnitPrice.replace("{{n}}", "3"))).toHaveValue("99.99");

    await page.getByLabel(t.actions.invoice.clientEmail).fill("facturi@example.ro");
    await page.getByRole("button", { name: t.actions.invoice.createDraft }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/INV-\d{4}-\d{3,}$/);
    const number = /INV-\d{4}-\d{3,}/.exec(page.url())![0];
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(number);
    await expect(page.getByText(t.status.invoice.Draft, { exact: true }).first()).toBeVisible();
    for (const line of lines) await expect(page.getByRole("cell", { name: line.description })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText(money(totals.amount));
    await expect(main).toContainText(money(totals.taxAmount));
    await expect(main).toContainText(money(totals.totalAmount));
    await expect(page.getByTestId("history")).toContainText(
      t.events.invoiceCreated.replace("{{value}}", money(totals.totalAmount)),
    );

    // The PDF in the client's language says the same, with the company's legal details.
    const downloading = page.waitForEvent("download");
    await page
      .getByRole("link", {
        name: t.invoicePdf.download.replace("{{language}}", t.invoicePdf.language[lang]),
      })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number}-${lang}.pdf`);
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(await download.path())));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/[\s\u00a0\u202f]+/g, " ");
    const flat = (value: string) => value.replace(/[\s\u00a0\u202f]+/g, " ");
    for (const expected of [
      t.invoicePdf.draftTitle,
      number,
      client,
      companyDetails.legalName,
      companyDetails.taxCode,
      companyDetails.iban,
      "RO35127849",
      testClientAddress,
      ...lines.map((line) => line.description),
      money(totals.amount),
      money(totals.taxAmount),
      money(totals.totalAmount),
      // A euro invoice's exchange rate and its VAT in lei at it.
      t.invoicePdf.exchangeRateValue
        .replace("{{rate}}", testExchangeRate.typed[lang])
        .replace("{{date}}", adminFormat(lang).date(testExchangeRate.date)),
      `${t.invoicePdf.vatInLei} ${lang === "ro" ? "30.258,02" : "30,258.02"} lei`,
    ])
      expect(text, expected).toContain(flat(expected));

    // The list finds it by its number and by its client.
    await page.goto(`/admin/invoices?q=${encodeURIComponent(client)}`);
    await expect(page.getByTestId("record")).toHaveCount(1);
    await expect(page.getByTestId("record")).toContainText(number);
  });
}

test("without JavaScript: Add a line posts the form back one row longer, and a refused post keeps every field", async ({
  browser,
  adminPage,
}) => {
  await goLive(adminPage, "/admin/invoices");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await adminPage.context().storageState(),
    baseURL: new URL(adminPage.url()).origin,
  });
  const page = await context.newPage();
  await page.goto("/admin/invoices/new");
  await expect(page.getByTestId("invoice-line")).toHaveCount(3);
  await page.getByLabel(en.actions.invoice.clientName).fill("No Script SRL");
  await page.getByLabel(en.actions.invoice.clientAddress).fill("Strada Exemplului 1, București");
  await page.getByLabel(en.actions.invoice.lineDescription.replace("{{n}}", "1")).fill("Survey");
  await page.getByRole("button", { name: en.actions.invoice.addLine }).click();
  await expect(page.getByTestId("invoice-line")).toHaveCount(4);
  await expect(page.getByLabel(en.actions.invoice.clientName)).toHaveValue("No Script SRL");

  await page.getByLabel(en.actions.invoice.lineQuantity.replace("{{n}}", "1")).fill("1.2345");
  await page.getByLabel(en.actions.invoice.lineUnitPrice.replace("{{n}}", "1")).fill("abc");
  await page.getByLabel(en.actions.invoice.dueDate).fill("2000-01-01");
  await page.getByLabel(en.actions.invoice.exchangeRate).fill("5.09125");
  await page.getByRole("button", { name: en.actions.invoice.createDraft }).click();
  for (const message of [
    en.actions.errors.invalidExchangeRate,
    en.actions.errors.invalidEmail,
    errorText(en.actions.errors.invalidQuantity, adminFormat("en").number),
    errorText(en.actions.errors.invalidUnitPrice, adminFormat("en").number),
    en.actions.errors.dueBeforeIssue,
  ])
    await expect(page.getByText(message).first()).toBeVisible();
  await expect(page.getByLabel(en.actions.invoice.clientName)).toHaveValue("No Script SRL");
  await expect(page.getByLabel(en.actions.invoice.lineDescription.replace("{{n}}", "1"))).toHaveValue("Survey");
  await expect(page.getByLabel(en.actions.invoice.lineUnitPrice.replace("{{n}}", "1"))).toHaveValue("abc");
  await expect(page.getByTestId("invoice-line")).toHaveCount(4);
  await context.close();
});

test("Demo Mode refuses a new invoice with its message and keeps what was typed", async ({ adminPage: page }) => {
  await page.goto("/admin/invoices/new");
  const enable = page.getByRole("button", { name: en.shell.enableDemo, exact: true });
  if (await enable.isVisible()) {
    await enable.click();
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === "admin_mode")?.value)
      .toBe("demo");
    await page.goto("/admin/invoices/new");
  }
  await fillInvoiceClient(page, "en", { name: "Sample SRL", email: "sample@example.ro" });
  await page.getByLabel(en.actions.invoice.lineDescription.replace("{{n}}", "1")).fill("Survey");
  await page.getByLabel(en.actions.invoice.lineQuantity.replace("{{n}}", "1")).fill("1");
  await page.getByLabel(en.actions.invoice.lineUnitPrice.replace("{{n}}", "1")).fill("100");
  await page.getByRole("button", { name: en.actions.invoice.createDraft }).click();
  await expect(page.getByText(en.actions.errors.demoMode)).toBeVisible();
  await expect(page.getByLabel(en.actions.invoice.clientName)).toHaveValue("Sample SRL");
});

for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const)
  test(`a draft's lines are changed, then it is sent (lines fixed) and paid; one past due shows Overdue and Action Required; one is cancelled (${lang})`, async ({
    adminPage: page,
    adminServer,
  }) => {
    // Three invoices through the form, each a few page loads: more than the default 30 s budget
    // when the machine is busy.
    test.setTimeout(90_000);
    const money = adminFormat(lang).money;
    /** Creates a draft through the form and returns its number. */
    async function draft(client: string, dates?: { issue: string; due: string }) {
      await page.goto("/admin/invoices/new");
      await fillInvoiceClient(page, lang, { name: client, email: "plati@example.ro" });
      if (dates) {
        await page.getByLabel(t.actions.invoice.issueDate).fill(dates.issue);
        await page.getByLabel(t.actions.invoice.dueDate).fill(dates.due);
        // The rate of the day before the invoice's, when VAT became due.
        const before = new Date(Date.parse(`${dates.issue}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        await page.getByLabel(t.actions.invoice.exchangeRateDate).fill(before);
      }
      await page.getByLabel(t.actions.invoice.lineDescription.replace("{{n}}", "1")).fill("Annual maintenance");
      await page.getByLabel(t.actions.invoice.lineQuantity.replace("{{n}}", "1")).fill("1");
      await page.getByLabel(t.actions.invoice.lineUnitPrice.replace("{{n}}", "1")).fill("4800");
      await page.getByRole("button", { name: t.actions.invoice.createDraft }).click();
      await expect(page).toHaveURL(/\/admin\/invoices\/INV-\d{4}-\d{3,}$/);
      // The address changes before the draft's page replaces the new-invoice form: a field filled
      // in between would be the old form's.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^INV-\d{4}-\d{3,}$/);
      return /INV-\d{4}-\d{3,}/.exec(page.url())![0];
    }
    await setCompanyDetails(page);
    await goLive(page, "/admin/invoices");
    await setAdminLanguage(page, lang);

    const paidNumber = await draft(`Paid Client ${Date.now() % 100000}`);
    await expect(page.getByRole("button", { name: t.actions.invoice.recordPayment })).toHaveCount(0);
    // A draft's lines change in the form that made it: two and a half hours now, typed with the
    // language's decimal mark, the totals computed again.
    await page.getByLabel(t.actions.invoice.lineQuantity.replace("{{n}}", "1")).fill(lang === "ro" ? "2,5" : "2.5");
    await page.getByLabel(t.actions.invoice.lineUnit.replace("{{n}}", "1")).selectOption("hour");
    await page.getByRole("button", { name: t.actions.invoice.saveDraft }).click();
    // 2.5 × 4,800 = 12,000 with 21% VAT (in force on its issue day, today).
    await expect(page.getByRole("main")).toContainText(money(14520));
    await expect(
      page.getByRole("cell", { name: `${lang === "ro" ? "2,5" : "2.5"} ${t.invoiceUnit.hour}` }),
    ).toBeVisible();
    await expect(page.getByTestId("history")).toContainText(t.events.edited.replace("{{fields}}", "").trim());
    await page.getByRole("button", { name: t.actions.invoice.markSent }).click();
    await expect(page.getByText(t.status.invoice.Sent, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: t.actions.invoice.markSent })).toHaveCount(0);
    await expect(page.getByRole("button", { name: t.actions.invoice.saveDraft })).toHaveCount(0);
    // Issued: numbered in the company's series (APS-YEAR-NNN, the draft's number left behind), and
    // e-mailed to the client in its language with the PDF and the e-Factura XML.
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^APS-\d{4}-\d{3,}$/);
    const issuedNumber = (await heading.textContent())!;
    expect(issuedNumber).not.toBe(paidNumber);
    const mail = await waitForMail("plati@example.ro", new RegExp(issuedNumber), adminServer.dataDir);
    expect(mail.subject).toBe(
      t.invoiceMail.subject.replace("{{number}}", issuedNumber).replace("{{company}}", companyDetails.legalName),
    );
    expect(mail.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`${issuedNumber}-${lang}.pdf`, "application/pdf"],
      [`${issuedNumber}-efactura.xml`, "application/xml"],
    ]);
    const mailedXml = Buffer.from(mail.attachments![1]!.content, "base64").toString("utf8");
    expect(efacturaViolations(mailedXml, CIUS_RO)).toEqual([]);
    await expect(page.getByTestId("history")).toContainText(t.events.emailed.replace("{{to}}", "plati@example.ro"));
    await expect(page.getByRole("button", { name: t.actions.invoice.resend })).toBeVisible();
    // A first payment of 5,000: asked first with the amount and day; dismissed, nothing is recorded.
    const payment = page.getByRole("form", { name: t.actions.invoice.recordPayment });
    await expect(payment.getByLabel(t.actions.invoice.paymentAmount)).toHaveValue("14520.00");
    await payment.getByLabel(t.actions.invoice.paymentAmount).fill("5000");
    await payment.getByLabel(t.actions.invoice.paymentReference).fill("OP 101");
    const paidOn = await payment.getByLabel(t.actions.invoice.paymentDate).inputValue();
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await payment.getByRole("button", { name: t.actions.invoice.recordPayment }).click();
    await expect
      .poll(() => asked)
      .toEqual([
        t.actions.invoice.confirmPayment
          .replace("{{amount}}", money(5000))
          .replace("{{date}}", adminFormat(lang).date(paidOn)),
      ]);
    await expect(page.getByTestId("outstanding")).toHaveText(money(14520));
    // Accepted: 9,520 still owed, still Sent; the rest (what the form now offers) makes it Paid.
    page.once("dialog", (dialog) => void dialog.accept());
    await payment.getByRole("button", { name: t.actions.invoice.recordPayment }).click();
    await expect(page.getByTestId("outstanding")).toHaveText(money(9520));
    await expect(page.getByText(t.status.invoice.Sent, { exact: true }).first()).toBeVisible();
    await expect(payment.getByLabel(t.actions.invoice.paymentAmount)).toHaveValue("9520.00");
    page.once("dialog", (dialog) => void dialog.accept());
    await payment.getByRole("button", { name: t.actions.invoice.recordPayment }).click();
    await expect(page.getByText(t.status.invoice.Paid, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("paid-date")).not.toHaveText("—");
    await expect(page.getByTestId("outstanding")).toHaveText(money(0));
    await expect(page.getByRole("form", { name: t.actions.invoice.recordPayment })).toHaveCount(0);
    await expect(page.getByRole("button", { name: t.actions.invoice.cancel })).toHaveCount(0);
    await expect(page.getByTestId("history")).toContainText(t.events.sent);
    // The second was a mistake: reversed with a reason, the invoice is owed again.
    const second = page.getByTestId("payments").locator("li").nth(1);
    await second.locator("summary").click();
    await second.getByLabel(t.actions.invoice.reversalReason).fill("Bank returned the transfer");
    page.once("dialog", (dialog) => void dialog.accept());
    await second.getByRole("button", { name: t.actions.invoice.reversePayment }).click();
    await expect(page.getByTestId("outstanding")).toHaveText(money(9520));
    await expect(page.getByText(t.status.invoice.Sent, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("payments")).toContainText("Bank returned the transfer");
    await expect(page.getByTestId("history")).toContainText("Bank returned the transfer");
    // An issued invoice is not cancelled: one of its 2.5 hours is credited, asked first with the note's total
    // (4,800 at 21% = 5,808.00); 9,520 − 5,808 = 3,712.00 is still owed.
    await expect(page.getByRole("button", { name: t.actions.invoice.cancel })).toHaveCount(0);
    const credit = page.getByRole("form", { name: t.actions.invoice.issueCreditNote });
    await credit.getByLabel(t.actions.invoice.creditReason).fill("One hour not worked");
    await credit.getByLabel(t.actions.invoice.creditQuantity.replace("{{n}}", "1")).fill("1");
    const creditAsked: string[] = [];
    page.once("dialog", (dialog) => {
      creditAsked.push(dialog.message());
      void dialog.accept();
    });
    await credit.getByRole("button", { name: t.actions.invoice.issueCreditNote }).click();
    await expect(page.getByTestId("credit-notes")).toContainText(/CN-\d{4}-\d{3}/);
    expect(creditAsked).toEqual([t.actions.invoice.confirmCreditNote.replace("{{amount}}", money(-5808))]);
    await expect(page.getByTestId("credit-notes")).toContainText(money(-5808));
    await expect(page.getByTestId("outstanding")).toHaveText(money(3712));
    const noteNumber = /CN-\d{4}-\d{3}/.exec((await page.getByTestId("credit-notes").textContent()) ?? "")![0];
    const noteDownload = page.waitForEvent("download");
    await page
      .getByTestId("credit-notes")
      .getByRole("link", { name: t.invoicePdf.download.replace("{{language}}", t.invoicePdf.language[lang]) })
      .click();
    expect((await noteDownload).suggestedFilename()).toBe(`${noteNumber}-${lang}.pdf`);
    // The invoice and its credit note as e-Factura: each keeps the rules and states the same figures.
    const invoiceId = /INV-\d{4}-\d{3,}/.exec(page.url())![0];
    const xml = await (await page.request.get(`/admin/invoices/${invoiceId}/xml`)).text();
    expect(efacturaViolations(xml, CIUS_RO)).toEqual([]);
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">14520.00</cbc:PayableAmount>');
    expect(xml).toContain('<cbc:TaxAmount currencyID="EUR">2520.00</cbc:TaxAmount>');
    // 2,520 × 5.0912 = 12,829.82 lei.
    expect(xml).toContain('<cbc:TaxAmount currencyID="RON">12829.82</cbc:TaxAmount>');
    const noteXml = await (await page.request.get(`/admin/invoices/${invoiceId}/xml?creditNote=${noteNumber}`)).text();
    expect(efacturaViolations(noteXml, CIUS_RO)).toEqual([]);
    expect(noteXml).toContain('<cbc:PayableAmount currencyID="EUR">5808.00</cbc:PayableAmount>');
    expect(noteXml).toContain(`<cbc:ID>${/APS-\d{4}-\d+|INV-\d{4}-\d+/.exec(xml)![0]}</cbc:ID>`);

    // Issued and due in the past, sent: overdue as soon as a screen shows it.
    // (Issued in August 2025: a series' numbers follow its dates, and this year's were issued today.)
    const late = `Late Client ${Date.now() % 100000}`;
    await draft(late, { issue: "2025-08-15", due: "2025-09-14" });
    // Dated long ago: the accountant is warned that the e-Factura upload window has passed.
    await expect(page.getByTestId("issue-warning")).toHaveCount(1);
    await expect(page.getByTestId("issue-warning")).toContainText(t.actions.invoice.issueDateOld.split("{{date}}")[0]!);
    await page.getByRole("button", { name: t.actions.invoice.markSent }).click();
    await expect(page.getByTestId("history")).toContainText(t.events.sent);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^APS-/);
    const lateNumber = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await page.reload();
    await expect(page.getByText(t.status.invoice.Overdue, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(t.invoices.actionRequired).first()).toBeVisible();
    // The calendar made it Overdue, named in the page's language.
    await expect(page.getByTestId("history").locator("li").first()).toContainText(`${t.activity.system} ·`);
    await page.goto(`/admin/invoices?q=${encodeURIComponent(late)}`);
    const card = page.getByTestId("record");
    await expect(card).toContainText(lateNumber);
    await expect(card).toContainText(t.invoices.actionRequired);

    // Cancelled after asking; it stays in the list as Cancelled and takes no more changes.
    await draft(`Cancelled Client ${Date.now() % 100000}`);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: t.actions.invoice.cancel }).click();
    await expect(page.getByText(t.status.invoice.Cancelled, { exact: true }).first()).toBeVisible();
    for (const action of [t.actions.invoice.markSent, t.actions.invoice.recordPayment, t.actions.invoice.cancel])
      await expect(page.getByRole("button", { name: action })).toHaveCount(0);
  });
