import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { expect, setAdminLanguage, test } from "../../support/admin";
import { humanPause } from "../../support/enquiries";
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

for (const [lang, texts] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`Demo Mode's records open like live ones; a change to one is refused with a message, keeping what was typed (${lang})`, async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/contacts");
    await setAdminLanguage(page, lang);
    const enable = page.getByRole("button", { name: texts.shell.enableDemo, exact: true });
    if (await enable.isVisible()) {
      await enable.click();
      await expect(page.getByTestId("admin-mode")).toHaveText(texts.shell.demoMode);
      await expect
        .poll(async () => (await page.context().cookies()).find((c) => c.name === "admin_mode")?.value)
        .toBe("demo");
      await page.reload();
    }
    // The newest sample contact, Raluca Toma (CT-2026-012), opens its page.
    await page.getByTestId("record").getByRole("link", { name: "Raluca Toma" }).first().click();
    await expect(page).toHaveURL(/\/admin\/contacts\/CT-2026-012$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Raluca Toma");
    const note = page.getByLabel(texts.actions.note);
    await note.fill("A note typed in Demo Mode");
    await page.getByRole("button", { name: texts.actions.addNote }).click();
    await expect(page.getByText(texts.actions.errors.demoMode)).toBeVisible();
    await expect(note).toHaveValue("A note typed in Demo Mode");
    // Nothing was written: the sample's history is still empty after a reload.
    await page.reload();
    await expect(page.getByTestId("history")).toHaveCount(0);
  });
}
