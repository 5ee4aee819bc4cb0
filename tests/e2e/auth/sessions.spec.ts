import { expect, test } from "../../support/test";
import en from "../../../app/i18n/en/auth";
import ro from "../../../app/i18n/ro/auth";
import { createVerifiedUser, signInAs } from "../../support/accounts";
import { uniqueEmail } from "../../support/outbox";
import { axeViolations } from "../../support/axe";
import { textLayoutFaultsAtWidths } from "../../support/layout";

const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/**
 * The account page's sessions, in each language: each browser signed in is listed (this one
 * first, another one by its browser and system), one can be ended from the other, and a password
 * change ends every session but the one that changed it.
 */
for (const [lang, t] of [
  ["en", en],
  ["ro", ro],
] as const) {
  test(`a member sees where they are signed in, ends another session, and a new password ends the rest (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const prefix = lang === "ro" ? "/ro" : "";
    const user = { email: uniqueEmail(`sessions-${lang}`), password: "first-pass-1", fullName: "Dana Sesiune" };
    const laptop = await browser.newContext({ baseURL });
    const office = await browser.newContext({ baseURL, userAgent: FIREFOX_ON_WINDOWS });
    try {
      const mine = await laptop.newPage();
      await createVerifiedUser(mine, baseURL!, user);
      const theirs = await office.newPage();
      await signInAs(theirs, baseURL!, user);

      await mine.goto(`${prefix}/account`);
      const listed = mine.getByTestId("session");
      await expect(listed).toHaveCount(2);
      await expect(listed.first()).toContainText(t.account.sessions.thisBrowser);
      await expect(listed.nth(1)).toContainText("Firefox · Windows");
      await expect(listed.nth(1)).toContainText(t.account.sessions.address.replace("{{address}}", "127.0.0.1"));
      expect(await axeViolations(mine, `account page (${lang})`)).toEqual([]);
      expect(await textLayoutFaultsAtWidths(mine)).toEqual([]);

      // The office's session ended from the laptop: the office is signed out at its next page.
      // Its button names the session it ends.
      const endOffice = listed.nth(1).getByRole("button", {
        name: t.account.sessions.endLabel.replace("{{device}}", "Firefox · Windows").split("{{when}}")[0],
      });
      await expect(endOffice).toHaveText(t.account.sessions.end);
      await endOffice.click();
      await expect(
        mine.getByRole("status").filter({ hasText: t.account.sessions.ended.replace("{{count}}", "1") }),
      ).toBeVisible();
      await expect(listed).toHaveCount(1);
      await expect(mine.getByText(t.account.sessions.none)).toBeVisible();
      await theirs.goto(`${prefix}/account`);
      await expect(theirs).toHaveURL(new RegExp(`${prefix}/auth`));

      // A new password: refused with a wrong current one or a mismatch, then changed; the office,
      // signed in again meanwhile, is signed out, the laptop stays.
      await signInAs(theirs, baseURL!, user);
      await mine.reload();
      await expect(listed).toHaveCount(2);
      const fill = async (current: string, next: string, confirm: string) => {
        await mine.getByLabel(t.account.password.current).fill(current);
        await mine.getByLabel(t.account.password.new, { exact: true }).fill(next);
        await mine.getByLabel(t.account.password.confirm).fill(confirm);
        await mine.getByRole("button", { name: t.account.password.submit }).click();
      };
      await fill("not-my-password", "second-pass-2", "second-pass-2");
      await expect(mine.getByRole("alert")).toHaveText(t.errors.currentPasswordWrong.description);
      await fill(user.password, "second-pass-2", "second-pass-3");
      await expect(mine.getByRole("alert")).toHaveText(t.errors.passwordMismatch.description);
      await fill(user.password, "second-pass-2", "second-pass-2");
      await expect(mine.getByText(t.account.password.changed)).toBeVisible();
      await expect(listed).toHaveCount(1);
      await theirs.goto(`${prefix}/account`);
      await expect(theirs).toHaveURL(new RegExp(`${prefix}/auth`));
      await mine.reload();
      await expect(mine.getByRole("heading", { level: 1, name: t.account.title })).toBeVisible();
      await signInAs(theirs, baseURL!, { ...user, password: "second-pass-2" });
    } finally {
      await laptop.close();
      await office.close();
    }
  });
}
