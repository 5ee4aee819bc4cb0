import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, type TestInfo } from "@playwright/test";
import pg from "pg";
import { embeddedDatabaseUrl } from "../../app/server/db/embedded-postgres.server";
import { FILLING_TIME_MS, at } from "./clock";

export type EnquiryMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: { name: string; address: string };
};

/** Every notification in the outbox whose Reply-To is the visitor. */
export function enquiryMails(visitor: string, dataDir = process.env.E2E_DATA_DIR!): EnquiryMail[] {
  const outbox = path.join(dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(outbox, f), "utf8")) as EnquiryMail)
    .filter((m) => m.replyTo?.address === visitor);
}

export async function waitForEnquiryMail(visitor: string, dataDir?: string, timeoutMs = 10_000): Promise<EnquiryMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = enquiryMails(visitor, dataDir);
    if (mails.length) return mails[0]!;
    if (Date.now() > deadline) throw new Error(`no notification with Reply-To ${visitor}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The stored rows for a visitor, read straight from the database: the test PostgreSQL in the
 * postgres project, the server's embedded cluster otherwise.
 */
export async function storedRows(
  testInfo: TestInfo,
  table: "quote_requests" | "contact_messages",
  email: string,
): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({
    connectionString:
      testInfo.project.name === "postgres"
        ? process.env.E2E_DATABASE_URL
        : embeddedDatabaseUrl(process.env.E2E_DATA_DIR!),
  });
  await client.connect();
  try {
    return (await client.query(`select * from ${table} where email = $1 order by id`, [email])).rows;
  } finally {
    await client.end();
  }
}

/** The moment each page's clock was last moved to: it only goes forward. */
const pageClocks = new WeakMap<Page, number>();

/**
 * The time trap wants a person's pace: the page's next requests tell the server (a test server,
 * which takes the time from them) that the visitor took half a minute over the form. Each pause
 * starts where the page's clock stands, so a second form is filled in half a minute too (its
 * token was set when the first one was sent, at that page's moment). Call it once the form is
 * shown.
 */
export async function humanPause(page: Page) {
  // The form's token is set by its image when the form is shown: on the real clock, before the pause.
  await page.waitForFunction(() =>
    [...document.images].filter((image) => image.src.endsWith("/form-token")).every((image) => image.complete),
  );
  const moment = Math.max(Date.now(), pageClocks.get(page) ?? 0) + FILLING_TIME_MS;
  pageClocks.set(page, moment);
  await page.setExtraHTTPHeaders(at(moment));
}

/**
 * A visitor's quote request through the public /quote page (English), at a person's pace; returns
 * once the page confirms it was stored.
 */
export async function sendQuoteRequest(
  page: Page,
  request: { name: string; email: string; phone: string; projectType: string; spaces: string; details: string },
) {
  await page.goto("/quote");
  const form = page.getByRole("main");
  await form.getByLabel("Full name").fill(request.name);
  await form.getByLabel("Email").fill(request.email);
  await form.getByLabel("Phone").fill(request.phone);
  await form.getByLabel("Project type").selectOption(request.projectType);
  await form.getByLabel("Number of parking spaces").fill(request.spaces);
  await form.getByLabel("Project details").fill(request.details);
  await humanPause(page);
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Quote request submitted successfully!").first()).toBeVisible();
}
