import en from "../../../app/i18n/en/admin";
import ro from "../../../app/i18n/ro/admin";
import { ADMIN_LANGUAGE_COOKIE } from "../../../app/admin-kit/preference-cookies";
import { codeAt } from "../../../app/server/second-factor.server";
import { expect, goLive, setAdminLanguage, test } from "../../support/admin";
import { createVerifiedUser } from "../../support/accounts";
import { axeViolations } from "../../support/axe";
import { textLayoutFaultsAtWidths } from "../../support/layout";
import { uniqueEmail, waitForMail } from "../../support/outbox";
import { setUpSecondFactor } from "../../support/second-factor";

/**
 * System > Team in each language: a super administrator invites a colleague with the sales role;
 * the invitation is mailed; the colleague creates an account, accepts, is made to set up two-step
 * sign-in, signs in again with a code, and sees only the CRM; deactivated, the colleague's open
 * session ends at the next request.
 */
for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`a colleague invited with the sales role accepts, sets up two-step sign-in, and is deactivated (${lang})`, async ({
    adminPage: page,
    adminServer,
    browser,
  }) => {
    test.setTimeout(90_000);
    await goLive(page, "/admin/team");
    await setAdminLanguage(page, lang);
    await expect(page.getByRole("heading", { level: 1, name: t.team.title })).toBeVisible();
    const colleague = {
      email: uniqueEmail(`team-${lang}`),
      password: "colleague-pass-1",
      fullName: `Radu Vânzări ${lang}`,
    };

    await page.getByLabel(t.team.inviteEmail).fill(colleague.email);
    await page.getByLabel(t.team.role, { exact: true }).selectOption("sales");
    await page.getByLabel(t.team.inviteLanguage).selectOption(lang);
    await page.getByRole("button", { name: t.team.sendInvite }).click();
    await expect(page.getByRole("status").filter({ hasText: colleague.email })).toBeVisible();
    await expect(page.getByTestId("invitations")).toContainText(colleague.email);
    expect(await axeViolations(page, `team (${lang})`)).toEqual([]);
    expect(await textLayoutFaultsAtWidths(page)).toEqual([]);
    const mail = await waitForMail(
      colleague.email,
      lang === "ro" ? /Invitație în panoul de administrare/ : /Invitation to the back-office/,
      adminServer.dataDir,
    );
    const invitation = new URL(mail.link).pathname;
    expect(invitation).toMatch(lang === "ro" ? /^\/ro\/invitation\// : /^\/invitation\//);

    // The colleague: an account of their own, the invitation accepted, the second factor set up.
    const theirs = await browser.newContext({ baseURL: adminServer.url });
    await theirs.addCookies([{ name: ADMIN_LANGUAGE_COOKIE, value: lang, url: adminServer.url }]);
    const other = await theirs.newPage();
    try {
      await createVerifiedUser(other, adminServer.url, colleague, adminServer.dataDir);
      await other.goto(invitation);
      expect(await axeViolations(other, `invitation (${lang})`)).toEqual([]);
      await other
        .getByRole("button", { name: lang === "ro" ? "Acceptați invitația" : "Accept the invitation" })
        .click();
      const { key } = await setUpSecondFactor(other);
      await expect(other).toHaveURL(/\/admin$/);
      // Sales sees the CRM and nothing else of the back-office.
      const nav = other.getByRole("navigation").first();
      await expect(nav.getByRole("link", { name: t.nav.leads })).toBeVisible();
      await expect(nav.getByRole("link", { name: t.nav.invoices })).toHaveCount(0);
      await expect(nav.getByRole("link", { name: t.nav.team })).toHaveCount(0);
      expect((await other.request.get("/admin/invoices", { maxRedirects: 0 })).status()).toBe(403);

      // Signed out and in again: the password, then a code.
      await theirs.clearCookies();
      await theirs.addCookies([{ name: ADMIN_LANGUAGE_COOKIE, value: lang, url: adminServer.url }]);
      await other.goto(`/auth?reason=admin&next=%2Fadmin%2Fleads`);
      const panel = other.getByRole("tabpanel");
      await panel.locator('input[name="email"]').fill(colleague.email);
      await panel.locator('input[name="password"]').fill(colleague.password);
      await panel.locator('button[type="submit"]').click();
      await expect(other).toHaveURL(/\/admin\/two-factor\?next=%2Fadmin%2Fleads$/);
      await other.getByRole("textbox", { name: t.twoFactor.code }).fill(codeAt(key, Date.now() + 30_000));
      await other.getByRole("button", { name: t.twoFactor.verify, exact: true }).click();
      await expect(other).toHaveURL(/\/admin\/leads$/);

      // Given one permission more, ticked by the super administrator: the role becomes custom,
      // and the colleague reads the invoices at the next request.
      await page.reload();
      const member = page.getByTestId("team-member").filter({ hasText: colleague.email });
      await expect(member).toContainText(t.shell.role.sales);
      await expect(member).toContainText(`${t.team.secondFactor}: ${t.team.factorOn}`);
      await member.getByText(t.team.choosePermissions.replace("{{name}}", colleague.fullName)).click();
      await member.getByRole("checkbox", { name: t.team.permissionNames.erp.read }).check();
      await member
        .getByRole("button", { name: t.team.savePermissionsLabel.replace("{{name}}", colleague.fullName) })
        .click();
      await expect(member).toContainText(t.shell.role.custom);
      await expect(member).toContainText(
        [t.team.permissionNames.crm.read, t.team.permissionNames.crm.write, t.team.permissionNames.erp.read].join(", "),
      );
      expect((await other.request.get("/admin/invoices", { maxRedirects: 0 })).status()).toBe(200);

      // Deactivated by the super administrator: the colleague's next request is refused.
      page.once("dialog", (dialog) => void dialog.accept());
      await member
        .getByRole("button", { name: t.team.deactivateLabel.replace("{{name}}", colleague.fullName) })
        .click();
      await expect(member).toContainText(t.team.inactive);
      await other.goto("/admin/leads");
      await expect(other).toHaveURL(/\/auth\?reason=admin/);

      // The audit log has each step, with who did it.
      await page.goto(`/admin/audit?kind=team`);
      const lines = page.getByTestId("audit-line");
      const line = (action: string, target: string) => lines.filter({ hasText: action }).filter({ hasText: target });
      // Who acted is the line's second cell: the super administrator (the worker's "office" account)
      // invited and deactivated; the colleague accepted.
      const who = (row: ReturnType<typeof line>) => row.first().locator("td").nth(1);
      await expect(who(line(t.audit.actions.invited, colleague.email))).toHaveText(/^office\./);
      await expect(who(line(t.audit.actions.invitationAccepted, colleague.email))).toHaveText(colleague.email);
      await expect(line(t.audit.actions.permissionsChanged, colleague.email)).toContainText(
        'permissions: "crm.read, crm.write" → "crm.read, crm.write, erp.read"',
      );
      await expect(line(t.audit.actions.deactivated, colleague.email)).toHaveCount(1);
      await expect(who(line(t.audit.actions.deactivated, colleague.email))).toHaveText(/^office\./);
      expect(await axeViolations(page, `audit log (${lang})`)).toEqual([]);
      // Its export: the same lines as CSV, headed in the administrator's language.
      const csv = await page.request.get("/admin/audit/file?kind=team");
      expect(csv.headers()["content-type"]).toContain("text/csv");
      const exported = await csv.text();
      expect(exported).toContain(t.audit.actions.deactivated);
      expect(exported).toContain(colleague.email);
      expect(exported.split("\n")[0]).toContain(t.audit.when);
      await page.goto(`/admin/audit?kind=secondFactor`);
      await expect(line(t.audit.actions.setUp, colleague.email)).toHaveCount(1);
      await expect(line(t.audit.actions.passed, colleague.email)).toHaveCount(1);
      await page.goto(`/admin/audit?kind=signIn`);
      await expect(line(t.audit.actions.signedIn, colleague.email).first()).toBeVisible();
    } finally {
      await theirs.close();
    }
  });
}
