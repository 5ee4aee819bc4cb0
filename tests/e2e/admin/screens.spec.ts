import type { Page } from "@playwright/test";
import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { textLayoutFaultsAtWidths } from "../../support/layout";
import { ADMIN_SCREENS, TABLE_SCREENS } from "../../support/admin-session";
import { axeViolations } from "../../support/axe";
import { expect, goDemo, goLive, setAdminLanguage, test } from "../../support/admin";

/**
 * One walk over every admin screen, each list drawn as a table and a record of each kind, in Demo
 * and in Live Mode, in each language. Each page is loaded once and checked for what every screen
 * must hold: axe's WCAG 2.1 A and AA rules (in Demo Mode, where every screen has its samples), no
 * control's text spilling out, wrapping or cut off at five widths, and no control saying it is not
 * available (in either language).
 */
const RECORD =
  /^\/admin\/(contacts|leads|opportunities|invoices|affiliates|campaigns|social|installations|tasks|meetings)\/(?!new$)[^/?#]+$/;

/** The viewport the page opened at: axe is run there, before the widths are tried. */
const DESKTOP = { width: 1280, height: 720 };

type Found = { axe: string[]; layout: string[]; unavailable: string[] };

/** The checks of one page as it is now open; returns the record pages it links to. */
async function checkPage(page: Page, label: string, withAxe: boolean, found: Found): Promise<string[]> {
  await expect(page.getByRole("heading", { level: 1 }), label).toBeVisible();
  for (const text of [en.common.notAvailable, ro.common.notAvailable])
    if ((await page.locator(`[title="${text}"]`).count()) > 0) found.unavailable.push(label);
  if (withAxe) {
    await page.setViewportSize(DESKTOP);
    found.axe.push(...(await axeViolations(page, label)));
  }
  for (const fault of await textLayoutFaultsAtWidths(page)) found.layout.push(`${label} ${fault}`);
  return page.locator("main a[href^='/admin/']").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
}

for (const [lang, texts] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`every admin screen, table and kind of record, in Demo and Live Mode: axe finds nothing, no text spills out at five widths, nothing says it is not available (${lang})`, async ({
    adminPage: page,
  }) => {
    test.setTimeout(600_000);
    await page.goto("/admin");
    await setAdminLanguage(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.dashboard.title);
    const found: Found = { axe: [], layout: [], unavailable: [] };
    for (const mode of ["demo", "live"] as const) {
      if (mode === "demo") await goDemo(page, "/admin");
      else await goLive(page, "/admin");
      const withAxe = mode === "demo";
      const records = new Set<string>();
      // A form that adds a record is the same form in both modes: it is checked in Demo Mode.
      for (const path of ADMIN_SCREENS.filter((p) => mode === "demo" || !p.endsWith("/new"))) {
        await page.goto(path);
        for (const href of await checkPage(page, `${mode} ${path}`, withAxe, found))
          if (RECORD.test(href) && ![...records].some((seen) => seen.split("/")[2] === href.split("/")[2]))
            records.add(href);
      }
      // The lists drawn as tables, sorted, with the bulk bar and saved filters (on a phone they
      // stay cards, whatever the link says).
      for (const path of TABLE_SCREENS) {
        await page.setViewportSize(DESKTOP);
        await page.goto(path);
        await expect(page.getByTestId("record-table"), path).toBeVisible();
        await checkPage(page, `${mode} ${path}`, withAxe, found);
      }
      if (mode === "demo") expect(records.size).toBeGreaterThan(5);
      for (const path of records) {
        await page.goto(path);
        await checkPage(page, `${mode} ${path}`, withAxe, found);
      }
    }
    // The public header with an administrator signed in: Admin Panel and the user menu.
    await page.goto(lang === "en" ? "/" : "/ro");
    for (const fault of await textLayoutFaultsAtWidths(page)) found.layout.push(`public header ${fault}`);
    expect(found).toEqual({ axe: [], layout: [], unavailable: [] });
    // The language is the account's, shared with the worker's next tests.
    await page.goto("/admin");
    await setAdminLanguage(page, "en");
  });
}
