import { expect, test, type Page } from "../../support/test";
import { uniqueEmail } from "../../support/outbox";
import { requestFormToken } from "../../support/http";
import { at } from "../../support/clock";
import { humanPause, enquiryMails, storedRows, waitForEnquiryMail } from "../../support/enquiries";

/**
 * Enquiry capture, run on the embedded database and on PostgreSQL: every form, with and without
 * JavaScript, stores the enquiry with every field, answers with the form's success message, and sends one
 * notification to the sales address with the visitor as Reply-To.
 */

async function fillQuote(scope: ReturnType<Page["locator"]> | Page, email: string, extra: { phone?: string } = {}) {
  await scope.getByLabel("Full name").fill("Ana Popescu");
  await scope.getByLabel("Email").fill(email);
  await scope.getByLabel("Phone").fill(extra.phone ?? "+40 722 000 111");
  await scope.getByLabel("Company (optional)").fill("Popescu Dezvoltare SRL");
  await scope.getByLabel("Project type").selectOption("commercial");
  await scope.getByLabel("Number of parking spaces").fill("120");
  await scope.getByLabel("Project details").fill("Office building in Iași, two basement levels.");
}

async function expectQuoteStored(email: string, page: string, lang: string) {
  const mail = await waitForEnquiryMail(email);
  expect(mail.to).toMatch(/^sales@/);
  expect(mail.from).toMatch(/no-reply@|Autoparc/);
  expect(mail.replyTo).toEqual({ name: "Ana Popescu", address: email });
  expect(mail.subject).toMatch(/^Quote request #\d+: Ana Popescu, Commercial, 120 spaces \[/);
  for (const part of [
    "Phone: +40 722 000 111",
    "Company: Popescu Dezvoltare SRL",
    "Project type: Commercial",
    "Parking spaces: 120",
    `Language: ${lang}`,
    `Sent from: `,
    "Office building in Iași, two basement levels.",
  ])
    expect(mail.text).toContain(part);
  expect(mail.text).toContain(page);
}

test("a quote request from the dialog is stored, confirmed and mailed to sales (JavaScript)", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("quote-js");
  await page.goto("/services");
  await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Quote" });
  await humanPause(page);
  await fillQuote(dialog, email);
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Quote request submitted successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectQuoteStored(email, "/services", "en");
  const rows = await storedRows(testInfo, "quote_requests", email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: "Ana Popescu",
    email,
    phone: "+40 722 000 111",
    company: "Popescu Dezvoltare SRL",
    project_type: "commercial",
    spaces: 120,
    message: "Office building in Iași, two basement levels.",
    lang: "en",
    page: "/services",
  });
  expect(Number.isNaN((rows[0]!.created_at as Date).getTime())).toBe(false);
  expect(enquiryMails(email)).toHaveLength(1);
});

test("on the /quote page the page's form and the dialog's are separate: a request sent from the page is answered once", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("quote-page-js");
  await page.goto("/quote");
  // The dialog's own quote form is rendered in the background on this page too.
  await expect(page.locator("dialog")).toHaveCount(1);
  const main = page.getByRole("main");
  await fillQuote(main, email);
  await humanPause(page);
  await main.getByRole("button", { name: "Submit Request" }).click();
  const message = page.getByText("Quote request submitted successfully!");
  await expect(message.first()).toBeVisible();
  // One message: the dialog's form did not take the page's answer as its own.
  await expect(message).toHaveCount(1);
  await expectQuoteStored(email, "/quote", "en");
  expect(await storedRows(testInfo, "quote_requests", email)).toHaveLength(1);
  await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Quote" });
  await expect(dialog.getByLabel("Email")).toHaveValue("");
});

test("without JavaScript, Get Quote leads to the quote page, which stores the request and confirms it", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail("quote-nojs");
  await page.goto("/ro");
  await page.getByRole("banner").getByRole("link", { name: "Cere ofertă" }).click();
  await expect(page).toHaveURL(/\/ro\/quote$/);
  await page.getByLabel("Nume complet").fill("Ana Popescu");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Telefon").fill("+40 722 000 111");
  await page.getByLabel(/Companie/).fill("Popescu Dezvoltare SRL");
  await page.getByLabel("Tipul proiectului").selectOption("commercial");
  await page.getByLabel(/locuri de parcare/).fill("120");
  await page.getByLabel(/Detalii/).fill("Office building in Iași, two basement levels.");
  await humanPause(page);
  await page.getByRole("button", { name: "Trimite cererea" }).click();
  await expect(page.getByRole("status")).toContainText("Cererea de ofertă a fost trimisă cu succes!");
  await expectQuoteStored(email, "/ro/quote", "ro");
  const rows = await storedRows(testInfo, "quote_requests", email);
  expect(rows).toEqual([
    expect.objectContaining({ lang: "ro", page: "/ro/quote", spaces: 120, company: "Popescu Dezvoltare SRL" }),
  ]);
  await context.close();
});

for (const js of [true, false]) {
  test(`the home page contact form stores the message with its optional phone (${js ? "JavaScript" : "no JavaScript"})`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: js });
    const page = await context.newPage();
    const email = uniqueEmail(`home-${js ? "js" : "nojs"}`);
    await page.goto("/");
    const form = page.locator("#contact form");
    await form.getByLabel("Full Name").fill("Mihai Ionescu");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("0722 123 456");
    await form.getByLabel("Subject").fill("Parking for 40 apartments");
    await form.getByLabel("Message").fill("We are building in Bacău and need about 40 spaces.");
    await humanPause(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you for your inquiry. We'll get back to you soon.").first()).toBeVisible();
    const mail = await waitForEnquiryMail(email);
    expect(mail.replyTo).toEqual({ name: "Mihai Ionescu", address: email });
    expect(mail.subject).toMatch(/^Contact message #\d+: Parking for 40 apartments \[EN\]$/);
    for (const part of ["Phone: 0722 123 456", "Form: home", "We are building in Bacău"])
      expect(mail.text).toContain(part);
    await expect(page.locator("#contact form").getByLabel("Subject")).toHaveValue("");
    const rows = await storedRows(testInfo, "contact_messages", email);
    expect(rows).toEqual([
      expect.objectContaining({
        name: "Mihai Ionescu",
        phone: "0722 123 456",
        subject: "Parking for 40 apartments",
        form: "home",
        lang: "en",
        page: "/",
      }),
    ]);
    expect(enquiryMails(email)).toHaveLength(1);
    await context.close();
  });

  test(`the contact page form stores the message without a phone (${js ? "JavaScript" : "no JavaScript"})`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: js });
    const page = await context.newPage();
    const email = uniqueEmail(`contact-${js ? "js" : "nojs"}`);
    await page.goto("/ro/contact");
    const form = page.getByRole("main").locator("form");
    await form.getByLabel(/^Nume/).fill("Elena Radu");
    await form.getByLabel(/^E-mail/).fill(email);
    await form.getByLabel(/^Subiect/).fill("Întreținere sistem");
    await form.getByLabel(/^Mesaj/).fill("Avem nevoie de o revizie anuală.");
    await humanPause(page);
    await form.getByRole("button", { name: "Trimite mesajul" }).click();
    await expect(page.getByText("Mesajul a fost trimis cu succes!").first()).toBeVisible();
    const mail = await waitForEnquiryMail(email);
    expect(mail.replyTo).toEqual({ name: "Elena Radu", address: email });
    expect(mail.subject).toMatch(/\[RO\]$/);
    expect(mail.text).not.toContain("Phone:");
    const rows = await storedRows(testInfo, "contact_messages", email);
    expect(rows).toEqual([
      expect.objectContaining({
        phone: null,
        subject: "Întreținere sistem",
        form: "contact",
        lang: "ro",
        page: "/ro/contact",
      }),
    ]);
    await context.close();
  });
}

for (const js of [true, false]) {
  test(`an invalid quote keeps what was typed and says what to fix (${js ? "JavaScript" : "no JavaScript"})`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: js });
    const page = await context.newPage();
    const email = uniqueEmail(`invalid-${js ? "js" : "nojs"}`);
    await page.goto("/quote");
    await fillQuote(page.getByRole("main"), email, { phone: "call me maybe" });
    await humanPause(page);
    await page.getByRole("main").getByRole("button", { name: "Submit Request" }).click();
    const phone = page.getByRole("main").getByLabel("Phone");
    await expect(page.getByText("Please enter a valid phone number (digits, spaces, + and brackets).")).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Please correct the fields marked below");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveValue("call me maybe");
    await expect(page.getByRole("main").getByLabel("Project details")).toHaveValue(
      "Office building in Iași, two basement levels.",
    );
    await expect(page.getByRole("main").getByLabel("Project type")).toHaveValue("commercial");
    // Nothing stored, so nothing can be mailed: a notification is only ever sent for a stored row.
    expect(await storedRows(testInfo, "quote_requests", email)).toEqual([]);
    expect(enquiryMails(email)).toHaveLength(0);
    await context.close();
  });
}

test("the honeypot and the time trap refuse quietly: the bot sees success, nothing is stored or mailed", async ({
  browser,
  request,
}, testInfo) => {
  // A bot (no JavaScript) that fills every field, the hidden one too.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const trapped = uniqueEmail("honeypot");
  await page.goto("/quote");
  await fillQuote(page.getByRole("main"), trapped);
  await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await humanPause(page);
  await page.getByRole("main").getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("status")).toContainText("Quote request submitted successfully!");

  // A bot that posts the moment it gets the page, and one that forges the time.
  const token = await requestFormToken(request, "/quote");
  const fast = uniqueEmail("too-fast");
  const forged = uniqueEmail("forged");
  const issuedAt = Number(token.split(".")[0]);
  const post = (email: string, formToken: string, moment: number) =>
    request.post("/quote", {
      form: {
        formToken,
        page: "/quote",
        website: "",
        name: "Bot",
        email,
        phone: "+40 700 000 000",
        projectType: "residential",
        spaces: "10",
        message: "Buy now",
      },
      headers: { Origin: new URL(page.url()).origin, ...at(moment) },
    });
  // Sent a second after the page was served: sooner than a person fills the form.
  expect((await post(fast, token, issuedAt + 1_000)).status()).toBe(200);
  expect((await post(forged, `${Date.now() - 60_000}.AAAAAAAAAAAAAAAAAAAAAA`, Date.now())).status()).toBe(200);

  // Nothing stored, so nothing can be mailed: a notification is only ever sent for a stored row.
  for (const email of [trapped, fast, forged]) {
    expect(await storedRows(testInfo, "quote_requests", email), email).toEqual([]);
    expect(enquiryMails(email), email).toHaveLength(0);
  }
  await context.close();
});
