import type { Page } from "../../support/test";
import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { expect, setAdminLanguage, test } from "../../support/admin";

/**
 * The Demo Mode lists: each search narrows to the expected sample records (a second query matches
 * on another field, in other letter case), survives a reload through the URL, and clears back.
 */
const lists = [
  {
    path: "/admin/contacts",
    all: 12,
    placeholder: en.contacts.searchPlaceholder,
    queries: [
      ["cluj", ["Mihaela Stan", "Ana-Maria Pop"]],
      ["ONEDEV", ["Cristina Georgescu"]],
    ],
  },
  {
    path: "/admin/leads",
    all: 12,
    placeholder: en.leads.searchPlaceholder,
    queries: [
      [
        "brașov",
        [
          "Park-and-ride multi-slot car park at Brașov railway station — 240 spaces",
          "Sliding parking system for Hotel Carpathia, Poiana Brașov — 14 spaces",
          "Staff car park with longitudinal forklift for Spitalul Județean Brașov — 56 spaces",
        ],
      ],
      ["RICHTER", ["Longitudinal forklift car park for Westgate Living Schwabing, Munich — 40 spaces"]],
    ],
  },
  {
    path: "/admin/opportunities",
    all: 10,
    placeholder: en.opportunities.searchPlaceholder,
    queries: [
      ["rivoli", ["Residenza Navigli, Milan — 64-space multi-slot"]],
      ["NICULESCU", ["Hotel Continental Sibiu — courtyard duplicators"]],
    ],
  },
  {
    path: "/admin/invoices",
    all: 16,
    placeholder: en.invoices.searchPlaceholder,
    queries: [
      ["aurora", ["APS-2025-046", "APS-2026-006", "APS-2026-014"]],
      ["DUPLICATOR", ["APS-2026-003", "APS-2026-007"]],
    ],
  },
  {
    path: "/admin/affiliates",
    all: 8,
    placeholder: en.affiliates.searchPlaceholder,
    queries: [
      ["arh2024", ["Atelier Popa & Asociații"]],
      ["WEBER", ["Stadtparken Systemtechnik GmbH"]],
    ],
  },
  {
    path: "/admin/commissions",
    all: 10,
    placeholder: en.commissions.searchPlaceholder,
    queries: [
      ["afr-002", ["Construct Montaj Carpați SRL", "Construct Montaj Carpați SRL"]],
      ["APS-2026-013", ["Parcheggi Automatici Nord S.r.l."]],
    ],
  },
  {
    path: "/admin/installations",
    all: 5,
    placeholder: en.installations.searchPlaceholder,
    queries: [
      ["münchen", ["Westgate Living GmbH"]],
      ["CLUJ", ["Primăria Cluj-Napoca"]],
    ],
  },
  {
    path: "/admin/campaigns",
    all: 8,
    placeholder: en.campaigns.searchPlaceholder,
    queries: [
      ["webinar", ["Municipal tender webinar"]],
      ["EMAIL", ["Municipal tender webinar", "Hospital car parks — maintenance newsletter"]],
    ],
  },
  {
    path: "/admin/social",
    all: 10,
    placeholder: en.social.searchPlaceholder,
    queries: [
      ["INTERTRAFFIC", ["LinkedIn · SP-2026-003"]],
      ["hospital car parks", ["X · SP-2026-007"]],
    ],
  },
] as const;

const records = (page: Page) => page.getByTestId("record");

async function recordNames(page: Page): Promise<string[]> {
  return records(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label") ?? ""));
}

for (const list of lists) {
  test(`search on ${list.path} narrows the list, survives a reload and clears back`, async ({ adminPage: page }) => {
    await page.goto(list.path);
    await expect(records(page)).toHaveCount(list.all);
    const box = page.getByRole("searchbox", { name: en.common.searchLabel, exact: true });
    await expect(box).toHaveAttribute("placeholder", list.placeholder);
    for (const [query, expected] of list.queries) {
      await box.fill(query);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query).replace(/%20/g, "(\\+|%20)")}`));
      await expect.poll(async () => (await recordNames(page)).sort()).toEqual([...expected].sort());
    }
    await page.reload();
    await expect(box).toHaveValue(list.queries[1][0]);
    await expect(records(page)).toHaveCount(list.queries[1][1].length);
    await page.getByRole("link", { name: en.common.clearSearch }).click();
    await expect(records(page)).toHaveCount(list.all);
    await expect(box).toHaveValue("");
    await box.fill("no such record anywhere");
    await expect(page.getByText(en.common.noData)).toBeVisible();
    await expect(records(page)).toHaveCount(0);
  });
}

test("the contacts status filter keeps only that status, with the all-statuses option", async ({ adminPage: page }) => {
  await page.goto("/admin/contacts");
  const status = page.getByLabel(en.contacts.status);
  await status.selectOption({ label: en.status.contact["Hot Lead"] });
  await expect(records(page)).toHaveCount(3);
  expect((await recordNames(page)).sort()).toEqual(["Florin Dobre", "Mihaela Stan", "Sophie Laurent"]);
  await expect(page).toHaveURL(/status=Hot\+Lead/);
  await expect(page.getByTestId("card-hotLeads-value")).toHaveText("3");
  await expect(page.getByTestId("card-total-value")).toHaveText("3");
  // Search and status together.
  await page.getByRole("searchbox", { name: en.common.searchLabel, exact: true }).fill("cluj");
  await expect(records(page)).toHaveCount(1);
  await page.reload();
  await expect(records(page)).toHaveCount(1);
  await expect(status).toHaveValue("Hot Lead");
  await status.selectOption({ label: en.contacts.allStatuses });
  await expect(records(page)).toHaveCount(2);
});

test("the commissions status filter works; Process Payment shows on Pending commissions only", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/commissions");
  const processButtons = page.getByRole("button", { name: en.commissions.processPayment });
  await expect(records(page)).toHaveCount(10);
  await expect(processButtons).toHaveCount(3);
  // Every card with the button is a Pending one.
  const withButton = records(page).filter({ has: processButtons });
  await expect(withButton).toHaveCount(3);
  for (const card of await withButton.all())
    await expect(card.getByText(en.status.commission.Pending, { exact: true })).toBeVisible();

  const status = page.getByLabel(en.commissions.status);
  await status.selectOption("Pending");
  await expect(records(page)).toHaveCount(3);
  await expect(processButtons).toHaveCount(3);
  await status.selectOption("Paid");
  await expect(records(page)).toHaveCount(3);
  await expect(processButtons).toHaveCount(0);
  expect((await recordNames(page)).sort()).toEqual([
    "Atelier Popa & Asociații",
    "Construct Montaj Carpați SRL",
    "Parking Consult Europe SRL",
  ]);
  await status.selectOption("Processing");
  await expect(records(page)).toHaveCount(2);
  await expect(processButtons).toHaveCount(0);
});

test("overdue invoices are highlighted with Action Required, and only they are", async ({ adminPage: page }) => {
  await page.goto("/admin/invoices");
  const flagged = records(page).filter({ has: page.getByTestId("action-required") });
  await expect(flagged).toHaveCount(2);
  expect((await flagged.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("aria-label")))).sort()).toEqual([
    "APS-2026-009",
    "APS-2026-010",
  ]);
  for (const card of await flagged.all()) {
    await expect(card.getByTestId("action-required")).toHaveText(en.invoices.actionRequired);
    await expect(card.getByText(en.status.invoice.Overdue, { exact: true })).toBeVisible();
  }
  await setAdminLanguage(page, "ro");
  await expect(page.getByTestId("action-required").first()).toHaveText(ro.invoices.actionRequired);
});

test("a won opportunity shows Won and Won Value; open ones show Potential Value and a probability bar", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/opportunities");
  const won = page.getByRole("article", { name: "Sky Tower extension — 120-space multi-slot" });
  await expect(won.getByTestId("won-badge")).toHaveText(en.opportunities.won);
  await expect(won.getByText(en.opportunities.wonValueLabel, { exact: true })).toBeVisible();
  await expect(won.getByText(en.opportunities.potentialValue, { exact: true })).toHaveCount(0);
  await expect(won.getByRole("progressbar")).toHaveCount(0);
  await expect(records(page).filter({ has: page.getByTestId("won-badge") })).toHaveCount(3);
  const open = page
    .getByRole("article", { name: "Residenza Navigli, Milan — 64-space multi-slot" })
    .or(page.getByRole("article", { name: "Hotel Continental Sibiu — courtyard duplicators" }));
  await expect(open).toHaveCount(2);
  const discovery = records(page).filter({ hasText: en.status.stage.Discovery }).first();
  await expect(discovery.getByText(en.opportunities.potentialValue, { exact: true })).toBeVisible();
  await expect(discovery.getByRole("progressbar")).toHaveCount(1);
});

test("the analytics period selector changes the figures and stays in the URL", async ({ adminPage: page }) => {
  await page.goto("/admin/analytics");
  const revenue = page.getByTestId("card-revenue-value");
  const leads = page.getByTestId("card-leads-value");
  const six = { revenue: await revenue.textContent(), leads: await leads.textContent() };
  await expect(page.getByTestId("monthly-table").locator("tbody tr")).toHaveCount(6);
  await expect(page.getByTestId("chart").first()).toBeVisible();
  await page.getByLabel(en.analytics.period.label).selectOption({ label: en.analytics.period["12m"] });
  await expect(page).toHaveURL(/period=12m/);
  await expect(page.getByTestId("monthly-table").locator("tbody tr")).toHaveCount(12);
  await expect(revenue).not.toHaveText(six.revenue!);
  await expect(leads).not.toHaveText(six.leads!);
  await page.reload();
  await expect(page.getByLabel(en.analytics.period.label)).toHaveValue("12m");
  await page.getByLabel(en.analytics.period.label).selectOption("year");
  await expect(page.getByTestId("monthly-table").locator("tbody tr")).toHaveCount(11);
  await expect(page.getByTestId("top-customers").locator("li").first()).toBeVisible();
  await expect(page.getByTestId("distribution").locator("li").first()).toBeVisible();
});

test("every card's badges sit in the same place, under its heading, whatever the title's length", async ({
  adminPage: page,
}) => {
  for (const list of lists) {
    await page.goto(list.path);
    await expect(records(page).first()).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const offsets = await records(page).evaluateAll((cards) =>
        cards.map((card) => {
          const heading = card.querySelector("h2")!.parentElement!.getBoundingClientRect();
          const badges = card.querySelector("[data-testid='record-badges']")?.getBoundingClientRect();
          return badges
            ? {
                below: badges.top >= heading.bottom - 1,
                left: Math.round(badges.left - card.getBoundingClientRect().left),
              }
            : null;
        }),
      );
      const placed = offsets.filter((o) => o !== null);
      expect(placed.length, `${list.path} at ${width} px has badges`).toBeGreaterThan(0);
      expect(new Set(placed.map((o) => `${o.below} ${o.left}`)), `${list.path} at ${width} px`).toEqual(
        new Set([`true ${placed[0]!.left}`]),
      );
    }
  }
});
