import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { adminFormat } from "../../../app/admin-kit/format";
import { errorText } from "../../../app/admin-kit/records/error-text";
import { INVOICE_MAX, NUMBER_LIMITS } from "../../../app/domain/number-limits";
import type { Locator, Page } from "../../support/test";
import { expect, fillInvoiceClient, goLive, setAdminLanguage, test } from "../../support/admin";

/**
 * Numbers past what the back-office stores, typed into its forms in Live Mode: each is refused with
 * its range beside its field, what was typed stays, and the largest numbers it takes leave the
 * dashboard and its screens answering (an engagement figure of two billion used to answer 500 on
 * every administrator's dashboard; an invoice line of a million times a hundred million, 500 too).
 */

// Each test signs in, fills forms and reads five screens: give a loaded machine room.
test.describe.configure({ timeout: 180_000 });

/** The field's input shows `message` beside it (its error, tied by aria-describedby) and keeps `value`. */
async function expectRefused(input: Locator, message: string, value: string) {
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(message);
  await expect(input).toHaveValue(value);
}

/** The screens that sum every record answer 200. */
async function expectScreensAnswer(page: Page) {
  for (const path of ["/admin", "/admin/social", "/admin/invoices", "/admin/erp", "/admin/analytics"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
}

for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  const message = (text: string) => errorText(text, adminFormat(lang).number);
  /** The largest count as staff type it, grouped by spaces. */
  const largestCount = "1 000 000 000";

  test(`a post's engagement past a billion is refused beside its field; a billion each still adds up on the dashboard (${lang})`, async ({
    adminPage: page,
  }) => {
    await goLive(page, "/admin/social");
    await setAdminLanguage(page, lang);
    await page.getByRole("link", { name: t.social.create }).click();
    await page.getByLabel(t.actions.post.content).fill(`Largest figures ${lang} ${Date.now()}`);
    await page.getByRole("button", { name: t.social.create }).click();
    await expect(page).toHaveURL(/\/admin\/social\/SP-\d{4}-\d{3,}$/);
    await page.getByRole("button", { name: t.actions.post.publish }).click();
    await expect(page.getByLabel(t.social.likes)).toBeVisible();

    const typed = { likes: "2000000000", shares: "0x10", comments: "1e3", reach: "0b101", clicks: "Infinity" };
    for (const [name, value] of Object.entries(typed))
      await page.getByLabel(t.social[name as keyof typeof typed]).fill(value);
    await page.getByRole("button", { name: t.actions.save }).click();
    for (const [name, value] of Object.entries(typed))
      await expectRefused(
        page.getByLabel(t.social[name as keyof typeof typed]),
        message(t.actions.errors.invalidCount),
        value,
      );
    expect(NUMBER_LIMITS.count.max).toBe(1_000_000_000);

    for (const name of Object.keys(typed))
      await page.getByLabel(t.social[name as keyof typeof typed]).fill(largestCount);
    await page.getByRole("button", { name: t.actions.save }).click();
    // Likes, shares and comments: three billion, past any 32-bit integer.
    await expect(page.getByTestId("engagement")).toHaveText(adminFormat(lang).number(3 * NUMBER_LIMITS.count.max));
    await expectScreensAnswer(page);
  });

  test(`an invoice line past its quantity and unit price is refused beside them; the fullest invoice is stored (${lang})`, async ({
    adminPage: page,
  }) => {
    await goLive(page, "/admin/invoices");
    await setAdminLanguage(page, lang);
    await page.getByRole("link", { name: t.invoices.create }).click();
    await fillInvoiceClient(page, lang, {
      name: `Largest ${lang} ${Date.now() % 100000}`,
      email: "facturi@example.ro",
    });
    const line = (label: string) => page.getByLabel(label.replace("{{n}}", "1"));
    await line(t.actions.invoice.lineDescription).fill("Tower system");
    await line(t.actions.invoice.lineQuantity).fill("2000000");
    await line(t.actions.invoice.lineUnitPrice).fill("100000000");
    await page.getByRole("button", { name: t.actions.invoice.createDraft }).click();
    await expectRefused(line(t.actions.invoice.lineQuantity), message(t.actions.errors.invalidQuantity), "2000000");
    await expectRefused(line(t.actions.invoice.lineUnitPrice), message(t.actions.errors.invalidUnitPrice), "100000000");
    await expect(line(t.actions.invoice.lineDescription)).toHaveValue("Tower system");

    // Each within its range, but together past what one line may come to.
    await line(t.actions.invoice.lineQuantity).fill("2 000");
    await line(t.actions.invoice.lineUnitPrice).fill("10 000 000,00");
    await page.getByRole("button", { name: t.actions.invoice.createDraft }).click();
    await expectRefused(line(t.actions.invoice.lineUnitPrice), message(t.actions.errors.lineTooLarge), "10 000 000,00");

    // The largest line, a decimal comma and grouping as people type them.
    await line(t.actions.invoice.lineQuantity).fill("1 000");
    await line(t.actions.invoice.lineUnitPrice).fill("10 000 000,00");
    await page.getByRole("button", { name: t.actions.invoice.createDraft }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/INV-\d{4}-\d{3,}$/);
    const amount = INVOICE_MAX.line;
    await expect(page.getByRole("main")).toContainText(adminFormat(lang).money(amount));
    await expectScreensAnswer(page);
  });
}
