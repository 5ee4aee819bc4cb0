import { contactSample } from "../../../app/entities/contact/sample";
import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { expect, modeStored, setAdminLanguage, test } from "../../support/admin";

/** Every admin screen: its URL, its title key, and how many summary cards it shows. */
const screens = [
  { path: "/admin", title: (t: typeof en) => t.dashboard.title, cards: 8 },
  { path: "/admin/analytics", title: (t: typeof en) => t.analytics.title, cards: 4 },
  { path: "/admin/crm", title: (t: typeof en) => t.crm.title, cards: 4 },
  { path: "/admin/erp", title: (t: typeof en) => t.erp.title, cards: 4 },
  { path: "/admin/contacts", title: (t: typeof en) => t.contacts.title, cards: 4 },
  { path: "/admin/leads", title: (t: typeof en) => t.leads.title, cards: 4 },
  { path: "/admin/opportunities", title: (t: typeof en) => t.opportunities.title, cards: 4 },
  { path: "/admin/invoices", title: (t: typeof en) => t.invoices.title, cards: 4 },
  { path: "/admin/affiliates", title: (t: typeof en) => t.affiliates.title, cards: 4 },
  { path: "/admin/commissions", title: (t: typeof en) => t.commissions.title, cards: 4 },
  { path: "/admin/installations", title: (t: typeof en) => t.installations.title, cards: 4 },
  { path: "/admin/campaigns", title: (t: typeof en) => t.campaigns.title, cards: 4 },
  { path: "/admin/social", title: (t: typeof en) => t.social.title, cards: 4 },
  { path: "/admin/settings", title: (t: typeof en) => t.settings.title, cards: 0 },
];

for (const [lang, texts] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`every admin screen renders its title and cards in ${lang === "en" ? "English" : "Romanian"}`, async ({
    adminPage: page,
  }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/admin");
    await setAdminLanguage(page, lang);
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 }), screen.path).toHaveText(screen.title(texts));
      await expect(page).toHaveTitle(`${screen.title(texts)} | ${texts.shell.title}`);
      await expect(page.locator('[data-testid^="card-"][data-testid$="-value"]'), screen.path).toHaveCount(
        screen.cards,
      );
      await expect(page.getByRole("banner").getByText(texts.shell.title, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(texts.settings.subtitle)).toBeVisible();
    // Money in the admin's language, always with the € sign.
    await page.goto("/admin");
    await expect(page.getByTestId("card-totalRevenue-value")).toHaveText(
      lang === "en" ? /^€\d{1,3}(,\d{3})*\.\d{2}$/ : /^\d{1,3}(\.\d{3})*,\d{2}\s€$/,
    );
    // Hydration must agree with the server's HTML (dates, money) in both languages.
    expect(errors).toEqual([]);
    await setAdminLanguage(page, "en");
  });
}

test("the sidebar collapses to icons, stays collapsed after a reload, and Ctrl+B toggles it", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/contacts");
  const sidebar = page.getByTestId("admin-sidebar");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await expect(sidebar.getByText(en.nav.groups.business)).toBeVisible();
  await page.getByRole("button", { name: en.shell.toggleSidebar }).click();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  // The width animates: 16rem expanded, 3.5rem collapsed.
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(56);
  // Icons only: the names shrink to screen-reader text (1 px), each link keeps its name.
  await expect
    .poll(async () => (await sidebar.getByText(en.nav.groups.business).boundingBox())?.width)
    .toBeLessThanOrEqual(1);
  await expect
    .poll(async () => (await sidebar.getByText(en.nav.leads, { exact: true }).boundingBox())?.width)
    .toBeLessThanOrEqual(1);
  await expect(sidebar.getByRole("link", { name: en.nav.leads })).toBeVisible();
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(256);
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
});

test("the dashboard item is active only on exactly /admin", async ({ adminPage: page }) => {
  const nav = page.getByTestId("admin-sidebar").getByRole("navigation");
  await page.goto("/admin");
  await expect(nav.getByRole("link", { name: en.nav.dashboard })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await nav.getByRole("link", { name: en.nav.analytics }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(nav.getByRole("link", { name: en.nav.analytics })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: en.nav.dashboard })).not.toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
});

test("the demo/live toggle flips the badge and the button, and Live Mode shows the real records, no samples", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/contacts");
  const badge = page.getByTestId("admin-mode");
  await expect(badge).toHaveText(en.shell.demoMode);
  await expect(page.getByTestId("record").first()).toBeVisible();
  await page.getByRole("button", { name: en.shell.disableDemo, exact: true }).click();
  await expect(badge).toHaveText(en.shell.liveMode);
  await expect(page.getByRole("button", { name: en.shell.enableDemo, exact: true })).toBeVisible();
  // Live Mode lists the real contacts: no sample, and not the administrator's own account (staff
  // are no customers: its registration's contact went when it was made an administrator).
  // (The samples shown a moment ago are gone: the list is Live Mode's.)
  await expect(page.getByTestId("record").filter({ hasText: contactSample[0]!.email })).toHaveCount(0);
  await expect(page.getByTestId("record").filter({ hasText: contactSample[1]!.email })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.contacts.title);
  await expect(page.getByTestId("record").filter({ hasText: "Ioana Marinescu" })).toHaveCount(0);
  // Remembered for the session: a reload and another screen stay in Live Mode.
  await page.goto("/admin");
  await expect(badge).toHaveText(en.shell.liveMode);
  // The live revenue (other tests of this worker may have marked invoices paid) is not the samples'.
  const revenue = page.getByTestId("card-totalRevenue-value");
  const live = (await revenue.textContent()) ?? "";
  expect(live).toMatch(/^€[\d,.]+$/);
  await page.getByRole("button", { name: en.shell.enableDemo, exact: true }).click();
  await expect(badge).toHaveText(en.shell.demoMode);
  await expect(page.getByRole("button", { name: en.shell.disableDemo, exact: true })).toBeVisible();
  await expect(revenue).not.toHaveText(live);
});

test("on a phone the sidebar is a sliding panel that closes when a screen is chosen", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/admin");
  await expect(page.getByTestId("admin-sidebar")).toBeHidden();
  await page.getByRole("button", { name: en.shell.openMenu }).click();
  const panel = page.getByRole("dialog", { name: en.shell.title });
  await expect(panel).toBeVisible();
  await panel.getByRole("link", { name: en.nav.invoices }).click();
  await expect(page).toHaveURL(/\/admin\/invoices$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.invoices.title);
});

test("on a phone the top bar has one menu button, the mode's badge that toggles it, and search", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: en.shell.toggleSidebar })).toBeHidden();
  await expect(page.getByRole("button", { name: en.shell.openMenu })).toBeVisible();
  // The badge says the mode and is the toggle: pressing it switches to Live Mode.
  const toggle = page.getByTestId("admin-mode-phone");
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAccessibleName(`${en.shell.demoMode} ${en.shell.disableDemo}`);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(`${en.shell.liveMode} ${en.shell.enableDemo}`);
  await modeStored(page, "live");
  // Search opens the search page, whose form finds records.
  await page.getByRole("link", { name: en.shell.searchTitle }).click();
  await expect(page).toHaveURL(/\/admin\/search$/);
  await expect(page.getByRole("search").getByRole("searchbox")).toBeVisible();
  // Back on a tablet, the same bar has the sidebar's toggle instead, and the badge beside its button.
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(page.getByRole("button", { name: en.shell.openMenu })).toBeHidden();
  await expect(page.getByRole("button", { name: en.shell.toggleSidebar })).toBeVisible();
  await expect(page.getByTestId("admin-mode")).toHaveText(en.shell.liveMode);
});

test("the first Tab reaches a skip link that moves the focus to the screen, past the sidebar", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/leads");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: en.shell.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  // The next Tab lands inside the screen, not in the sidebar.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
});

test("the quick actions of the dashboard and the panels open their forms", async ({ adminPage: page }) => {
  for (const [screen, label, url, heading] of [
    ["/admin", en.dashboard.newContact, /\/admin\/contacts\/new$/, en.contacts.add],
    ["/admin", en.dashboard.createInvoice, /\/admin\/invoices\/new$/, en.invoices.create],
    ["/admin", en.dashboard.scheduleCampaign, /\/admin\/campaigns\/new$/, en.campaigns.create],
    ["/admin/crm", en.crm.addContact, /\/admin\/contacts\/new$/, en.contacts.add],
    ["/admin/crm", en.crm.addLead, /\/admin\/leads\/new$/, en.leads.add],
    ["/admin/crm", en.crm.scheduleMeeting, /\/admin\/meetings\/new$/, en.meetings.schedule],
    ["/admin/erp", en.erp.addAffiliate, /\/admin\/affiliates\/new$/, en.affiliates.add],
  ] as const) {
    await page.goto(screen);
    await page.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
});
