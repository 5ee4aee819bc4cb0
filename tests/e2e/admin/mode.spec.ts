import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { expect, setAdminLanguage, test } from "../../support/admin";

for (const [lang, texts] of [["en", en], ["ro", ro]] as const) {
  test(`the dashboard's mode switch changes the badge and the figures at once, both ways (${lang})`, async ({ adminPage: page }) => {
    await page.goto("/admin");
    await setAdminLanguage(page, lang);
    const badge = page.getByTestId("admin-mode");
    const cards = page.locator('[data-testid^="card-"][data-testid$="-value"]');
    await expect(cards).toHaveCount(8);
    const figures = async () => (await cards.allTextContents()).join(" | ");
    if ((await badge.textContent()) === texts.shell.liveMode) {
      await page.getByRole("button", { name: texts.shell.enableDemo }).click();
      await expect(badge).toHaveText(texts.shell.demoMode);
    }
    const demo = await figures();
    // A mark on this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("button", { name: texts.shell.disableDemo }).click();
    await expect(badge).toHaveText(texts.shell.liveMode);
    await expect.poll(figures).not.toBe(demo);
    const live = await figures();
    await page.getByRole("button", { name: texts.shell.enableDemo }).click();
    await expect(badge).toHaveText(texts.shell.demoMode);
    await expect.poll(figures).toBe(demo);
    expect(live).not.toBe(demo);
    // No document load: the page switched in place.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
}
