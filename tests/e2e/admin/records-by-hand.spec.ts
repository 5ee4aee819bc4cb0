import type { Page } from "../../support/test";
import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { adminFormat } from "../../../app/admin-kit/format";
import { errorText } from "../../../app/admin-kit/records/error-text";
import { expect, goLive, setAdminLanguage, test } from "../../support/admin";
import { uniqueEmail } from "../../support/outbox";

/**
 * The company's work done by hand in Live Mode, in each language: a lead from a fair, converted;
 * an affiliate; an opportunity opened for the contact with that affiliate, won, its commission
 * Pending and then paid; a campaign kept within its budget; a post published and its engagement
 * entered; and each record found again from the top bar's search by keyboard.
 */

/** Opens the record the top-bar search finds first for `text`, by keyboard. */
async function findByKeyboard(page: Page, label: string, text: string, url: RegExp) {
  const box = page.getByRole("combobox", { name: label });
  await expect(async () => {
    await page.keyboard.press("Control+k");
    await expect(box).toBeFocused({ timeout: 500 });
  }).toPass();
  await box.fill("");
  await page.keyboard.type(text);
  await expect(page.getByRole("option").first()).toContainText(text);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(url);
}

/** Three capitals no other run uses, and a year: an affiliate code. */
const letters = (n: number) =>
  Array.from({ length: 3 }, (_, i) => String.fromCharCode(65 + (Math.floor(n / 26 ** i) % 26))).join("");

for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`a lead by hand, converted; an opportunity won with an affiliate; its commission paid once (${lang})`, async ({
    adminPage: page,
  }) => {
    const money = adminFormat(lang).money;
    const tag = `${lang}${Date.now() % 1_000_000}`;
    await goLive(page, "/admin/leads");
    await setAdminLanguage(page, lang);

    // A lead from a fair: a refused post names the field and keeps what was typed.
    await page.getByRole("link", { name: t.leads.add }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/new$/);
    await page.getByLabel(t.actions.lead.contactName).fill(`Ana ${tag}`);
    await page.getByLabel(t.columns.email).fill(uniqueEmail(`lead-${lang}`));
    await page.getByLabel(t.columns.source).selectOption({ label: t.source.tradeShow });
    await page.getByLabel(t.actions.lead.value).fill("12abc");
    await page.getByRole("button", { name: t.leads.add }).click();
    await expect(page.getByText(t.actions.errors.required)).toBeVisible();
    await expect(page.getByText(errorText(t.actions.errors.invalidAmount, adminFormat(lang).number))).toBeVisible();
    await expect(page.getByLabel(t.actions.lead.contactName)).toHaveValue(`Ana ${tag}`);
    await expect(page.getByLabel(t.columns.source)).toHaveValue("tradeShow");
    await page.getByRole("textbox", { name: t.actions.lead.title, exact: true }).fill(`Fair lead ${tag}`);
    await page.getByLabel(t.actions.lead.value).fill("80000");
    await page.getByRole("button", { name: t.leads.add }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/LD-\d{4}-\d{3,}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Fair lead ${tag}`);
    await expect(page.getByRole("main")).toContainText(t.source.tradeShow);
    await expect(page.getByTestId("history")).toContainText(t.events.leadCreated);
    await page.getByRole("button", { name: t.actions.lead.convert }).click();
    await expect(page.getByRole("link", { name: /^CT-\d{4}-\d{3,}$/ })).toBeVisible();

    // An affiliate partner, its code unique.
    const code = `${letters(Date.now() + (lang === "ro" ? 7 : 0))}2026`;
    const partner = `Partner ${tag}`;
    await page.goto("/admin/affiliates");
    await page.getByRole("link", { name: t.affiliates.add }).click();
    await page.getByLabel(t.actions.affiliate.name).fill(partner);
    await page.getByLabel(t.affiliates.code).fill(code.toLowerCase());
    await page.getByLabel(t.actions.affiliate.contactName).fill("Ion Stan");
    await page.getByLabel(t.columns.email).fill(uniqueEmail(`aff-${lang}`));
    await page.getByLabel(t.columns.phone).fill("+40 722 111 222");
    await page.getByLabel(t.actions.affiliate.commissionRate).fill("7.5");
    await page.getByLabel(t.actions.affiliate.address).fill("Str. Lungă 1, Brașov");
    await page.getByRole("button", { name: t.affiliates.add }).click();
    await expect(page).toHaveURL(/\/admin\/affiliates\/AFF-\d{3,}$/);
    await expect(page.getByTestId("affiliate-code")).toHaveText(code);

    // The converted contact opens an opportunity brought by that affiliate.
    // Found by her full name; contacts come first, before the lead whose contact she is.
    await findByKeyboard(page, t.shell.searchLabel, `Ana ${tag}`, /\/admin\/contacts\/CT-/);
    await page.getByRole("link", { name: t.opportunities.add }).click();
    await expect(page).toHaveURL(/\/admin\/opportunities\/new\?contact=CT-/);
    await page.getByRole("textbox", { name: t.actions.opportunity.name, exact: true }).fill(`Deal ${tag}`);
    await page.getByLabel(t.actions.opportunity.value).fill("120000");
    await page.getByLabel(t.actions.opportunity.stage).selectOption("Proposal");
    await page.getByLabel(t.actions.opportunity.affiliate).selectOption(code);
    await page.getByRole("button", { name: t.opportunities.add }).click();
    await expect(page).toHaveURL(/\/admin\/opportunities\/OPP-\d{4}-\d{3,}$/);
    await expect(page.getByTestId("affiliate")).toHaveText(partner);
    await expect(page.getByRole("main")).toContainText("50");
    await page.getByRole("combobox", { name: t.actions.opportunity.stage }).selectOption("Closed Won");
    await page.getByRole("button", { name: t.actions.opportunity.move }).click();
    await expect(page.getByTestId("won-date")).toBeVisible();

    // Its commission: 7.5% of 120,000, Pending, then paid once.
    await page.goto(`/admin/commissions?q=${code}`);
    const card = page.getByTestId("record");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(t.status.commission.Pending);
    await expect(card).toContainText(money(9000));
    const commissionId = await card.locator("input[name=id]").inputValue();
    // Paid today unless another day is given, with the transfer's reference; asked first, with the amount and day.
    const paidOn = await card.getByLabel(t.commissions.paymentDate).inputValue();
    await card.getByLabel(t.commissions.paymentReference).fill("OP 881");
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await card.getByRole("button", { name: t.commissions.processPayment }).click();
    await expect(card).toContainText(t.status.commission.Paid);
    expect(asked).toEqual([
      t.commissions.confirmPayment
        .replace("{{amount}}", money(9000))
        .replace("{{date}}", adminFormat(lang).date(paidOn)),
    ]);
    await expect(card).toContainText("OP 881");
    await expect(card.getByRole("button", { name: t.commissions.processPayment })).toHaveCount(0);
    // Paying it again (a second tab, a stale page) is refused with its message.
    const again = await page.request.post("/admin/commissions", {
      form: { intent: "pay", id: commissionId, paidOn, reference: "" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain(t.actions.errors.notPending);
    await findByKeyboard(page, t.shell.searchLabel, partner, /\/admin\/affiliates\/AFF-/);
    await expect(page.getByTestId("total-earnings")).toHaveText(money(9000));
    await expect(page.getByTestId("referrals")).toHaveText("1");
    await findByKeyboard(page, t.shell.searchLabel, `Fair lead ${tag}`, /\/admin\/leads\/LD-/);
    await findByKeyboard(page, t.shell.searchLabel, `Deal ${tag}`, /\/admin\/opportunities\/OPP-/);
  });

  test(`a campaign within its budget; a post published, then its engagement (${lang})`, async ({ adminPage: page }) => {
    const tag = `${lang}${Date.now() % 1_000_000}`;
    await goLive(page, "/admin");
    await setAdminLanguage(page, lang);
    await page.getByRole("link", { name: t.dashboard.scheduleCampaign }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns\/new$/);
    await page.getByLabel(t.actions.campaign.name).fill(`Spring ${tag}`);
    await page.getByLabel(t.actions.campaign.budget).fill("5000");
    await page.getByLabel(t.actions.campaign.spent).fill("6000");
    await page.getByRole("button", { name: t.campaigns.create }).click();
    await expect(page.getByText(t.actions.errors.overBudget)).toBeVisible();
    await expect(page.getByLabel(t.actions.campaign.name)).toHaveValue(`Spring ${tag}`);
    await page.getByLabel(t.actions.campaign.spent).fill("1000");
    await page.getByRole("button", { name: t.campaigns.create }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns\/CMP-\d{4}-\d{3,}$/);
    await expect(page.getByTestId("budget-used")).toContainText("20");

    await page.goto("/admin/social");
    await page.getByRole("link", { name: t.social.create }).click();
    await page.getByLabel(t.actions.post.content).fill(`Opening day ${tag}`);
    await page.getByLabel(t.social.campaign).selectOption({ label: `Spring ${tag}` });
    await page.getByRole("button", { name: t.social.create }).click();
    await expect(page).toHaveURL(/\/admin\/social\/SP-\d{4}-\d{3,}$/);
    await expect(page.getByTestId("engagement")).toHaveText(t.social.noEngagement);
    await expect(page.getByLabel(t.social.likes)).toHaveCount(0);
    await page.getByRole("button", { name: t.actions.post.publish }).click();
    await expect(page.getByText(t.status.socialPost.Published, { exact: true }).first()).toBeVisible();
    await page.getByLabel(t.social.likes).fill("12");
    await page.getByLabel(t.social.shares).fill("3");
    await page.getByLabel(t.social.comments).fill("x");
    await page.getByRole("button", { name: t.actions.save }).click();
    await expect(page.getByText(errorText(t.actions.errors.invalidCount, adminFormat(lang).number))).toBeVisible();
    await expect(page.getByLabel(t.social.likes)).toHaveValue("12");
    await page.getByLabel(t.social.comments).fill("5");
    await page.getByRole("button", { name: t.actions.save }).click();
    await expect(page.getByTestId("engagement")).toHaveText("20");

    await findByKeyboard(page, t.shell.searchLabel, `Spring ${tag}`, /\/admin\/campaigns\/CMP-/);
  });
}

test("without JavaScript each refused form keeps every field: an affiliate, one with a code taken, an opportunity, a campaign", async ({
  browser,
  adminPage,
}) => {
  await goLive(adminPage, "/admin/affiliates");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await adminPage.context().storageState(),
    baseURL: new URL(adminPage.url()).origin,
  });
  const page = await context.newPage();
  const code = `${letters(Date.now() + 13)}2025`;
  const fill = async (name: string) => {
    await page.goto("/admin/affiliates/new");
    await page.getByLabel(en.actions.affiliate.name).fill(name);
    await page.getByLabel(en.affiliates.code).fill(code);
    await page.getByLabel(en.actions.affiliate.contactName).fill("Dan Ilie");
    await page.getByLabel(en.columns.email).fill(uniqueEmail("nojs"));
    await page.getByLabel(en.columns.phone).fill("0722333444");
    await page.getByLabel(en.actions.affiliate.commissionRate).fill("101");
    await page.getByLabel(en.actions.affiliate.address).fill("Cluj");
    await page.getByRole("button", { name: en.affiliates.add }).click();
  };
  await fill("No Script Partners");
  await expect(page.getByText(en.actions.errors.invalidRate)).toBeVisible();
  await expect(page.getByLabel(en.actions.affiliate.name)).toHaveValue("No Script Partners");
  await expect(page.getByLabel(en.affiliates.code)).toHaveValue(code);
  await page.getByLabel(en.actions.affiliate.commissionRate).fill("10");
  await page.getByRole("button", { name: en.affiliates.add }).click();
  await expect(page).toHaveURL(/\/admin\/affiliates\/AFF-\d{3,}$/);
  await fill("Copycat Partners");
  await page.getByLabel(en.actions.affiliate.commissionRate).fill("10");
  await page.getByRole("button", { name: en.affiliates.add }).click();
  await expect(page.getByText(en.actions.errors.codeTaken)).toBeVisible();
  await expect(page.getByLabel(en.actions.affiliate.name)).toHaveValue("Copycat Partners");

  // An opportunity for a contact number nobody has; a campaign spending past its budget.
  await page.goto("/admin/opportunities/new?contact=CT-1999-999");
  await page.getByRole("textbox", { name: en.actions.opportunity.name, exact: true }).fill("No Script deal");
  await page.getByLabel(en.actions.opportunity.value).fill("5000");
  await page.getByRole("button", { name: en.opportunities.add }).click();
  await expect(page.getByText(en.actions.errors.contactNotFound)).toBeVisible();
  await expect(page.getByRole("textbox", { name: en.actions.opportunity.name, exact: true })).toHaveValue(
    "No Script deal",
  );
  await expect(page.getByLabel(en.actions.opportunity.contact)).toHaveValue("CT-1999-999");
  await page.goto("/admin/campaigns/new");
  await page.getByLabel(en.actions.campaign.name).fill("No Script campaign");
  await page.getByLabel(en.actions.campaign.budget).fill("100");
  await page.getByLabel(en.actions.campaign.spent).fill("100,01");
  await page.getByLabel(en.campaigns.scheduled).fill("1999-12-31");
  await page.getByRole("button", { name: en.campaigns.create }).click();
  await expect(page.getByText(en.actions.errors.dateOutOfRange)).toBeVisible();
  await page.getByLabel(en.campaigns.scheduled).fill("2031-05-01");
  await page.getByRole("button", { name: en.campaigns.create }).click();
  await expect(page.getByText(en.actions.errors.overBudget)).toBeVisible();
  await expect(page.getByLabel(en.actions.campaign.spent)).toHaveValue("100,01");
  await context.close();
});
