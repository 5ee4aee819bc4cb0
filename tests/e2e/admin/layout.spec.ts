import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { textLayoutFaultsAtWidths } from "../../support/layout";
import { ADMIN_SCREENS, TABLE_SCREENS } from "../../support/admin-session";
import { expect, modeStored, setAdminLanguage, test } from "../../support/admin";

const RECORD = /^\/admin\/(contacts|leads|opportunities|invoices|affiliates|campaigns|social)\/(?!new$)[^/?#]+$/;

for (const [lang, texts] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`no admin control's text spills out or wraps, nothing is cut off, in Demo and Live Mode, five widths (${lang})`, async ({
    adminPage: page,
  }) => {
    test.setTimeout(600_000);
    await page.goto("/admin");
    await setAdminLanguage(page, lang);
    const faults: string[] = [];
    for (const mode of ["demo", "live"] as const) {
      await page.goto("/admin");
      const toggle = page.getByRole("button", {
        name: mode === "live" ? texts.shell.disableDemo : texts.shell.enableDemo,
        exact: true,
      });
      if (await toggle.isVisible()) {
        await toggle.click();
        await expect(
          page.getByRole("button", {
            name: mode === "live" ? texts.shell.enableDemo : texts.shell.disableDemo,
            exact: true,
          }),
        ).toBeVisible();
        await modeStored(page, mode);
      }
      const records = new Set<string>();
      // A form that adds a record is the same form in both modes: it is checked in Demo Mode.
      for (const path of ADMIN_SCREENS.filter((p) => mode === "demo" || !p.endsWith("/new"))) {
        await page.goto(path);
        for (const fault of await textLayoutFaultsAtWidths(page)) faults.push(`${mode} ${path} ${fault}`);
        const links = await page
          .locator("main a[href^='/admin/']")
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
        for (const href of links)
          if (RECORD.test(href) && ![...records].some((seen) => seen.split("/")[2] === href.split("/")[2]))
            records.add(href);
      }
      // The lists drawn as tables (on a phone they stay cards, whatever the link says).
      for (const path of TABLE_SCREENS) {
        await page.goto(path);
        for (const fault of await textLayoutFaultsAtWidths(page)) faults.push(`${mode} ${path} ${fault}`);
      }
      for (const path of records) {
        await page.goto(path);
        for (const fault of await textLayoutFaultsAtWidths(page)) faults.push(`${mode} ${path} ${fault}`);
      }
    }
    // The public header with an administrator signed in: Admin Panel and the user menu.
    await page.goto(lang === "en" ? "/" : "/ro");
    for (const fault of await textLayoutFaultsAtWidths(page)) faults.push(`public header ${fault}`);
    expect(faults).toEqual([]);
  });
}
