import { expect, type Page } from "@playwright/test";
import { waitForMail } from "./outbox";

/** Signs up through the page and follows the mailed verification link, which signs the new member in. */
export async function createVerifiedUser(
  page: Page,
  base: string,
  user: { email: string; password: string; fullName: string },
  dataDir?: string,
) {
  await page.goto(`${base}/auth?tab=signup`);
  const panel = page.getByRole("tabpanel");
  await panel.locator('input[name="fullName"]').fill(user.fullName);
  await panel.locator('input[name="email"]').fill(user.email);
  await panel.locator('input[name="password"]').fill(user.password);
  await panel.locator('input[name="confirmPassword"]').fill(user.password);
  await panel.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/tab=signin/);
  const mail = await waitForMail(user.email, /Verify your e-mail/, dataDir);
  await page.goto(mail.link.replace(/^https?:\/\/[^/]+/, base));
  await expect(page.getByRole("banner").getByTestId("user-initials").first()).toBeVisible();
}

export async function signInAs(page: Page, base: string, user: { email: string; password: string }) {
  await page.goto(`${base}/auth`);
  const panel = page.getByRole("tabpanel");
  await panel.locator('input[name="email"]').fill(user.email);
  await panel.locator('input[name="password"]').fill(user.password);
  await panel.locator('button[type="submit"]').click();
  await expect(page.getByRole("banner").getByTestId("user-initials").first()).toBeVisible();
}
