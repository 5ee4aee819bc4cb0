import { expect, test } from "../../support/test";
import pg from "pg";
import { uniqueEmail } from "../../support/outbox";
import { humanPause, waitForEnquiryMail } from "../../support/enquiries";
import { startServer } from "../../support/server";

/**
 * The database fails during a submission: the visitor is told to try again (503) with the text
 * kept, nothing is claimed as sent, the server stays up, and after recovery the next one is stored.
 */
test("when the database write fails the visitor is asked to try again, and the next message after recovery is stored", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `enquiries_failure_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = process.env.E2E_DATABASE_URL!.replace(/\/[^/]+$/, `/${name}`);
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: process.env.E2E_DATA_DIR!,
    ENABLE_TEST_ROUTES: "1",
    LOG_LEVEL: "warn",
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const email = uniqueEmail("db-down");
    await page.goto(`${server.url}/contact`);
    const form = page.getByRole("main").locator("form");
    await form.getByLabel("Name").fill("Radu Ene");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Subject").fill("Maintenance contract");
    await form.getByLabel("Message").fill("Please call me about the yearly check.");
    await humanPause(page);

    // The table the write needs is gone: every insert fails.
    await db.query("alter table contact_messages rename to contact_messages_offline");
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText(
      "We could not save your message just now. Nothing was sent: please try again in a moment, or call us.",
    );
    await expect(page.getByText("Message sent successfully!")).toHaveCount(0);
    await expect(form.getByLabel("Message")).toHaveValue("Please call me about the yearly check.");
    expect((await fetch(`${server.url}/healthz`)).ok).toBe(true);
    expect(server.output()).toContain("enquiry could not be stored");

    // Back again: the same form, sent again, is stored and mailed.
    await db.query("alter table contact_messages_offline rename to contact_messages");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
    const rows = (
      await db.query("select name, email, subject, form, notified_at from contact_messages where email = $1", [email])
    ).rows;
    expect(rows).toEqual([
      expect.objectContaining({ name: "Radu Ene", subject: "Maintenance contract", form: "contact" }),
    ]);
    expect((await waitForEnquiryMail(email)).replyTo?.address).toBe(email);
  } finally {
    await db.end();
    await server.stop();
  }
});
