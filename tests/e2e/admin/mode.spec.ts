import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { expect, setAdminLanguage, test } from "../../support/admin";
import { humanPause } from "../../support/leads";
import { uniqueEmail } from "../../support/outbox";

for (const [lang, texts] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`the dashboard's mode switch changes the badge and the figures at once, both ways (${lang})`, async ({
    adminPage: page,
  }) => {
    await page.goto("/admin");
    await setAdminLanguage(page, lang);
    const badge = page.getByTestId("admin-mode");
    const cards = page.locator('[data-testid^="card-"][data-testid$="-value"]');
    await expect(cards).toHaveCount(8);
    const figures = async () => (await cards.allTextContents()).join(" | ");
    if ((await badge.textContent()) === texts.shell.liveMode) {
      await page.getByRole("button", { name: texts.shell.enableDemo, exact: true }).click();
      await expect(badge).toHaveText(texts.shell.demoMode);
    }
    const demo = await figures();
    // A mark on this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("button", { name: texts.shell.disableDemo, exact: true }).click();
    await expect(badge).toHaveText(texts.shell.liveMode);
    await expect.poll(figures).not.toBe(demo);
    const live = await figures();
    await page.getByRole("button", { name: texts.shell.enableDemo, exact: true }).click();
    await expect(badge).toHaveText(texts.shell.demoMode);
    await expect.poll(figures).toBe(demo);
    expect(live).not.toBe(demo);
    // No document load: the page switched in place.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
}

test("live analytics with leads and no revenue: no axis repeats a label; the demo chart neither (both languages)", async ({
  adminPage: page,
}) => {
  // A lead from the public quote page, so the live chart has something to draw.
  await page.goto("/quote");
  const form = page.getByRole("main");
  await form.getByLabel("Full name").fill("Axa Test");
  await form.getByLabel("Email").fill(uniqueEmail("axis"));
  await form.getByLabel("Phone").fill("+40 733 444 556");
  await form.getByLabel("Project type").selectOption("residential");
  await form.getByLabel("Number of parking spaces").fill("12");
  await form.getByLabel("Project details").fill("A lead for the analytics chart.");
  await humanPause(page);
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Quote request submitted successfully!").first()).toBeVisible();

  for (const [lang, texts] of [
    ["en", en],
    ["ro", ro],
  ] as const) {
    await page.goto("/admin/analytics");
    await setAdminLanguage(page, lang);
    for (const mode of ["live", "demo"] as const) {
      const toggle = page.getByRole("button", {
        name: mode === "live" ? texts.shell.disableDemo : texts.shell.enableDemo,
        exact: true,
      });
      if (await toggle.isVisible()) await toggle.click();
      await expect(page.getByTestId("admin-mode")).toHaveText(
        mode === "live" ? texts.shell.liveMode : texts.shell.demoMode,
      );
      // Each y axis's labels (Recharts draws them in a layer of their own).
      const axes = page.locator("section[aria-labelledby='monthly-trend'] .recharts-yAxis-tick-labels");
      await expect(axes).toHaveCount(2);
      for (const axis of await axes.all()) {
        const labels = await axis.locator("text").allTextContents();
        expect(labels.length, `${lang} ${mode}`).toBeGreaterThan(1);
        expect(new Set(labels).size, `${lang} ${mode}: ${labels.join(" ")}`).toBe(labels.length);
      }
    }
  }
});
