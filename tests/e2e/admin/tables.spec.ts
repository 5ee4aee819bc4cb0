import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import type { Page } from "@playwright/test";
import { expect, goLive, setAdminLanguage, test } from "../../support/admin";
import { uniqueEmail } from "../../support/outbox";

/**
 * A list as a table in Live Mode, in each language: filtered by the URL, sorted by a column both
 * ways, its columns chosen, two rows bulk-assigned after a confirmation with their count, "Mine"
 * finding them, the view saved and opened again; and on a phone, the cards.
 */

type Texts = typeof en;

/** A lead entered through the back-office's form. */
async function newLead(page: Page, t: Texts, title: string) {
  await page.goto("/admin/leads/new");
  await page.getByRole("textbox", { name: t.actions.lead.title, exact: true }).fill(title);
  await page.getByLabel(t.actions.lead.contactName).fill(`Contact of ${title}`);
  await page.getByLabel(t.columns.email).fill(uniqueEmail("table"));
  await page.getByRole("button", { name: t.leads.add }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/LD-\d{4}-\d{3,}$/);
}

/** The text of the table's first column, row by row. */
const firstColumn = (page: Page) => page.getByTestId("table-row").locator("td:nth-child(2)").allInnerTexts();

for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`a table of leads: filter, sort, choose columns, bulk-assign, Mine, a saved view (${lang})`, async ({
    adminPage: page,
  }) => {
    const tag = `tbl${lang}${Date.now() % 1_000_000}`;
    await goLive(page, "/admin/leads");
    await setAdminLanguage(page, lang);
    await newLead(page, t, `Alpha ${tag}`);
    await newLead(page, t, `Beta ${tag}`);

    // The cards are the default; the table is one link away and keeps the search.
    await page.goto(`/admin/leads?q=${tag}`);
    await page.getByRole("navigation", { name: t.table.layout }).getByRole("link", { name: t.table.table }).click();
    await expect(page).toHaveURL(new RegExp(`layout=table`));
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const table = page.getByTestId("record-table");
    await expect(table.getByTestId("table-row")).toHaveCount(2);

    // Sorted by title: ascending, then descending; the heading says which.
    const title = table.getByRole("columnheader", { name: t.columns.title });
    await title.getByRole("link").click();
    await expect(page).toHaveURL(/sort=title&dir=asc/);
    await expect(title).toHaveAttribute("aria-sort", "ascending");
    expect(await firstColumn(page)).toEqual([`Alpha ${tag}`, `Beta ${tag}`]);
    await title.getByRole("link").click();
    await expect(page).toHaveURL(/sort=title&dir=desc/);
    await expect(title).toHaveAttribute("aria-sort", "descending");
    expect(await firstColumn(page)).toEqual([`Beta ${tag}`, `Alpha ${tag}`]);

    // A column more (Source) and one less (Company), kept with the sort.
    await page.getByText(t.table.columns, { exact: true }).first().click();
    await page.getByRole("checkbox", { name: t.columns.source }).check();
    await page.getByRole("checkbox", { name: t.columns.company }).uncheck();
    await page.getByRole("button", { name: t.table.showColumns }).click();
    await expect(table.getByRole("columnheader", { name: t.columns.source })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: t.columns.company })).toHaveCount(0);
    await expect(page).toHaveURL(/sort=title/);

    // Nobody owns them yet: "Mine" finds none.
    await page.getByRole("checkbox", { name: t.table.mine }).check();
    await expect(page).toHaveURL(/mine=1/);
    await expect(table.getByTestId("table-row")).toHaveCount(0);
    await expect(table).toContainText(t.table.empty);
    await page.getByRole("checkbox", { name: t.table.mine }).uncheck();
    await expect(table.getByTestId("table-row")).toHaveCount(2);

    // Both rows assigned at once, after the question that counts them.
    await page.getByRole("checkbox", { name: t.table.selectPage }).check();
    await expect(page.getByTestId("selected-count")).toHaveText("(2)");
    await page.getByLabel(t.table.assign, { exact: true }).selectOption({ label: "Ioana Marinescu" });
    await page.getByRole("button", { name: t.table.assign, exact: true }).click();
    const question = t.table.confirmAssign.replace("{{count}}", "2").replace("{{owner}}", "Ioana Marinescu");
    const confirm = page.getByRole("alertdialog", { name: question });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("button", { name: t.table.confirm })).toBeFocused();
    await confirm.getByRole("button", { name: t.table.confirm }).click();
    await expect(page.getByTestId("bulk-done")).toHaveText(
      t.table.done.replace("{{done}}", "2").replace("{{skipped}}", "0"),
    );
    await expect(table.getByTestId("table-row").filter({ hasText: "Ioana Marinescu" })).toHaveCount(2);

    // Now they are the administrator's own.
    await page.getByRole("checkbox", { name: t.table.mine }).check();
    await expect(page).toHaveURL(/mine=1/);
    await expect(table.getByTestId("table-row")).toHaveCount(2);

    // The view saved under a name, and opened again from a bare list.
    await page.getByLabel(t.table.filterName).fill(`Mine ${tag}`);
    await page.getByRole("button", { name: t.table.saveFilter }).click();
    await expect(page.getByText(t.table.filterSaved)).toBeVisible();
    await page.goto("/admin/leads");
    await page.getByRole("link", { name: `Mine ${tag}` }).click();
    await expect(page).toHaveURL(/mine=1/);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(page.getByTestId("record-table").getByTestId("table-row")).toHaveCount(2);
    await page.getByRole("button", { name: t.table.deleteFilter.replace("{{name}}", `Mine ${tag}`) }).click();
    await expect(page.getByRole("link", { name: `Mine ${tag}` })).toHaveCount(0);

    // A phone shows the same records as cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId("record-table")).toBeHidden();
    await expect(page.getByTestId("record").filter({ hasText: `Alpha ${tag}` })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("a bulk change is refused in Demo Mode and for rows not checked", async ({ adminPage: page }) => {
  await page.goto("/admin/leads?layout=table");
  await setAdminLanguage(page, "en");
  // Demo Mode's samples never change: the bar says so after the question.
  await page.getByTestId("table-row").first().getByRole("checkbox").check();
  await page.getByRole("button", { name: en.table.delete, exact: true }).click();
  await expect(page.getByRole("alert")).toContainText(en.actions.errors.demoMode);
  await goLive(page, "/admin/leads?layout=table");
  await page.getByRole("button", { name: en.table.delete, exact: true }).click();
  await expect(page.getByRole("alert")).toContainText(en.actions.errors.bulkNone);
});
