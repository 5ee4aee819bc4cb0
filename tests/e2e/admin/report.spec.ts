import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { extractText, getDocumentProxy } from "unpdf";
import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { adminFormat } from "../../../app/admin-kit/format";
import { expect, goDemo, setAdminLanguage, test } from "../../support/admin";
import { companySample } from "../../../app/entities/company/sample";
import { printedTaxCode } from "../../../app/domain/company/tax-ids";

/**
 * The financial report, on Demo Mode's sample book: October 2026 holds the Frankfurt invoice
 * (224,800.00 reverse charged) and the Cluj clinic's (41,190.00 at 21%, 8,649.90 VAT), and the
 * Frankfurt advance of 112,400.00 received. The screen, the PDF and the workbook state the same.
 */
for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const)
  test(`the financial report: from the ERP panel, October 2026, the same figures on screen, in the PDF and the workbook (${lang})`, async ({
    adminPage: page,
  }) => {
    const money = adminFormat(lang).money;
    await goDemo(page, "/admin/erp");
    await setAdminLanguage(page, lang);
    await page.getByRole("link", { name: t.erp.financialReport }).click();
    await expect(page).toHaveURL(/\/admin\/erp\/report$/);
    await page.getByLabel(t.report.period).selectOption("2026-10");
    await page.getByRole("button", { name: t.report.show }).click();
    await expect(page).toHaveURL(/period=2026-10/);
    const figures = {
      invoiced: money(265990),
      credited: money(0),
      netRevenue: money(265990),
      vatCollected: money(8649.9),
      cashReceived: money(112400),
    };
    for (const [key, value] of Object.entries(figures))
      await expect(page.getByTestId(`report-${key}`)).toHaveText(value);
    await expect(page.getByTestId("report-vat")).toContainText(money(41190));
    await expect(page.getByTestId("report-clients")).toContainText("Parkhaus Rhein-Main GmbH");

    const pdfDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: t.report.downloadPdf }).click();
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(await (await pdfDownload).path())));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/[\s\u00a0\u202f]+/g, " ");
    for (const value of Object.values(figures)) expect(text).toContain(value.replace(/[\s\u00a0\u202f]+/g, " "));
    expect(text).toContain(t.report.vatByRate);
    // Whose report: the legal name and tax code of the company's details (Demo Mode's sample company).
    expect(text).toContain(`${companySample.legalName} · CUI ${printedTaxCode(companySample)}`);

    const xlsxDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: t.report.downloadXlsx }).click();
    const file = await xlsxDownload;
    expect(file.suggestedFilename()).toMatch(/2026-10\.xlsx$/);
    const sheet = strFromU8(unzipSync(new Uint8Array(readFileSync(await file.path())))["xl/worksheets/sheet1.xml"]!);
    // Numbers as numbers: invoiced, credited, net revenue, VAT, cash in B5 to B9.
    for (const [cell, value] of [
      ["B5", "265990"],
      ["B7", "265990"],
      ["B8", "8649.9"],
      ["B9", "112400"],
    ])
      expect(sheet).toMatch(new RegExp(`<c r="${cell}"[^>]*><v>${value}</v></c>`));

    // A period that is none is said so; this month is shown.
    await page.goto("/admin/erp/report?period=2026-13");
    await expect(page.getByRole("alert")).toHaveText(t.report.invalidPeriod);
  });
