import en from "../../../app/i18n/en/admin";
import { expect, fillInvoiceClient, goLive, test } from "../../support/admin";
import { uniqueEmail } from "../../support/outbox";

/** The top bar's search: every kind of record at once, by keyboard. */
test("Ctrl+K, type, arrows and Enter open a contact and an invoice; Escape closes; the results page works without the box", async ({
  adminPage: page,
}) => {
  const tag = `Findme${Date.now() % 100000}`;
  await goLive(page, "/admin/contacts/new");
  await page.getByLabel(en.columns.firstName).fill("Sorina");
  await page.getByLabel(en.columns.lastName).fill(tag);
  await page.getByLabel(en.columns.email).fill(uniqueEmail("search"));
  await page.getByLabel(en.columns.company).fill(`${tag} Parking SRL`);
  await page.getByRole("button", { name: en.actions.contact.add }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Sorina ${tag}` })).toBeVisible();

  await page.goto("/admin/invoices/new");
  await fillInvoiceClient(page, "en", { name: `${tag} Client SA`, email: "facturi@example.ro" });
  await page.getByLabel(en.actions.invoice.lineDescription.replace("{{n}}", "1")).fill("Survey");
  await page.getByLabel(en.actions.invoice.lineQuantity.replace("{{n}}", "1")).fill("1");
  await page.getByLabel(en.actions.invoice.lineUnitPrice.replace("{{n}}", "1")).fill("500");
  await page.getByRole("button", { name: en.actions.invoice.createDraft }).click();
  await expect(page).toHaveURL(/\/admin\/invoices\/INV-\d{4}-\d{3,}$/);
  const number = /INV-\d{4}-\d{3,}/.exec(page.url())![0];

  await page.goto("/admin");
  const box = page.getByRole("combobox", { name: en.shell.searchLabel });
  // Once the page has hydrated, Ctrl+K focuses the box from anywhere.
  await expect(async () => {
    await page.keyboard.press("Control+k");
    await expect(box).toBeFocused({ timeout: 500 });
  }).toPass();
  await page.keyboard.type(tag.toLowerCase());
  const results = page.getByRole("listbox", { name: en.shell.searchTitle });
  await expect(results).toBeVisible();
  await expect(results.getByRole("group", { name: en.nav.contacts })).toContainText(`Sorina ${tag}`);
  await expect(results.getByRole("group", { name: en.nav.invoices })).toContainText(number);
  await expect(box).toHaveAttribute("aria-expanded", "true");

  // Escape closes the results; the arrow opens them again on the first result.
  await page.keyboard.press("Escape");
  await expect(results).toBeHidden();
  await page.keyboard.press("ArrowDown");
  await expect(results).toBeVisible();
  const first = results.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(first).toContainText(`Sorina ${tag}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/contacts\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sorina ${tag}`);

  // By the invoice's number, to the invoice.
  await box.focus();
  await page.keyboard.type(number);
  await expect(results.getByRole("option").first()).toContainText(number);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/invoices/${number}$`));

  // Enter with no result chosen goes to the results page, which lists every kind found.
  await box.fill(tag);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/search\\?q=${tag}$`));
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: new RegExp(`Sorina ${tag}`) })).toBeVisible();
  await expect(main.getByRole("link", { name: new RegExp(number) })).toBeVisible();
  await page.goto("/admin/search?q=zz-nothing-here");
  await expect(page.getByText(en.shell.searchNothing.replace("{{q}}", "zz-nothing-here"))).toBeVisible();
});
