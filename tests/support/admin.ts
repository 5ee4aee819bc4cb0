import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base, expect, type Page } from "./test";
import en from "../../app/i18n/en/admin";
import ro from "../../app/i18n/ro/admin";
import { writeSignedIn } from "./admin-session";
import { uniqueEmail } from "./outbox";
import { startServer } from "./server";

type AdminServer = { url: string; dataDir: string; session: { name: string; value: string } };

/**
 * Browser tests as an administrator. Each worker gets its own server on a fresh embedded database, where a
 * super administrator is written with a signed-in session (the server's test route); each test's
 * browser context starts with that session's cookie. Signing up, verifying and the admin command
 * are tested on their own (tests/e2e/auth), as is an administrator's sign-in through the form.
 */
export const test = base.extend<{ adminPage: Page }, { adminServer: AdminServer }>({
  adminServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-admin-office-"));
      const server = await startServer({
        DATA_DIR: dataDir,
        ENABLE_TEST_ROUTES: "1",
        AUTH_RATE_LIMIT: "1000",
        ENQUIRY_RATE_LIMIT: "1000",
        LOG_LEVEL: "warn",
      });
      const user = { email: uniqueEmail("office"), password: "secret-pass-123", fullName: "Ioana Marinescu" };
      const { name, value } = await writeSignedIn(server.url, user, { role: "super_admin" });
      await use({ url: server.url, dataDir, session: { name, value } });
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  adminPage: async ({ browser, adminServer }, use) => {
    const context = await browser.newContext({ baseURL: adminServer.url });
    await context.addCookies([{ ...adminServer.session, url: adminServer.url, httpOnly: true, sameSite: "Lax" }]);
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect };

/** Switches the back-office language with its EN/RO button and waits for the page to follow. */
export async function setAdminLanguage(page: Page, lang: "en" | "ro") {
  const current = await page.locator("html").getAttribute("lang");
  if (current === lang) return;
  await page
    .getByRole("button", {
      name: lang === "ro" ? "Schimbă limba panoului în română" : "Switch the panel language to English",
    })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** Opens `path` in Live Mode, switching to it with the top bar's button if the back-office is in Demo Mode. */
export async function goLive(page: Page, path: string) {
  await page.goto(path);
  for (const label of [en.shell.disableDemo, ro.shell.disableDemo]) {
    const button = page.getByRole("button", { name: label, exact: true });
    if (await button.isVisible()) {
      await button.click();
      await modeStored(page, "live");
    }
  }
}

/** Opens `path` in Demo Mode, switching to it with the top bar's button if the back-office is in Live Mode. */
export async function goDemo(page: Page, path: string) {
  await page.goto(path);
  for (const label of [en.shell.enableDemo, ro.shell.enableDemo]) {
    const button = page.getByRole("button", { name: label, exact: true });
    if (await button.isVisible()) {
      await button.click();
      await modeStored(page, "demo");
      await page.goto(path);
    }
  }
}

/**
 * Waits until the browser holds the mode just chosen: the badge follows the click at once, but the
 * next page (or post) is read in the mode the server stored, which arrives a moment later.
 */
export async function modeStored(page: Page, mode: "demo" | "live") {
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "admin_mode")?.value)
    .toBe(mode);
}

/**
 * The company's details as staff type them in Settings (Live Mode): an invoice is issued, and its
 * PDF printed, only once they are set. The IBAN's check digits are right; its account is made up.
 */
export const companyDetails = {
  legalName: "Autoparc Systems SRL",
  taxCode: "RO14399840",
  tradeRegister: "J27/412/2000",
  address: "Bulevardul Decebal 10, 610093 Piatra-Neamț",
  iban: "RO24 BTRL RONC RT00 0000 0001",
  bank: "Banca Transilvania",
};

/** Sets the company's details in Live Mode through the Settings form, in the admin's language. */
export async function setCompanyDetails(page: Page) {
  await goLive(page, "/admin/settings");
  const t = (await page.locator("html").getAttribute("lang")) === "ro" ? ro : en;
  await page.getByLabel(t.company.legalName).fill(companyDetails.legalName);
  await page.getByLabel(t.company.taxCode).fill(companyDetails.taxCode);
  await page.getByLabel(t.company.tradeRegister).fill(companyDetails.tradeRegister);
  await page.getByLabel(t.company.address).fill(companyDetails.address);
  await page.getByLabel(t.company.iban.replace("{{n}}", "1")).fill(companyDetails.iban);
  await page.getByLabel(t.company.bank.replace("{{n}}", "1")).fill(companyDetails.bank);
  await page.getByRole("button", { name: t.actions.save }).click();
  await expect(page.getByTestId("settings-updated")).toBeVisible();
}

/** The address of the clients the tests invoice: with its postal code, as e-Factura needs it. */
export const testClientAddress = "Strada Exemplului 1, 010101 București, Sector 1";

/** The exchange rate the invoices made in the tests state: lei for one euro, and its day (the day before today). */
export const testExchangeRate = {
  rate: 5.0912,
  typed: { en: "5.0912", ro: "5,0912" },
  // The day before today: the rate must be of the day VAT becomes due (an invoice issued and delivered today), or just before.
  date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
};

/**
 * Fills the new invoice form's client (its name, an address, its e-mail) and the exchange rate
 * with its day, in the admin's language.
 */
export async function fillInvoiceClient(page: Page, lang: "en" | "ro", client: { name: string; email: string }) {
  const t = lang === "ro" ? ro : en;
  await page.getByLabel(t.actions.invoice.clientName).fill(client.name);
  await page.getByLabel(t.actions.invoice.clientAddress).fill(testClientAddress);
  await page.getByLabel(t.actions.invoice.clientEmail).fill(client.email);
  await page.getByLabel(t.actions.invoice.exchangeRate).fill(testExchangeRate.typed[lang]);
  await page.getByLabel(t.actions.invoice.exchangeRateDate).fill(testExchangeRate.date);
}
