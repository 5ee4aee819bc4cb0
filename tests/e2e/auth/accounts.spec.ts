import { expect, test, type Page } from "@playwright/test";
import { createVerifiedUser } from "../../support/accounts";
import { uniqueEmail, waitForMail } from "../../support/outbox";

async function signUp(page: Page, fields: { fullName?: string; email: string; password: string; confirm?: string }, prefix = "") {
  await page.goto(`${prefix}/auth?tab=signup`);
  const panel = page.getByRole("tabpanel");
  await panel.locator('input[name="fullName"]').fill(fields.fullName ?? "");
  await panel.locator('input[name="email"]').fill(fields.email);
  await panel.locator('input[name="password"]').fill(fields.password);
  await panel.locator('input[name="confirmPassword"]').fill(fields.confirm ?? fields.password);
  await panel.locator('button[type="submit"]').click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  const panel = page.getByRole("tabpanel");
  await panel.locator('input[name="email"]').fill(email);
  await panel.locator('input[name="password"]').fill(password);
  await panel.getByRole("button", { name: "Sign In" }).click();
}

test("sign-up refuses each invalid input with its toast (English)", async ({ page }) => {
  const email = uniqueEmail("invalid");
  const cases = [
    { fields: { fullName: "Ana Pop", email: "not-an-email", password: "secret1" }, title: "Invalid Email", text: "Please enter a valid email address." },
    { fields: { fullName: "Ana Pop", email, password: "12345" }, title: "Invalid Password", text: "Password must be at least 6 characters long." },
    { fields: { fullName: "Ana Pop", email, password: "secret1", confirm: "secret2" }, title: "Password Mismatch", text: "Passwords do not match." },
    { fields: { fullName: "  ", email, password: "secret1" }, title: "Full Name Required", text: "Please enter your full name." },
  ];
  for (const c of cases) {
    await signUp(page, c.fields);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: c.title })).toContainText(c.text);
    await expect(page.getByRole("alert").filter({ hasText: c.text })).toBeVisible();
    // What was typed is kept.
    await expect(page.getByRole("tabpanel").locator('input[name="email"]')).toHaveValue(c.fields.email);
  }
});

test("sign-up validation speaks Romanian under /ro", async ({ page }) => {
  await signUp(page, { fullName: "Ana Pop", email: "greșit", password: "parola1" }, "/ro");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "E-mail invalid" })).toContainText("Introduceți o adresă de e-mail validă.");
});

test("without JavaScript the server refuses bad input with the same message and keeps the typed e-mail", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page, { fullName: "Ana Pop", email: "ana@example.ro", password: "123" });
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters long.");
  await expect(page.getByRole("tabpanel").locator('input[name="email"]')).toHaveValue("ana@example.ro");
  await context.close();
});

test("sign up, verify through the mailed link, sign in, see initials, sign out", async ({ page, context }) => {
  const email = uniqueEmail("flow");
  await signUp(page, { fullName: "maria elena ionescu", email, password: "secret-123" });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Account Created!" })).toContainText("Please check your email to verify your account.");
  await expect(page).toHaveURL(/\/auth\?tab=signin$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");

  // Not verified yet: signing in fails with the reason.
  await signIn(page, email, "secret-123");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Sign In Failed" })).toContainText("verify your email");

  const mail = await waitForMail(email, /Verify your e-mail/);
  expect(mail.link).toContain("/api/auth/verify-email?token=");
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/auth\?verified=1/);

  await signIn(page, email, "secret-123");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Welcome back!" })).toContainText("You have successfully signed in.");
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name)).toContain("better-auth.session_token");
  const initials = page.getByRole("banner").getByTestId("user-initials").first();
  await expect(initials).toHaveText("ME");

  // A signed-in visitor on /auth lands on /.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);

  await initials.click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Signed Out" })).toContainText("You have been successfully signed out.");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain("better-auth.session_token");
});

test("a duplicate sign-up shows Account Exists and switches to the Sign In tab", async ({ page }) => {
  const email = uniqueEmail("dup");
  await signUp(page, { fullName: "Dan Pop", email, password: "secret-123" });
  await expect(page).toHaveURL(/tab=signin/);
  await signUp(page, { fullName: "Dan Pop", email, password: "secret-123" });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Account Exists" })).toContainText("An account with this email already exists. Please sign in instead.");
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").locator('input[name="email"]')).toHaveValue(email);
});

test("a wrong password shows Sign In Failed", async ({ page }) => {
  await signIn(page, uniqueEmail("nobody"), "wrong-password");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Sign In Failed" })).toContainText("Invalid email or password.");
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
});

test("reset the password through the mailed link, then sign in with the new one", async ({ page, context, baseURL }) => {
  const email = uniqueEmail("reset");
  await createVerifiedUser(page, baseURL!, { email, password: "old-secret-1", fullName: "Sorin Reset" });
  await context.clearCookies();

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot$/);
  // The URL changes before a busy browser has drawn the new page: wait for the page itself, or the
  // e-mail would go into the sign-in form's field that is still on screen.
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for this e-mail address");

  const mail = await waitForMail(email, /Reset your password/);
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/auth\/reset\?token=/);
  await page.getByLabel("New password", { exact: true }).fill("new-secret-2");
  await page.getByLabel("Confirm new password").fill("new-secret-2");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signin$/);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Password Changed" })).toBeVisible();

  await signIn(page, email, "old-secret-1");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Sign In Failed" })).toBeVisible();
  await signIn(page, email, "new-secret-2");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByTestId("user-initials").first()).toHaveText("SR");

  // The same link cannot be used twice.
  await context.clearCookies();
  await page.goto(mail.link);
  await expect(page.getByRole("alert")).toContainText("invalid or has expired");
});

test("the account page saves the full name; without a session the update says No user logged in and goes to /auth", async ({ page, context, baseURL }) => {
  await createVerifiedUser(page, baseURL!, { email: uniqueEmail("acct"), password: "secret-123", fullName: "Radu Pop" });
  await page.getByRole("banner").getByTestId("user-initials").first().click();
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/account$/);
  const name = page.getByLabel("Full name");
  await expect(name).toHaveValue("Radu Pop");
  await name.fill("Elena Maria Vasile");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Profile updated" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("banner").getByTestId("user-initials").first()).toHaveText("EM");

  await context.clearCookies();
  await page.getByLabel("Full name").fill("Someone Else");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "No user logged in" })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
