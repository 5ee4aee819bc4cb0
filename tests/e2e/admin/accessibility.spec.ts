import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { ADMIN_SCREENS, TABLE_SCREENS } from "../../support/admin-session";
import { axeViolations } from "../../support/axe";
import { expect, setAdminLanguage, test } from "../../support/admin";

const RECORD =
  /^\/admin\/(contacts|leads|opportunities|invoices|affiliates|campaigns|social|installations|tasks|meetings)\/(?!new$)[^/?#]+$/;

for (const [lang, texts] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`every admin screen and a record of each kind passes axe's WCAG 2.1 A and AA checks (${lang})`, async ({
    adminPage: page,
  }) => {
    test.setTimeout(300_000);
    await page.goto("/admin");
    await setAdminLanguage(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.dashboard.title);
    const found: string[] = [];
    const records = new Set<string>();
    for (const path of ADMIN_SCREENS) {
      await page.goto(path);
      found.push(...(await axeViolations(page, path)));
      for (const href of await page
        .locator("main a[href^='/admin/']")
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!)))
        if (RECORD.test(href) && ![...records].some((seen) => seen.split("/")[2] === href.split("/")[2]))
          records.add(href);
    }
    // The lists drawn as tables too: sorted, and with the bulk bar and saved filters.
    for (const path of TABLE_SCREENS) {
      await page.goto(path);
      await expect(page.getByTestId("record-table")).toBeVisible();
      found.push(...(await axeViolations(page, path)));
    }
    expect(records.size).toBeGreaterThan(5);
    for (const path of records) {
      await page.goto(path);
      found.push(...(await axeViolations(page, path)));
    }
    expect(found).toEqual([]);
  });
}
