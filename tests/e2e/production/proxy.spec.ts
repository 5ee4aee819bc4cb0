import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "../../support/test";
import { modeStored } from "../../support/admin";
import { adminCommand } from "../../support/http";
import { uniqueEmail, waitForMail } from "../../support/outbox";
import { freshDatabase, startNginx } from "../../support/production";
import { freePort, startServer } from "../../support/server";
import { humanPause } from "../../support/enquiries";
import { setUpSecondFactor } from "../../support/second-factor";

const AUTH_SECRET = "an-example-secret-of-at-least-32-characters";

/**
 * The production shape: Debian's nginx terminating TLS in front of two workers on PostgreSQL,
 * with the configuration README.md gives. Everything a visitor and an administrator do works over
 * https, every answer carries HSTS and every cookie is Secure.
 */
test("behind nginx over https, two workers serve sign-up, verification, sign-in, a quote request and an admin action", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const databaseUrl = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-proxy-"));
  const port = await freePort();
  const nginxPort = await freePort();
  const siteUrl = `https://127.0.0.1:${nginxPort}`;
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: "2",
    TRUST_PROXY: "1",
    SITE_URL: siteUrl,
    AUTH_SECRET,
    ENABLE_TEST_ROUTES: "1",
    LOG_LEVEL: "info",
  };
  const server = await startServer({ ...env, PORT: String(port) });
  const nginx = await startNginx(port, nginxPort);
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: siteUrl });
  try {
    const workers = new Set(
      server
        .output()
        .split("\n")
        .filter((l) => l.includes('"server listening"'))
        .map((l) => JSON.parse(l).pid),
    );
    await expect
      .poll(
        () =>
          new Set(
            server
              .output()
              .split("\n")
              .filter((l) => l.includes('"server listening"'))
              .map((l) => JSON.parse(l).pid),
          ).size,
      )
      .toBe(2);
    expect(workers.size).toBeLessThanOrEqual(2);

    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response!.headers()["strict-transport-security"]).toContain("max-age=");

    // Sign up, follow the mailed link (an https link to the site), sign in.
    const user = { email: uniqueEmail("proxy"), password: "secret-pass-123", fullName: "Ana Proxy" };
    await page.goto("/auth?tab=signup");
    const panel = page.getByRole("tabpanel");
    await panel.locator('input[name="fullName"]').fill(user.fullName);
    await panel.locator('input[name="email"]').fill(user.email);
    await panel.locator('input[name="password"]').fill(user.password);
    await panel.locator('input[name="confirmPassword"]').fill(user.password);
    await panel.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/tab=signin/);
    const mail = await waitForMail(user.email, /Verify your e-mail/, dataDir);
    expect(mail.link.startsWith(`${siteUrl}/api/auth/verify-email?token=`)).toBe(true);
    // The link signs the new member in; then a sign-in of its own, through the form.
    await page.goto(mail.link);
    await expect(page.getByRole("banner").getByTestId("user-initials").first()).toBeVisible();
    await context.clearCookies();
    await page.goto("/auth");
    await page.getByRole("tabpanel").locator('input[name="email"]').fill(user.email);
    await page.getByRole("tabpanel").locator('input[name="password"]').fill(user.password);
    await page.getByRole("tabpanel").locator('button[type="submit"]').click();
    await expect(page.getByRole("banner").getByTestId("user-initials").first()).toBeVisible();

    // A quote request, through the page's form.
    await page.goto("/quote");
    const main = page.getByRole("main");
    await main.getByLabel("Full name").fill("Ana Proxy");
    await main.getByLabel("Email").fill(user.email);
    await main.getByLabel("Phone").fill("+40 722 000 111");
    await main.getByLabel("Project type").selectOption("residential");
    await main.getByLabel("Number of parking spaces").fill("30");
    await main.getByLabel("Project details").fill("Behind a proxy.");
    await humanPause(page);
    await main.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Quote request submitted successfully!").first()).toBeVisible();

    // An administrator's change, on the same workers.
    adminCommand({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, "grant", user.email, "--role", "super_admin");
    await page.goto("/admin");
    // Its second factor set up first, through the proxy too.
    await setUpSecondFactor(page);
    await page.getByRole("button", { name: "Disable Demo" }).click();
    await expect(page.getByRole("button", { name: "Enable Demo" })).toBeVisible();
    await modeStored(page, "live");
    await page.goto("/admin/contacts/new");
    await page.getByLabel("First name").fill("Mihai");
    await page.getByLabel("Email").fill(uniqueEmail("proxy-contact"));
    await page.getByRole("button", { name: "Add contact" }).click();
    await expect(page).toHaveURL(/\/admin\/contacts\/CT-/);

    // Every cookie the site set is Secure (and HttpOnly but for the sidebar's own).
    const cookies = await context.cookies();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);
  } finally {
    await context.close();
    await nginx.stop();
    await server.stop();
  }
});

test("a configuration that cannot work behind a TLS proxy is refused at start, saying what to set", () => {
  const result = spawnSync(process.execPath, ["build/server/index.js"], {
    env: { ...process.env, PORT: "0", SITE_URL: "https://www.example.ro", TRUST_PROXY: "", AUTH_SECRET },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("TRUST_PROXY: SITE_URL is https");
  expect(result.stderr).toContain("set TRUST_PROXY to the number of proxies");
});
