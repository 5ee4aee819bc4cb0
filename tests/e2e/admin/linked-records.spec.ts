import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { expect, goDemo, goLive, setAdminLanguage, test } from "../../support/admin";
import { uniqueEmail, waitForMail } from "../../support/outbox";

/**
 * A contact's page lists what came from the person and what was made for it, each linking to its
 * page, and the record links back: Demo Mode's Alexandru Ene sent a request from his e-mail address
 * (a lead), a deal was opened from it, and he took over an installation.
 */
for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`a contact's linked records lead to them and back (${lang})`, async ({ adminPage: page }) => {
    await goDemo(page, "/admin/contacts/CT-2026-011");
    await setAdminLanguage(page, lang);
    const panel = page.getByTestId("linked-records");
    await expect(page.getByRole("heading", { name: t.actions.contact.linked })).toBeVisible();
    await expect(panel.getByRole("region", { name: t.leads.title })).toBeVisible();
    await expect(page.getByTestId("linked-leads").getByRole("link")).toHaveAttribute(
      "href",
      "/admin/leads/LD-2026-008",
    );
    // The deal opened from his request is his too; no invoice went to his address.
    await expect(page.getByTestId("linked-opportunities").getByRole("link")).toHaveAttribute(
      "href",
      "/admin/opportunities/OPP-2026-010",
    );
    await expect(page.getByTestId("linked-invoices")).toHaveCount(0);

    await page.getByTestId("linked-installations").getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/installations\/INS-2026-001$/);
    await page.getByRole("link", { name: "CT-2026-011" }).click();
    await expect(page).toHaveURL(/\/admin\/contacts\/CT-2026-011$/);
    await expect(page.getByRole("heading", { level: 1, name: "Alexandru Ene" })).toBeVisible();
  });
}

test("a contact with nothing linked says so", async ({ adminPage: page }) => {
  await goDemo(page, "/admin/contacts/CT-2026-005");
  await expect(page.getByText(en.actions.contact.noLinked)).toBeVisible();
  await expect(page.getByTestId("linked-records")).toHaveCount(0);
});

/**
 * "Send an e-mail" on a contact's page in Live Mode, in each language: an empty message is refused
 * beside its input with the choices kept; the mail written from the template reaches the outbox in
 * the language chosen, and the contact's history keeps its subject and text.
 */
for (const [lang, t, other] of [
  ["en", en, ro],
  ["ro", ro, en],
] as const) {
  test(`a templated e-mail sent from a contact's page (${lang})`, async ({ adminPage: page, adminServer }) => {
    const email = uniqueEmail(`mail-${lang}`);
    await goLive(page, "/admin/contacts/new");
    await setAdminLanguage(page, lang);
    await page.getByLabel(t.columns.firstName).fill("Dana");
    // "Nume" is also the end of "Prenume": the label that starts with it.
    await page.getByLabel(new RegExp(`^${t.columns.lastName}`)).fill("Mail");
    await page.getByLabel(t.columns.email).fill(email);
    await page.getByRole("button", { name: t.actions.contact.add }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dana Mail" })).toBeVisible();

    const form = page.getByRole("form", { name: t.actions.contact.email });
    await form.getByLabel(t.actions.contact.emailTemplate).selectOption({
      label: t.contactMail.templates.meetingConfirmation.label,
    });
    // Written in the other language: the contact reads it.
    await form.getByLabel(t.actions.contact.emailLanguage).selectOption(lang === "en" ? "ro" : "en");
    await form.getByRole("button", { name: t.actions.contact.emailSend }).click();
    await expect(form.getByText(t.actions.errors.messageRequired)).toBeVisible();
    await expect(form.getByLabel(t.actions.contact.emailTemplate)).toHaveValue("meetingConfirmation");

    await form.getByLabel(t.actions.contact.emailMessage).fill("Marți la 10:00, pe șantier.");
    await form.getByRole("button", { name: t.actions.contact.emailSend }).click();
    await expect(form.getByRole("status")).toHaveText(t.actions.contact.emailSent);
    const subject = other.contactMail.templates.meetingConfirmation.subject;
    const mail = await waitForMail(email, new RegExp(subject), adminServer.dataDir);
    expect(mail.text).toContain("Marți la 10:00, pe șantier.");
    expect(mail.text).toContain(other.contactMail.regards);

    const history = page.getByTestId("history");
    await expect(history.getByText(subject, { exact: false })).toBeVisible();
    await expect(history.getByText("Marți la 10:00, pe șantier.", { exact: false })).toBeVisible();
  });
}
