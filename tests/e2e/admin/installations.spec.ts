import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { adminFormat } from "../../../app/admin-kit/format";
import { errorText } from "../../../app/admin-kit/records/error-text";
import { expect, goLive, setAdminLanguage, test } from "../../support/admin";

/**
 * The installed base in Live Mode, in each language: an installation recorded at its handover (a
 * refused post names each field and keeps what was typed, a contact number no contact has is
 * refused), changed on its page, noted, found again in its list, and deleted after a confirmation.
 */
for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`an installation recorded, changed, noted, found and deleted (${lang})`, async ({ adminPage: page }) => {
    const format = adminFormat(lang);
    const customer = `Garage ${lang}${Date.now() % 1_000_000} SRL`;
    await goLive(page, "/admin/installations");
    await setAdminLanguage(page, lang);

    await page.getByRole("link", { name: t.installations.add }).click();
    await expect(page).toHaveURL(/\/admin\/installations\/new$/);
    const form = page.locator("main form");
    await form.getByLabel(t.installations.customer).fill(customer);
    await form.getByLabel(t.installations.site).fill("Str. Fabricii 12, Cluj-Napoca");
    await form.getByLabel(t.installations.system).selectOption({ label: t.systemType.shuttle });
    await form.getByLabel(t.installations.spaces).fill("0");
    await form.getByLabel(t.installations.handover).fill("2026-05-04");
    await form.getByLabel(t.installations.warrantyEnd).fill("2026-05-03");
    await form.getByLabel(t.installations.contact).fill("CT-1");
    await page.getByRole("button", { name: t.installations.add }).click();
    await expect(page.getByText(errorText(t.actions.errors.invalidSpaces, format.number))).toBeVisible();
    await expect(page.getByText(t.actions.errors.contactNotFound)).toBeVisible();
    // What was typed stays.
    await expect(form.getByLabel(t.installations.customer)).toHaveValue(customer);
    await expect(form.getByLabel(t.installations.system)).toHaveValue("shuttle");

    // The spaces right, the warranty still before the handover: that field refused.
    await form.getByLabel(t.installations.spaces).fill("1 200");
    await form.getByLabel(t.installations.contact).fill("");
    await page.getByRole("button", { name: t.installations.add }).click();
    await expect(page.getByText(t.actions.errors.warrantyBeforeHandover)).toBeVisible();
    // A contact number of the right form that no contact has: the server looks, and refuses it.
    await form.getByLabel(t.installations.warrantyEnd).fill("2028-05-04");
    await form.getByLabel(t.installations.contact).fill("ct-2020-999");
    await page.getByRole("button", { name: t.installations.add }).click();
    await expect(page.getByText(t.actions.errors.contactNotFound)).toBeVisible();
    await expect(form.getByLabel(t.installations.contact)).toHaveValue("ct-2020-999");
    await form.getByLabel(t.installations.contact).fill("");
    await page.getByRole("button", { name: t.installations.add }).click();

    await expect(page).toHaveURL(/\/admin\/installations\/INS-\d{4}-\d{3,}$/);
    await expect(page.getByRole("heading", { level: 1, name: customer })).toBeVisible();
    await expect(page.getByTestId("installation-spaces")).toHaveText(format.number(1200));

    // The first visit, left empty, falls one maintenance interval (six months) after the handover.
    await expect(page.getByTestId("next-visit")).toHaveText(format.date("2026-11-04"));
    // Changed on its page: the visit moved.
    await page.getByLabel(t.installations.nextVisit).fill("2026-12-01");
    await page.getByRole("button", { name: t.actions.save }).click();
    await expect(page.getByRole("status")).toHaveText(t.actions.saved);
    await expect(page.getByTestId("next-visit")).toHaveText(format.date("2026-12-01"));

    await page.getByLabel(t.actions.note).fill("Commissioned with the operator; keys handed to the caretaker.");
    await page.getByRole("button", { name: t.actions.addNote }).click();
    await expect(page.getByText("Commissioned with the operator; keys handed to the caretaker.")).toBeVisible();

    // Found by the back-office's search, among the other kinds of record.
    await page.goto(`/admin/search?q=${encodeURIComponent(customer.split(" ")[1]!)}`);
    await expect(page.getByRole("region", { name: t.nav.installations })).toContainText(customer);
    // Found again in its list by a word of its customer.
    await page.goto(`/admin/installations?q=${encodeURIComponent(customer.split(" ")[1]!)}`);
    await expect(page.getByTestId("record")).toHaveCount(1);
    await expect(page.getByTestId("record")).toHaveAttribute("aria-label", customer);
    await page.getByTestId("record").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/admin\/installations\/INS-/);

    // Deleted after the question; the list no longer has it.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: t.installations.delete }).click();
    await expect(page).toHaveURL(/\/admin\/installations$/);
    await page.goto(`/admin/installations?q=${encodeURIComponent(customer.split(" ")[1]!)}`);
    await expect(page.getByTestId("record")).toHaveCount(0);
  });
}
