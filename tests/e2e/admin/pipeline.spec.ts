import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { adminFormat } from "../../../app/admin-kit/format";
import { expect, goDemo, goLive, setAdminLanguage, test } from "../../support/admin";
import { uniqueEmail } from "../../support/outbox";

/**
 * The pipeline board in each language: Demo Mode's deals by stage with each stage's figures, and
 * in Live Mode a deal opened for a contact moved across the board by keyboard, with the record
 * page's rules (a move to its own stage is refused) and history.
 */
for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`a deal moved across the pipeline board by keyboard (${lang})`, async ({ adminPage: page }) => {
    const format = adminFormat(lang);
    await goDemo(page, "/admin/opportunities");
    await setAdminLanguage(page, lang);
    await page.getByRole("link", { name: t.opportunities.board }).click();
    await expect(page).toHaveURL(/\/admin\/opportunities\/board$/);
    await expect(page.getByRole("heading", { level: 1, name: t.pipeline.title })).toBeVisible();
    // A column a stage, named by its stage; Demo Mode's Pipera deal is being discovered.
    await expect(page.getByTestId("board-column")).toHaveCount(6);
    // On a laptop the stages stand in one row, left to right; on a phone they stack.
    const tops = () =>
      page.getByTestId("board-column").evaluateAll((columns) => columns.map((c) => c.getBoundingClientRect().top));
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(new Set(await tops()).size).toBe(1);
    await page.setViewportSize({ width: 390, height: 900 });
    expect(new Set(await tops()).size).toBe(6);
    await page.setViewportSize({ width: 1280, height: 720 });
    const sample = page.getByRole("region", { name: t.status.stage.Discovery });
    await expect(sample.getByRole("link", { name: /Pipera Office Hub/ })).toBeVisible();
    await expect(sample.getByTestId("board-count")).not.toHaveText(format.number(0));

    // Live Mode: a contact, a deal for it in Discovery.
    const tag = `Board${lang}${Date.now() % 100000}`;
    await goLive(page, "/admin/contacts/new");
    await page.getByLabel(t.columns.firstName).fill("Ilie");
    await page.getByLabel(new RegExp(`^${t.columns.lastName}`)).fill(tag);
    await page.getByLabel(t.columns.email).fill(uniqueEmail("board"));
    await page.getByRole("button", { name: t.actions.contact.add }).click();
    await page.getByRole("link", { name: t.opportunities.add }).click();
    await page.getByRole("textbox", { name: t.actions.opportunity.name, exact: true }).fill(`Deal ${tag}`);
    await page.getByLabel(t.actions.opportunity.value).fill("80000");
    await page.getByLabel(t.actions.opportunity.stage).selectOption("Discovery");
    await page.getByRole("button", { name: t.opportunities.add }).click();
    await expect(page).toHaveURL(/\/admin\/opportunities\/OPP-\d{4}-\d{3,}$/);
    const dealUrl = page.url();

    await page.goto("/admin/opportunities/board");
    const discovery = page.getByRole("region", { name: t.status.stage.Discovery });
    await expect(discovery.getByRole("link", { name: `Deal ${tag}` })).toBeVisible();
    // The worker's other tests open deals too: the stage's count is read before the move.
    const before = Number(await discovery.getByTestId("board-count").innerText());
    const move = page.getByLabel(t.pipeline.moveTo.replace("{{name}}", `Deal ${tag}`));
    // Its own stage: refused, as on its page.
    await move.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(discovery.getByRole("alert")).toHaveText(t.actions.errors.sameStage);
    // Proposal chosen and moved with the keyboard.
    await move.selectOption("Proposal");
    await move.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const moved = page.getByRole("region", { name: t.status.stage.Proposal });
    await expect(moved.getByRole("link", { name: `Deal ${tag}` })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(t.pipeline.moved);
    // The keyboard goes on from the answer.
    await expect(page.locator(":focus")).toHaveText(t.pipeline.moved);
    await expect(discovery.getByRole("link", { name: `Deal ${tag}` })).toHaveCount(0);
    await expect(discovery.getByTestId("board-count")).toHaveText(format.number(before - 1));

    await page.goto(dealUrl);
    await expect(page.getByTestId("history")).toContainText(
      t.events.stage.replace("{{from}}", t.status.stage.Discovery).replace("{{to}}", t.status.stage.Proposal),
    );

    // Closing it is asked first: declined, it stays; confirmed, it is lost and has no move left.
    await page.goto("/admin/opportunities/board");
    const close = page.getByLabel(t.pipeline.moveTo.replace("{{name}}", `Deal ${tag}`));
    // Closed Lost asks why it was lost, next on the keyboard's way to the button.
    await close.selectOption("Closed Lost");
    const why = moved.getByLabel(t.actions.opportunity.lossReason);
    await close.press("Tab");
    await expect(why).toBeFocused();
    await why.selectOption("Competitor");
    page.once("dialog", (dialog) => void dialog.dismiss());
    await why.press("Tab");
    await page.keyboard.press("Enter");
    await expect(moved.getByRole("link", { name: `Deal ${tag}` })).toBeVisible();
    page.once("dialog", (dialog) => void dialog.accept());
    await why.press("Tab");
    await page.keyboard.press("Enter");
    const lost = page.getByRole("region", { name: t.status.stage["Closed Lost"] });
    await expect(lost.getByRole("link", { name: `Deal ${tag}` })).toBeVisible();
    await expect(page.getByLabel(t.pipeline.moveTo.replace("{{name}}", `Deal ${tag}`))).toHaveCount(0);
    // Its page says why, and so does its history, in the admin's language.
    await page.goto(dealUrl);
    await expect(page.getByTestId("loss-reason")).toContainText(t.status.lossReason.Competitor);
    await expect(page.getByTestId("history")).toContainText(
      t.events.stageLost
        .replace("{{from}}", t.status.stage.Proposal)
        .replace("{{to}}", t.status.stage["Closed Lost"])
        .replace("{{lossReason}}", t.status.lossReason.Competitor),
    );
  });
}

/** With the mouse: a card dragged onto another column moves the deal there, with the same history. */
test("a deal dragged across the pipeline board with the mouse", async ({ adminPage: page }) => {
  const t = en;
  const tag = `Drag${Date.now() % 100000}`;
  await goLive(page, "/admin/contacts/new");
  await setAdminLanguage(page, "en");
  await page.getByLabel(t.columns.firstName).fill("Dan");
  await page.getByLabel(new RegExp(`^${t.columns.lastName}`)).fill(tag);
  await page.getByLabel(t.columns.email).fill(uniqueEmail("drag"));
  await page.getByRole("button", { name: t.actions.contact.add }).click();
  await page.getByRole("link", { name: t.opportunities.add }).click();
  await page.getByRole("textbox", { name: t.actions.opportunity.name, exact: true }).fill(`Deal ${tag}`);
  await page.getByLabel(t.actions.opportunity.value).fill("50000");
  await page.getByLabel(t.actions.opportunity.stage).selectOption("Discovery");
  await page.getByRole("button", { name: t.opportunities.add }).click();
  await expect(page).toHaveURL(/\/admin\/opportunities\/OPP-\d{4}-\d{3,}$/);
  const dealUrl = page.url();

  // A screen wide enough for all six stages: a drag that has to scroll the board on its way is
  // not what this test is about.
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto("/admin/opportunities/board");
  const discovery = page.getByRole("region", { name: t.status.stage.Discovery });
  const negotiation = page.getByRole("region", { name: t.status.stage.Negotiation });
  const card = discovery.getByTestId("board-card").filter({ hasText: `Deal ${tag}` });
  // Taken by its top edge, as a hand takes a card (its form's controls keep their own clicks).
  const grip = { sourcePosition: { x: 8, y: 6 } };
  await card.dragTo(negotiation, grip);
  await expect(negotiation.getByRole("link", { name: `Deal ${tag}` })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(t.pipeline.moved);
  await expect(discovery.getByRole("link", { name: `Deal ${tag}` })).toHaveCount(0);
  // Dropped on a closing column, it is asked first: declined, it stays where it was.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await negotiation
    .getByTestId("board-card")
    .filter({ hasText: `Deal ${tag}` })
    .dragTo(page.getByRole("region", { name: t.status.stage["Closed Won"] }), grip);
  expect(await asked).toBe(
    t.pipeline.confirmClose.replace("{{name}}", `Deal ${tag}`).replace("{{stage}}", t.status.stage["Closed Won"]),
  );
  await expect(negotiation.getByRole("link", { name: `Deal ${tag}` })).toBeVisible();
  // Dropped on Closed Lost, it is not closed until it says why: its card asks, and the reason
  // given, the card's own button closes it (asked first).
  await negotiation
    .getByTestId("board-card")
    .filter({ hasText: `Deal ${tag}` })
    .dragTo(page.getByRole("region", { name: t.status.stage["Closed Lost"] }), grip);
  const dropped = negotiation.getByTestId("board-card").filter({ hasText: `Deal ${tag}` });
  await expect(dropped.getByRole("alert")).toHaveText(t.actions.errors.lossReasonRequired);
  await dropped.getByLabel(t.actions.opportunity.lossReason).selectOption("Price");
  page.once("dialog", (dialog) => void dialog.accept());
  await dropped.getByRole("button", { name: t.pipeline.move }).click();
  const lost = page.getByRole("region", { name: t.status.stage["Closed Lost"] });
  await expect(lost.getByRole("link", { name: `Deal ${tag}` })).toBeVisible();

  await page.goto(dealUrl);
  await expect(page.getByTestId("loss-reason")).toContainText(t.status.lossReason.Price);
  await expect(page.getByTestId("history")).toContainText(
    t.events.stage.replace("{{from}}", t.status.stage.Discovery).replace("{{to}}", t.status.stage.Negotiation),
  );
});
