import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { stageProbability } from "../../../app/entities/opportunity/rules";
import { adminFormat } from "../../../app/admin-kit/format";
import { OFFICE_TIME_ZONE } from "../../../app/domain/admin/dates";
import { errorText } from "../../../app/admin-kit/records/error-text";
import { expect, goLive, setAdminLanguage, test } from "../../support/admin";
import { createVerifiedUser } from "../../support/accounts";
import { humanPause } from "../../support/enquiries";
import { uniqueEmail } from "../../support/outbox";

/**
 * Live Mode as an administrator: what visitors send from the public site becomes a
 * live record at once, and staff act on it; every change lands in the record's history.
 */

// The office's day (Bucharest), which begins two or three hours before UTC's.
const today = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: OFFICE_TIME_ZONE,
}).format(new Date());

test("a quote request becomes a live lead that staff qualify, convert and win", async ({ adminPage: page }) => {
  const email = uniqueEmail("live-quote");
  const name = `Dana Live${Date.now() % 100000}`;
  // The visitor, on the public quote page.
  await page.goto("/quote");
  const form = page.getByRole("main");
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("+40 733 444 555");
  await form.getByLabel("Company (optional)").fill("Parcări Live SRL");
  await form.getByLabel("Project type").selectOption("industrial");
  await form.getByLabel("Number of parking spaces").fill("64");
  await form.getByLabel("Project details").fill("Fleet parking for a logistics hub.");
  await humanPause(page);
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Quote request submitted successfully!").first()).toBeVisible();

  // Staff, in Live Mode: the lead is there, New, with no value yet.
  await goLive(page, `/admin/leads?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId("record");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Industrial project, 64 spaces");
  await expect(card).toContainText(`${name} · Parcări Live SRL`);
  await expect(card).toContainText(en.status.lead.New);
  await expect(card).toContainText("—");
  await expect(page.getByTestId("card-total-value")).toHaveText("1");
  await card.getByRole("link", { name: "Industrial project, 64 spaces", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Industrial project, 64 spaces" })).toBeVisible();
  const history = page.getByTestId("history");
  await expect(history).toContainText(en.events.received);

  // Status, value, owner: each saved and recorded with who made it.
  const status = page.getByRole("form", { name: en.actions.lead.status });
  await status.getByLabel(en.actions.lead.status).selectOption("Contacted");
  await status.getByRole("button", { name: en.actions.change }).click();
  await expect(status.getByRole("status")).toHaveText(en.actions.saved);
  await expect(history.locator("li").first()).toContainText("Status changed from New to Contacted");
  await expect(history.locator("li").first()).toContainText("Ioana Marinescu");
  // The same status again is refused with a reason, nothing recorded.
  await status.getByRole("button", { name: en.actions.change }).click();
  await expect(status.getByRole("alert")).toHaveText(en.actions.errors.unchanged);

  const value = page.getByRole("form", { name: en.actions.lead.value });
  await value.getByLabel(en.actions.lead.value).fill("twelve");
  await value.getByRole("button", { name: en.actions.save }).click();
  await expect(value.getByRole("alert")).toHaveText(
    errorText(en.actions.errors.invalidAmount, adminFormat("en").number),
  );
  await expect(value.getByLabel(en.actions.lead.value)).toHaveValue("twelve");
  await value.getByLabel(en.actions.lead.value).fill("185000");
  await value.getByRole("button", { name: en.actions.save }).click();
  await expect(page.getByTestId("lead-value")).toHaveText("€185,000.00");

  // A quote request arrives at 10%; staff set their own estimate.
  const probability = page.getByRole("form", { name: en.actions.lead.probability });
  await expect(probability.getByLabel(en.actions.lead.probability)).toHaveValue("10");
  await probability.getByLabel(en.actions.lead.probability).fill("140");
  await probability.getByRole("button", { name: en.actions.save }).click();
  await expect(probability.getByRole("alert")).toBeVisible();
  await probability.getByLabel(en.actions.lead.probability).fill("35");
  await probability.getByRole("button", { name: en.actions.save }).click();
  await expect(history.locator("li").first()).toContainText("Probability changed from 10% to 35%");

  const owner = page.getByRole("form", { name: en.actions.lead.assignedTo });
  await owner.getByLabel(en.actions.lead.assignedTo).selectOption("Ioana Marinescu");
  await owner.getByRole("button", { name: en.actions.change }).click();
  await expect(history.locator("li").first()).toContainText("Assigned to Ioana Marinescu");

  await page.getByLabel(en.actions.note).fill("Called: site visit on Monday.");
  await page.getByRole("button", { name: en.actions.addNote }).click();
  await expect(history.locator("li").first()).toContainText("Note: Called: site visit on Monday.");

  // Convert: a contact and an opportunity, linked from the lead.
  await page.getByRole("button", { name: en.actions.lead.convert }).click();
  await expect(page.getByRole("heading", { name: en.actions.lead.convertedTo })).toBeVisible();
  await expect(history.locator("li").first()).toContainText(
    /Converted into contact CT-\d{4}-\d{3,} and opportunity OPP-\d{4}-\d{3,}/,
  );
  await expect(page.getByRole("form", { name: en.actions.lead.status })).toHaveCount(0);
  // Its status says so, here and in the list (the filter finds it there).
  await expect(page.getByText(en.status.lead.Converted, { exact: true }).first()).toBeVisible();

  await page.getByRole("link", { name: /^OPP-/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Industrial project, 64 spaces" })).toBeVisible();
  await expect(page.getByText(en.status.stage.Qualification).first()).toBeVisible();
  const stage = page.getByRole("form", { name: en.actions.opportunity.stage });
  await stage.getByLabel(en.actions.opportunity.stage).selectOption("Closed Won");
  await stage.getByRole("button", { name: en.actions.opportunity.move }).click();
  await expect(page.getByTestId("won-date")).toHaveText(today);
  await expect(page.getByText(en.opportunities.won, { exact: true })).toBeVisible();
  await expect(page.getByTestId("history").locator("li").first()).toContainText(
    "Stage moved from Qualification to Closed Won",
  );
  // Closed: the win is confirmed like every other change, and the stage form gives way to reopening.
  await expect(page.getByRole("status")).toHaveText(en.actions.saved);
  await expect(page.getByRole("form", { name: en.actions.opportunity.stage })).toHaveCount(0);
  await expect(page.getByRole("form", { name: en.actions.opportunity.reopen })).toBeVisible();

  // The opportunities list counts it as won, computed by the database.
  await page.goto(`/admin/opportunities?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("card-wonValue-value")).toHaveText("€185,000.00");
  // And the new contact is in Contacts, a customer now that its deal is won.
  await page.goto(`/admin/contacts?q=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("record")).toHaveCount(1);
  await expect(page.getByTestId("record")).toContainText(en.status.contact["Active Customer"]);
});

for (const lang of ["en", "ro"] as const) {
  test(`the pipeline: each stage's probability, an edited one, a win that makes a customer, and a reopening with its reason (${lang})`, async ({
    adminPage: page,
  }) => {
    // Some twenty steps through the back-office: more than the default time on a busy machine.
    test.setTimeout(90_000);
    const texts = lang === "en" ? en : ro;
    const email = uniqueEmail(`pipeline-${lang}`);
    const name = `Pipe ${lang.toUpperCase()}${Date.now() % 100000}`;
    await page.goto("/quote");
    const form = page.getByRole("main");
    await form.getByLabel("Full name").fill(name);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("+40 744 100 200");
    await form.getByLabel("Project type").selectOption("residential");
    await form.getByLabel("Number of parking spaces").fill("24");
    await form.getByLabel("Project details").fill("Basement car park.");
    await humanPause(page);
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Quote request submitted successfully!").first()).toBeVisible();

    await goLive(page, "/admin");
    await setAdminLanguage(page, lang);
    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    await page.getByTestId("record").getByRole("link").first().click();
    // A record's details are titled in the singular.
    await expect(page.getByRole("heading", { name: texts.leads.details })).toBeVisible();
    const value = page.getByRole("form", { name: texts.actions.lead.value });
    await value.getByLabel(texts.actions.lead.value).fill("350000");
    await value.getByRole("button", { name: texts.actions.save }).click();
    // The history writes money as every other screen does.
    const money = lang === "en" ? "€350,000.00" : /350\.000,00\s€/;
    await expect(page.getByTestId("lead-value")).toHaveText(money);
    await expect(page.getByTestId("history").locator("li").first()).toContainText(money);
    await page.getByRole("button", { name: texts.actions.lead.convert }).click();
    await page.getByRole("link", { name: /^OPP-/ }).click();
    await expect(page.getByRole("heading", { name: texts.opportunities.details })).toBeVisible();

    const stage = page.getByRole("form", { name: texts.actions.opportunity.stage });
    const probability = page.getByRole("form", { name: texts.actions.opportunity.probability });
    for (const next of ["Proposal", "Negotiation"] as const) {
      await stage.getByLabel(texts.actions.opportunity.stage).selectOption(next);
      await stage.getByRole("button", { name: texts.actions.opportunity.move }).click();
      await expect(stage.getByRole("status")).toHaveText(texts.actions.saved);
      await expect(probability.getByLabel(texts.actions.opportunity.probability)).toHaveValue(
        String(stageProbability[next]),
      );
    }
    // A probability of the staff's own: a bad one is refused and kept, a good one saved and recorded.
    await probability.getByLabel(texts.actions.opportunity.probability).fill("140");
    await probability.getByRole("button", { name: texts.actions.opportunity.setProbability }).click();
    await expect(probability.getByRole("alert")).toHaveText(texts.actions.errors.invalidPercent);
    await expect(probability.getByLabel(texts.actions.opportunity.probability)).toHaveValue("140");
    await probability.getByLabel(texts.actions.opportunity.probability).fill("80");
    await probability.getByRole("button", { name: texts.actions.opportunity.setProbability }).click();
    await expect(probability.getByRole("status")).toHaveText(texts.actions.saved);
    await expect(page.getByTestId("history").locator("li").first()).toContainText("80%");

    await stage.getByLabel(texts.actions.opportunity.stage).selectOption("Closed Won");
    await stage.getByRole("button", { name: texts.actions.opportunity.move }).click();
    await expect(page.getByRole("status")).toHaveText(texts.actions.saved);
    // Reopening needs a reason; the one given is kept in the history.
    const reopenForm = page.getByRole("form", { name: texts.actions.opportunity.reopen });
    await reopenForm.getByRole("button", { name: texts.actions.opportunity.reopen }).click();
    await expect(reopenForm.getByRole("alert")).toHaveText(texts.actions.errors.reasonRequired);
    await reopenForm.getByLabel(texts.actions.opportunity.reason).fill("Signed copy missing.");
    await reopenForm.getByLabel(texts.actions.opportunity.reopenStage).selectOption("Negotiation");
    await reopenForm.getByRole("button", { name: texts.actions.opportunity.reopen }).click();
    await expect(page.getByTestId("history").locator("li").first()).toContainText("Signed copy missing.");
    await expect(stage.getByLabel(texts.actions.opportunity.stage)).toHaveValue("Negotiation");

    // The win made the contact a customer.
    await page.goto(`/admin/contacts?q=${encodeURIComponent(email)}`);
    await expect(page.getByTestId("record")).toContainText(texts.status.contact["Active Customer"]);
    // Opportunity events are labelled as such in the activity of the overview screens, not as leads.
    await page.goto("/admin/crm");
    const row = page.getByTestId("team-activity").locator("li").filter({ hasText: "Signed copy missing." });
    await expect(row).toContainText(texts.activity.opportunity);
    await expect(row).not.toContainText(texts.activity.lead);
  });
}

test("a contact message appears in Contacts, and staff add, edit and delete contacts", async ({ adminPage: page }) => {
  const email = uniqueEmail("live-message");
  await page.goto("/contact");
  const form = page.getByRole("main").locator("form");
  await form.getByLabel(/^Name/).fill("Sorin Message");
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Subject/).fill("Maintenance contract");
  await form.getByLabel(/^Message/).fill("Two puzzle systems in Brașov.");
  await humanPause(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!").first()).toBeVisible();

  await goLive(page, `/admin/contacts?q=${encodeURIComponent(email)}`);
  const card = page.getByTestId("record");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Sorin Message");
  await expect(card).toContainText(en.status.contact["New Lead"]);
  // A message brings no phone, job title or company: the card leaves no lone separator or empty phone line.
  await expect(card.getByTestId("record-phone")).toHaveCount(0);
  await expect(card.getByTestId("record-email")).toContainText(email);
  expect(await card.innerText()).not.toMatch(/(^|\n)\s*·|·\s*($|\n)/);

  // Add one: a bad e-mail is refused and what was typed stays.
  await page.goto("/admin/contacts/new");
  const added = uniqueEmail("live-added");
  await page.getByLabel(en.columns.firstName).fill("Vlad");
  await page.getByLabel(en.columns.lastName).fill("Added");
  await page.getByLabel(en.columns.email).fill("not-an-email");
  await page.getByLabel(en.columns.company).fill("Added Parking SA");
  await page.getByRole("button", { name: en.actions.contact.add }).click();
  await expect(page.getByText(en.actions.errors.invalidEmail)).toBeVisible();
  await expect(page.getByLabel(en.columns.company)).toHaveValue("Added Parking SA");
  await page.getByLabel(en.columns.email).fill(added);
  await page.getByRole("button", { name: en.actions.contact.add }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vlad Added" })).toBeVisible();
  await expect(page.getByTestId("history")).toContainText(en.events.created);

  await page.getByLabel(en.columns.jobTitle).fill("Facility manager");
  await page.getByLabel(en.columns.status).selectOption("Active Customer");
  await page.getByRole("button", { name: en.actions.save, exact: true }).click();
  await expect(page.getByTestId("history").locator("li").first()).toContainText(
    "Status changed from New Lead to Active Customer",
  );
  await expect(page.getByLabel(en.columns.jobTitle)).toHaveValue("Facility manager");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: en.actions.contact.delete }).click();
  await expect(page).toHaveURL(/\/admin\/contacts\?deleted=1$/);
  await page.goto(`/admin/contacts?q=${encodeURIComponent(added)}`);
  await expect(page.getByText(en.common.noData)).toBeVisible();
});

test("Export CSV and Excel download every filtered live row, headed and labelled in the admin's language", async ({
  adminPage: page,
}) => {
  const tag = `Csv${Date.now() % 100000}`;
  // Three contacts through the public form, each with the tag in its name.
  for (const [i, who] of ["Ana", "Bogdan", "=Formula"].entries()) {
    await page.goto("/contact");
    const form = page.getByRole("main").locator("form");
    await form.getByLabel(/^Name/).fill(`${who} ${tag}`);
    await form.getByLabel(/^Email/).fill(uniqueEmail(`csv-${i}`));
    await form.getByLabel(/^Subject/).fill("CSV");
    await form.getByLabel(/^Message/).fill("Export me.");
    await humanPause(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
  }
  await goLive(page, `/admin/contacts?q=${tag}`);
  await expect(page.getByTestId("record")).toHaveCount(3);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: en.common.exportCsv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contacts-live-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parse<Record<string, string>>(readFileSync(await file.path(), "utf8"), { columns: true, bom: true });
  expect(rows).toHaveLength(3);
  const c = en.columns;
  // The screen's names for the columns, not the fields' codes.
  expect(Object.keys(rows[0]!)).toEqual([
    c.id,
    c.firstName,
    c.lastName,
    c.email,
    c.phone,
    c.company,
    c.jobTitle,
    c.clientAddress,
    c.clientCountry,
    c.clientTaxCode,
    c.clientTradeRegister,
    c.status,
    c.source,
    c.notes,
    c.createdAt,
    c.lastContact,
    c.value,
  ]);
  expect(rows.map((r) => r[c.lastName])).toEqual([tag, tag, tag]);
  // A cell a spreadsheet would run as a formula is defused.
  expect(rows.map((r) => r[c.firstName]).sort()).toEqual(["'=Formula", "Ana", "Bogdan"]);
  expect(rows.every((r) => r[c.status] === en.status.contact["New Lead"] && r[c.notes] === "CSV: Export me.")).toBe(
    true,
  );
  expect(rows.every((r) => r[c.source] === en.source.website)).toBe(true);
  // A country is written as its name.
  expect(rows.every((r) => r[c.clientCountry] === "Romania")).toBe(true);

  // In Romanian: Romanian headings and labels; as a workbook, a day is a date cell.
  await setAdminLanguage(page, "ro");
  const roDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: ro.common.exportCsv }).click();
  const roRows = parse<Record<string, string>>(readFileSync(await (await roDownload).path(), "utf8"), {
    columns: true,
    bom: true,
  });
  expect(roRows.every((r) => r[ro.columns.status] === ro.status.contact["New Lead"])).toBe(true);
  const xlsxDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: ro.common.exportXlsx }).click();
  const workbook = await xlsxDownload;
  expect(workbook.suggestedFilename()).toMatch(/^contacts-live-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const files = unzipSync(new Uint8Array(readFileSync(await workbook.path())));
  const strings = strFromU8(files["xl/sharedStrings.xml"] ?? new Uint8Array());
  const sheet = strFromU8(files["xl/worksheets/sheet1.xml"]!);
  expect(strings + sheet).toContain(ro.columns.lastContact);
  // Row 2's "created at" is a number-valued date cell, not text.
  const createdAt = String.fromCharCode(65 + Object.keys(rows[0]!).indexOf(c.createdAt));
  expect(sheet).toMatch(new RegExp(`<c r="${createdAt}2"[^>]*s="\\d+"[^>]*><v>\\d{5}</v></c>`));
  await setAdminLanguage(page, "en");

  // Filtered by status too: none of them is an active customer.
  await page.goto(`/admin/contacts?q=${tag}&status=Active+Customer`);
  const none = page.waitForEvent("download");
  await page.getByRole("link", { name: en.common.exportCsv }).click();
  const empty = parse<unknown>(readFileSync(await (await none).path(), "utf8"), { columns: true, bom: true });
  expect(empty).toEqual([]);
});

test("only administrators can act on live records (HTTP)", async ({
  adminPage: page,
  adminServer,
  browser,
  playwright,
}) => {
  // A live lead to aim at.
  await page.goto("/quote");
  const form = page.getByRole("main");
  const email = uniqueEmail("live-guard");
  await form.getByLabel("Full name").fill("Guard Test");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("+40 733 000 000");
  await form.getByLabel("Project type").selectOption("residential");
  await form.getByLabel("Number of parking spaces").fill("6");
  await form.getByLabel("Project details").fill("Guarded.");
  await humanPause(page);
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Quote request submitted successfully!").first()).toBeVisible();
  await goLive(page, `/admin/leads?q=${encodeURIComponent("Guard Test")}`);
  const href = await page
    .getByTestId("record")
    .getByRole("link", { name: "Residential project, 6 spaces", exact: true })
    .getAttribute("href");
  expect(href).toMatch(/^\/admin\/leads\/LD-/);
  const contactHref = `/admin/contacts/new`;

  // A signed-in visitor without the administrator role, and nobody at all.
  const context = await browser.newContext({ baseURL: adminServer.url });
  await createVerifiedUser(
    await context.newPage(),
    adminServer.url,
    { email: uniqueEmail("not-admin"), password: "secret-pass-123", fullName: "Not Admin" },
    adminServer.dataDir,
  );
  const anonymous = await playwright.request.newContext({ baseURL: adminServer.url });
  const posts: [string, Record<string, string>][] = [
    [href!, { intent: "status", status: "Qualified" }],
    [href!, { intent: "convert" }],
    [href!, { intent: "note", note: "intruder" }],
    [
      contactHref,
      {
        intent: "save",
        firstName: "Evil",
        email: "evil@example.com",
        status: "New Lead",
        source: "website",
        value: "",
      },
    ],
  ];
  for (const client of [context.request, anonymous]) {
    for (const [url, body] of posts) {
      const response = await client.post(url, { form: body, maxRedirects: 0, headers: { origin: adminServer.url } });
      expect(response.status(), `${url} ${body.intent}`).toBe(302);
      expect(response.headers().location).toMatch(/^\/auth\?reason=admin/);
    }
    const csv = await client.get("/admin/export/leads", { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
  }
  await context.close();
  await anonymous.dispose();

  // Nothing changed: still New, not converted, no intruder note.
  await page.goto(href!);
  await expect(page.getByText(en.status.lead.New).first()).toBeVisible();
  await expect(page.getByRole("form", { name: en.actions.lead.status })).toBeVisible();
  await expect(page.getByTestId("history")).not.toContainText("intruder");
  await expect(page.getByTestId("history").locator("li")).toHaveCount(1);
});
