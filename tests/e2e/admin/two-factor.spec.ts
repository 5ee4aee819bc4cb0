import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { ADMIN_LANGUAGE_COOKIE } from "../../../app/admin-kit/preference-cookies";
import { codeAt } from "../../../app/server/second-factor.server";
import { expect, test } from "../../support/admin";
import { writeSignedIn } from "../../support/admin-session";
import { axeViolations } from "../../support/axe";
import { textLayoutFaultsAtWidths } from "../../support/layout";
import { uniqueEmail } from "../../support/outbox";

/**
 * The second factor's pages in each language, as a new administrator meets them: the set-up
 * (accessible, and laid out at every width), a wrong code refused with the same key kept, the
 * recovery codes, and then the back-office; and in a new session, the code step.
 */
for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`an administrator sets up two-step sign-in, then gives a code in a new session (${lang})`, async ({
    browser,
    adminServer,
  }) => {
    const account = { email: uniqueEmail(`tf-${lang}`), password: "secret-pass-123", fullName: "Sorin Nou" };
    const session = await writeSignedIn(adminServer.url, account, { role: "super_admin", secondFactor: "none" });
    const context = await browser.newContext({ baseURL: adminServer.url });
    await context.addCookies([
      { name: session.name, value: session.value, url: adminServer.url, httpOnly: true, sameSite: "Lax" },
      { name: ADMIN_LANGUAGE_COOKIE, value: lang, url: adminServer.url },
    ]);
    const page = await context.newPage();
    try {
      await page.goto("/admin/invoices");
      await expect(page).toHaveURL(/\/admin\/two-factor\?next=%2Fadmin%2Finvoices$/);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1, name: t.twoFactor.setupTitle })).toBeVisible();
      await expect(page.getByRole("img", { name: t.twoFactor.qrLabel })).toBeVisible();
      // Nothing of the back-office before the code: no sidebar, no search, no names.
      await expect(page.getByRole("navigation")).toHaveCount(0);
      expect(await axeViolations(page, `two-factor set-up (${lang})`)).toEqual([]);
      expect(await textLayoutFaultsAtWidths(page)).toEqual([]);

      const key = (await page.getByTestId("totp-key").innerText()).replace(/\s/g, "");
      const code = page.getByRole("textbox", { name: t.twoFactor.code });
      await code.fill("123 456");
      await page.getByRole("button", { name: t.twoFactor.confirm }).click();
      await expect(page.getByRole("alert")).toHaveText(t.twoFactor.errors.codeWrong);
      // The same key after a wrong code: the app's entry stays right.
      await expect(page.getByTestId("totp-key")).toHaveText(key.replace(/(.{4})/g, "$1 ").trim());
      await code.fill(codeAt(key, Date.now()));
      await page.getByRole("button", { name: t.twoFactor.confirm }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.twoFactor.codesTitle })).toBeVisible();
      await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
      expect(await axeViolations(page, `recovery codes (${lang})`)).toEqual([]);
      await page.getByRole("link", { name: t.twoFactor.continue }).click();
      await expect(page).toHaveURL(/\/admin\/invoices$/);
      await expect(page.getByRole("heading", { level: 1, name: t.invoices.title })).toBeVisible();

      // A new session of the same account (signed in with the password): the code step first.
      const again = await browser.newContext({ baseURL: adminServer.url });
      await again.addCookies([{ name: ADMIN_LANGUAGE_COOKIE, value: lang, url: adminServer.url }]);
      const other = await again.newPage();
      try {
        await other.goto(`/${lang === "ro" ? "ro/" : ""}auth?reason=admin&next=%2Fadmin`);
        const panel = other.getByRole("tabpanel");
        await panel.locator('input[name="email"]').fill(account.email);
        await panel.locator('input[name="password"]').fill(account.password);
        await panel.locator('button[type="submit"]').click();
        await expect(other).toHaveURL(/\/admin\/two-factor\?next=%2Fadmin$/);
        await expect(other.getByRole("heading", { level: 1, name: t.twoFactor.verifyTitle })).toBeVisible();
        expect(await axeViolations(other, `code step (${lang})`)).toEqual([]);
        await other.getByRole("textbox", { name: t.twoFactor.code }).fill(codeAt(key, Date.now() + 30_000));
        await other.getByRole("button", { name: t.twoFactor.verify, exact: true }).click();
        await expect(other).toHaveURL(/\/admin$/);
      } finally {
        await again.close();
      }
    } finally {
      await context.close();
    }
  });
}
