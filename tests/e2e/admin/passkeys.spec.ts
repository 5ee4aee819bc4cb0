import type { Page } from "@playwright/test";
import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { ADMIN_LANGUAGE_COOKIE } from "../../../app/admin-kit/preference-cookies";
import { expect, test } from "../../support/test";
import { writeSignedIn } from "../../support/admin-session";
import { axeViolations } from "../../support/axe";
import { textLayoutFaultsAtWidths } from "../../support/layout";
import { uniqueEmail } from "../../support/outbox";
import { freePort, startServer, type RunningServer } from "../../support/server";
import { HttpClient, signIn } from "../../support/http";

/**
 * Passkeys as the second step, in each language, with Chromium's virtual authenticator (a
 * platform authenticator with user verification, driven over the DevTools protocol). A browser
 * refuses an IP address as a passkey's relying party, so this server's site is
 * http://localhost:<port> (it still listens on 127.0.0.1 only).
 */
let server: RunningServer;
let site: string;

test.beforeAll(async () => {
  const port = await freePort();
  site = `http://localhost:${port}`;
  server = await startServer({
    PORT: String(port),
    SITE_URL: site,
    ENABLE_TEST_ROUTES: "1",
    AUTH_RATE_LIMIT: "1000",
    LOG_LEVEL: "warn",
  });
});
test.afterAll(async () => {
  await server.stop();
});

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`an administrator adds a passkey and passes the second step with it; a replayed answer is refused (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const account = { email: uniqueEmail(`pk-${lang}`), password: "secret-pass-123", fullName: "Dana Cheie" };
    const session = await writeSignedIn(site, account, { role: "super_admin" });
    const context = await browser.newContext({ baseURL: site });
    const language = { name: ADMIN_LANGUAGE_COOKIE, value: lang, url: site };
    await context.addCookies([
      { name: session.name, value: session.value, url: site, httpOnly: true, sameSite: "Lax" },
      language,
    ]);
    const page = await context.newPage();
    try {
      const authenticator = await virtualAuthenticator(page);
      // Reached from the user menu: the second step's page, passed in this session.
      await page.goto("/admin");
      await page.getByRole("button", { name: t.shell.userMenu.replace("{{name}}", account.fullName) }).click();
      await page.getByRole("link", { name: t.twoFactor.title }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.twoFactor.doneTitle })).toBeVisible();
      await expect(page.getByText(t.twoFactor.noPasskeys)).toBeVisible();
      expect(await axeViolations(page, `passkeys (${lang})`)).toEqual([]);

      // A passkey is added under a name; the authenticator now holds it.
      await page.getByRole("textbox", { name: t.twoFactor.passkeyName }).fill(`Laptop ${lang}`);
      await page.getByRole("button", { name: t.twoFactor.addPasskey }).click();
      await expect(page.getByRole("status")).toHaveText(t.twoFactor.passkeySaved);
      await expect(page.getByTestId("passkeys")).toContainText(`Laptop ${lang}`);
      expect(await authenticator.credentials()).toHaveLength(1);
      expect(await textLayoutFaultsAtWidths(page)).toEqual([]);

      // Signed out and in again with the password: the second step takes the passkey.
      await context.clearCookies();
      await context.addCookies([language]);
      await page.goto(`/auth?reason=admin&next=%2Fadmin%2Finvoices`);
      const panel = page.getByRole("tabpanel");
      await panel.locator('input[name="email"]').fill(account.email);
      await panel.locator('input[name="password"]').fill(account.password);
      await panel.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/\/admin\/two-factor\?next=%2Fadmin%2Finvoices$/);
      await expect(page.getByRole("heading", { level: 1, name: t.twoFactor.verifyTitle })).toBeVisible();
      expect(await axeViolations(page, `passkey sign-in (${lang})`)).toEqual([]);
      const answered = page.waitForRequest(
        (request) => request.method() === "POST" && /(^|&)intent=passkey(&|$)/.test(request.postData() ?? ""),
      );
      await page.getByRole("button", { name: t.twoFactor.usePasskey }).click();
      const answer = await answered;
      await expect(page).toHaveURL(/\/admin\/invoices$/);
      await expect(page.getByRole("heading", { level: 1, name: t.invoices.title })).toBeVisible();

      // The same signed answer posted again in this session: its challenge was taken, so it is refused.
      const target = new URL(answer.url());
      const again = await page.request.post(`${target.pathname}${target.search}`, {
        headers: { "content-type": "application/x-www-form-urlencoded", origin: site },
        data: answer.postData() ?? "",
        maxRedirects: 0,
      });
      expect(await again.text()).toContain("passkeyRefused");

      // And by a new session of the account: its challenge was
      // taken by the first, so it is refused, and that session still reaches no screen.
      const other = new HttpClient(site);
      await signIn(other, account);
      const replayed = await other.post(
        `${target.pathname}${target.search}`,
        Object.fromEntries(new URLSearchParams(answer.postData() ?? "")),
      );
      expect(await replayed.text()).toContain("passkeyRefused");
      // Nor may a session that has not passed add a passkey of its own.
      const adding = await other.post(`${target.pathname}${target.search}`, { intent: "addPasskeyOptions" });
      expect(await adding.text()).toContain("notPassed");
      const after = await other.get("/admin/invoices");
      expect(after.headers.get("location") ?? "").toContain("/admin/two-factor");

      // Removed, after a confirmation: the passkey is no longer listed.
      await page.goto("/admin/two-factor");
      page.once("dialog", (dialog) => void dialog.accept());
      await page
        .getByRole("button", { name: t.twoFactor.removePasskeyLabel.replace("{{name}}", `Laptop ${lang}`) })
        .click();
      await expect(page.getByText(t.twoFactor.noPasskeys)).toBeVisible();

      // The audit log has the passkey's steps.
      await page.goto("/admin/audit?kind=secondFactor");
      const lines = page.getByTestId("audit-line").filter({ hasText: account.email });
      await expect(lines.filter({ hasText: t.audit.actions.passkeyAdded })).toHaveCount(1);
      await expect(lines.filter({ hasText: t.audit.actions.passkeyRemoved })).toHaveCount(1);
      await expect(lines.filter({ hasText: t.audit.actions.passed }).filter({ hasText: "passkey" })).toHaveCount(1);
      await expect(lines.filter({ hasText: t.audit.actions.refused }).filter({ hasText: "passkey" })).toHaveCount(2);
    } finally {
      await context.close();
    }
  });
}
