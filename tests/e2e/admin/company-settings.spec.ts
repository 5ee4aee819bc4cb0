import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import {
  companyDetails,
  expect,
  goLive,
  modeStored,
  setAdminLanguage,
  setCompanyDetails,
  test,
} from "../../support/admin";

for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`the company's details: a wrong tax code and IBAN refused and kept, then saved (${lang})`, async ({
    adminPage: page,
  }) => {
    await goLive(page, "/admin/settings");
    await setAdminLanguage(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.settings.title);
    await page.getByLabel(t.company.legalName).fill(companyDetails.legalName);
    // One digit off: the check digit of the CUI and the IBAN's check digits no longer match.
    await page.getByLabel(t.company.taxCode).fill("RO14399841");
    await page.getByLabel(t.company.tradeRegister).fill(companyDetails.tradeRegister);
    await page.getByLabel(t.company.address).fill(companyDetails.address);
    await page.getByLabel(t.company.iban.replace("{{n}}", "1")).fill("RO24 BTRL RONC RT00 0000 0002");
    await page.getByLabel(t.company.bank.replace("{{n}}", "1")).fill(companyDetails.bank);
    await page.getByRole("button", { name: t.actions.save }).click();
    await expect(page.getByText(t.actions.errors.invalidTaxCode)).toBeVisible();
    await expect(page.getByText(t.actions.errors.invalidIban)).toBeVisible();
    await expect(page.getByLabel(t.company.taxCode)).toHaveValue("RO14399841");
    await expect(page.getByLabel(t.company.legalName)).toHaveValue(companyDetails.legalName);

    await setCompanyDetails(page);
    await page.reload();
    await expect(page.getByLabel(t.company.taxCode)).toHaveValue(companyDetails.taxCode);
    await expect(page.getByLabel(t.company.iban.replace("{{n}}", "1"))).toHaveValue(companyDetails.iban);
    await expect(page.getByTestId("settings-not-set")).toHaveCount(0);
  });
}

test("Demo Mode shows the sample company's details and refuses to change them", async ({ adminPage: page }) => {
  await page.goto("/admin/settings");
  await setAdminLanguage(page, "en");
  const t = en;
  const enable = page.getByRole("button", { name: t.shell.enableDemo, exact: true });
  if (await enable.isVisible()) {
    await enable.click();
    await modeStored(page, "demo");
    await page.goto("/admin/settings");
  }
  await expect(page.getByLabel(t.company.legalName)).not.toHaveValue("");
  await page.getByLabel(t.company.legalName).fill("Another name SRL");
  await page.getByRole("button", { name: t.actions.save }).click();
  await expect(page.getByText(t.actions.errors.demoMode)).toBeVisible();
  await expect(page.getByLabel(t.company.legalName)).toHaveValue("Another name SRL");
});
