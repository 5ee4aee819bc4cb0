import { expect, type Page } from "@playwright/test";
import { codeAt } from "../../app/server/second-factor.server";

/**
 * On the second factor's set-up page: reads the key as a person would type it into an app, turns
 * the factor on with the app's code, and goes on to the back-office. Returns the key (to compute
 * later codes) and the recovery codes shown.
 */
export async function setUpSecondFactor(page: Page): Promise<{ key: string; recoveryCodes: string[] }> {
  await expect(page).toHaveURL(/\/admin\/two-factor\?next=/);
  const key = (await page.getByTestId("totp-key").innerText()).replace(/\s/g, "");
  await page.getByRole("textbox").fill(codeAt(key, Date.now()));
  await page.getByRole("button", { name: /two-step sign-in|doi pași/ }).click();
  const shown = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(shown).toHaveCount(10);
  const recoveryCodes = await shown.allInnerTexts();
  await page.getByTestId("admin-two-factor").getByRole("link").click();
  return { key, recoveryCodes };
}
