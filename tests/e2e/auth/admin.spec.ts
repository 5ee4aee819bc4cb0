import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "../../support/test";
import { createVerifiedUser } from "../../support/accounts";
import { ADMIN_SCREENS } from "../../support/admin-session";
import { uniqueEmail, waitForMail } from "../../support/outbox";
import { startServer } from "../../support/server";
import { codeAt } from "../../../app/server/second-factor.server";

function adminCommand(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, ["build/server/admin.js", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

test("no /admin URL gives admin content without a session, nor with a non-admin session", async ({ page, baseURL }) => {
  const check = async (request: typeof page.request) => {
    for (const url of ADMIN_SCREENS) {
      for (const target of [url, `${url}.data`]) {
        const response = await request.get(target, { maxRedirects: 0 });
        const body = await response.text();
        expect([302, 202, 204], `${target}: ${response.status()}`).toContain(response.status());
        expect(body, target).not.toContain("Admin Panel");
        // Sent to sign in, and back to the page asked for afterwards.
        const signIn = `/auth?reason=admin&next=${encodeURIComponent(url)}`;
        if (response.status() === 302) expect(response.headers().location, target).toBe(signIn);
        else expect(body, target).toContain(signIn);
      }
    }
  };
  await check(page.request);
  await createVerifiedUser(page, baseURL!, {
    email: uniqueEmail("nonadmin"),
    password: "secret-pass-123",
    fullName: "Non Admin",
  });
  await check(page.request);
  // In the browser the visitor lands on the sign-in page, which says why.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?reason=admin&next=%2Fadmin$/);
  await expect(page.getByRole("status")).toContainText("This area is for administrators");
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
});

test("the admin command runs while the server runs, on the server's own embedded database", () => {
  const result = adminCommand(process.env.E2E_DATA_DIR!, "grant", "someone@example.ro");
  // It reached the running site's accounts (and found none with that e-mail).
  expect(result.status, result.stderr).toBe(1);
  expect(result.stderr).toContain("No account with the e-mail someone@example.ro");
});

test("grant makes the user an administrator (Admin Panel, /admin); revoke takes it back; the site runs throughout", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-admin-"));
  const user = { email: uniqueEmail("admin"), password: "secret-pass-123", fullName: "Ioana Admin" };
  const server = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: "1000" });
  try {
    await createVerifiedUser(page, server.url, user, dataDir);
    await page.goto(`${server.url}/admin`);
    await expect(page).toHaveURL(/\/auth\?reason=admin&next=%2Fadmin$/);

    const unknown = adminCommand(dataDir, "grant", "nobody@example.ro");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No account with the e-mail nobody@example.ro");
    const granted = adminCommand(dataDir, "grant", user.email, "--role", "super_admin");
    expect(granted.status, granted.stderr).toBe(0);
    expect(granted.stdout).toContain("is now an administrator (role super_admin)");

    await page.goto(`${server.url}/`);
    const adminButton = page.getByRole("banner").getByRole("link", { name: "Admin Panel" });
    await expect(adminButton).toBeVisible();
    await adminButton.click();
    // Made to set up the second factor first: nothing of the back-office shows before it.
    await expect(page).toHaveURL(/\/admin\/two-factor\?next=%2Fadmin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Set up two-step sign-in" })).toBeVisible();
    await expect(page.getByRole("img", { name: "QR code of the key for your authenticator app" })).toBeVisible();
    const key = (await page.getByTestId("totp-key").innerText()).replace(/\s/g, "");
    await page.getByRole("textbox", { name: "Code" }).fill(codeAt(key, Date.now() - 5 * 60_000));
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await expect(page.getByRole("alert")).toHaveText(/That code is not valid/);
    const setupCode = codeAt(key, Date.now());
    await page.getByRole("textbox", { name: "Code" }).fill(setupCode);
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    // The recovery codes, shown this once.
    const shown = page.getByTestId("recovery-codes").getByRole("listitem");
    await expect(shown).toHaveCount(10);
    const recovery = await shown.nth(0).innerText();
    await page.getByRole("link", { name: "Continue to the back-office" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // The administrator is told by mail, in both languages.
    const turnedOn = await waitForMail(user.email, /Two-step sign-in turned on/, dataDir);
    expect(turnedOn.text).toContain("Autentificarea în doi pași a fost activată");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Account menu for Ioana Admin" }).click();
    await expect(page.getByText("Super administrator")).toBeVisible();

    // Signed out, a back-office page leads to sign in and back to that page.
    await page.context().clearCookies();
    await page.goto(`${server.url}/admin/analytics`);
    await expect(page).toHaveURL(/\/auth\?reason=admin&next=%2Fadmin%2Fanalytics$/);
    const panel = page.getByRole("tabpanel");
    await panel.locator('input[name="email"]').fill(user.email);
    await panel.locator('input[name="password"]').fill(user.password);
    await panel.locator('button[type="submit"]').click();
    // The password is not enough: the code comes next. The set-up's code again is refused (a code
    // works once), and a recovery code lets the administrator in instead.
    await expect(page).toHaveURL(/\/admin\/two-factor\?next=%2Fadmin%2Fanalytics$/);
    // A browser without the account's device cookie is a new device: the administrator is told.
    const notice = await waitForMail(user.email, /New sign-in to your administrator account/, dataDir);
    expect(notice.text).toMatch(/Address: \S+/);
    await expect(page.getByRole("heading", { level: 1, name: "Enter your sign-in code" })).toBeVisible();
    await page.getByRole("textbox", { name: "Code" }).fill(setupCode);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText(/That code is not valid/);
    await page.getByRole("textbox", { name: "Code" }).fill(recovery);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    // Once more: the spent recovery code is refused, the app's next code lets them in.
    await page.context().clearCookies();
    await page.goto(`${server.url}/auth?reason=admin&next=%2Fadmin`);
    await panel.locator('input[name="email"]').fill(user.email);
    await panel.locator('input[name="password"]').fill(user.password);
    await panel.locator('button[type="submit"]').click();
    await expect(page.getByText("Recovery codes left: 9")).toBeVisible();
    await page.getByRole("textbox", { name: "Code" }).fill(recovery);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText(/That code is not valid/);
    await page.getByRole("textbox", { name: "Code" }).fill(codeAt(key, Date.now() + 30_000));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // A lost phone: the command removes the factor, and the next visit sets up a new one.
    const reset = adminCommand(dataDir, "reset-second-factor", user.email);
    expect(reset.status, reset.stderr).toBe(0);
    expect(adminCommand(dataDir, "reset-second-factor", user.email).stderr).toContain("has no second factor");
    await waitForMail(user.email, /Two-step sign-in removed/, dataDir);
    await page.goto(`${server.url}/admin/leads`);
    await expect(page).toHaveURL(/\/admin\/two-factor\?next=%2Fadmin%2Fleads$/);
    await expect(page.getByRole("heading", { level: 1, name: "Set up two-step sign-in" })).toBeVisible();

    const revoked = adminCommand(dataDir, "revoke", user.email);
    expect(revoked.status, revoked.stderr).toBe(0);
    await page.goto(`${server.url}/admin`);
    await expect(page).toHaveURL(/\/auth\?reason=admin&next=%2Fadmin$/);
    await page.goto(`${server.url}/`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
