import { expect, test, type Page } from "../../support/test";
import { createVerifiedUser } from "../../support/accounts";
import { mailsTo, uniqueEmail, waitForMail } from "../../support/outbox";

async function signUp(
  page: Page,
  fields: { fullName?: string; email: string; password: string; confirm?: string },
  prefix = "",
) {
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
    {
      fields: { fullName: "Ana Pop", email: "not-an-email", password: "secret-pass-1" },
      title: "Invalid Email",
      text: "Please enter a valid email address.",
    },
    {
      fields: { fullName: "Ana Pop", email, password: "eleven-char" },
      title: "Invalid Password",
      text: "Password must be at least 12 characters long.",
    },
    {
      fields: { fullName: "Ana Pop", email, password: "secret-pass-1", confirm: "secret-pass-2" },
      title: "Password Mismatch",
      text: "Passwords do not match.",
    },
    {
      fields: { fullName: "  ", email, password: "secret-pass-1" },
      title: "Full Name Required",
      text: "Please enter your full name.",
    },
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
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "E-mail invalid" })).toContainText(
    "Introduceți o adresă de e-mail validă.",
  );
});

test("without JavaScript the server refuses bad input with the same message and keeps the typed e-mail", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page, { fullName: "Ana Pop", email: "ana@example.ro", password: "123" });
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 12 characters long.");
  await expect(page.getByRole("tabpanel").locator('input[name="email"]')).toHaveValue("ana@example.ro");
  await context.close();
});

const copy = {
  en: {
    prefix: "",
    created: "Account Created!",
    failed: "Sign In Failed",
    verifyFirst: "verify your email address first",
    resend: "Send the link again",
    sent: "We have sent a new verification link to",
    verified: "Email Verified",
    welcome: "Welcome back!",
    mismatch: "Password Mismatch",
    linkFailed: "invalid or has expired",
    signIn: "Sign In",
  },
  ro: {
    prefix: "/ro",
    created: "Cont creat!",
    failed: "Autentificare eșuată",
    verifyFirst: "Confirmați mai întâi adresa de e-mail",
    resend: "Trimite linkul din nou",
    sent: "V-am trimis un link nou de confirmare la",
    verified: "E-mail confirmat",
    welcome: "Bine ați revenit!",
    mismatch: "Parolele nu coincid",
    linkFailed: "nu este valid sau a expirat",
    signIn: "Autentificare",
  },
} as const;

for (const [lang, c] of Object.entries(copy)) {
  test(`after sign-up the Sign In tab has the e-mail filled in, an empty password and no old error; typing the password signs in (${lang})`, async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail(`flow-${lang}`);
    // A first attempt fails in the browser; its message must not outlive the next success.
    await signUp(
      page,
      { fullName: "Maria Elena Ionescu", email, password: "secret-pass-123", confirm: "other-123" },
      c.prefix,
    );
    await expect(page.getByRole("alert")).toBeVisible();
    const panel = page.getByRole("tabpanel");
    await panel.locator('input[name="confirmPassword"]').fill("secret-pass-123");
    await panel.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(new RegExp(`${c.prefix}/auth\\?tab=signin$`));
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: c.created })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: c.mismatch })).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(panel.locator('input[name="email"]')).toHaveValue(email);
    await expect(panel.locator('input[name="password"]')).toHaveValue("");

    // Verified from the mailbox in another browser, so this one is still signed out.
    const mail = await waitForMail(email, /Verify your e-mail/);
    const elsewhere = await browser.newContext();
    await (await elsewhere.newPage()).goto(mail.link);
    await elsewhere.close();

    await panel.locator('input[name="password"]').fill("secret-pass-123");
    await panel.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix || ""}/?$`));
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: c.welcome })).toBeVisible();
    await expect(page.getByRole("banner").getByTestId("user-initials").first()).toHaveText("ME");
  });

  test(`an unverified sign-in offers a new link, and asking sends exactly one mail; the link signs in (${lang})`, async ({
    page,
  }) => {
    const email = uniqueEmail(`resend-${lang}`);
    await signUp(page, { fullName: "Ioan Resend", email, password: "secret-pass-123" }, c.prefix);
    await expect(page).toHaveURL(/tab=signin$/);
    await expect.poll(() => mailsTo(email, /Verify your e-mail/).length).toBe(1);

    const panel = page.getByRole("tabpanel");
    await panel.locator('input[name="password"]').fill("secret-pass-123");
    await panel.locator('button[type="submit"]').click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: c.failed })).toContainText(c.verifyFirst);
    // Signing in did not send anything by itself.
    expect(mailsTo(email, /Verify your e-mail/)).toHaveLength(1);

    await page.getByRole("button", { name: c.resend }).click();
    await expect(page.getByTestId("auth-status")).toContainText(`${c.sent} ${email}`);
    await expect.poll(() => mailsTo(email, /Verify your e-mail/).length).toBe(2);

    // The newest link confirms the address and signs in, with the confirmation on screen.
    const mail = await waitForMail(email, /Verify your e-mail/);
    await page.goto(mail.link);
    await expect(page).toHaveURL(new RegExp(`${c.prefix || ""}/?$`));
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: c.verified })).toBeVisible();
    await expect(page.getByRole("banner").getByTestId("user-initials").first()).toHaveText("IR");
    expect(mailsTo(email, /Verify your e-mail/)).toHaveLength(2);
  });

  test(`a broken verification link says so and offers a new one (${lang})`, async ({ page }) => {
    const email = uniqueEmail(`broken-${lang}`);
    await signUp(page, { fullName: "Dana Broken", email, password: "secret-pass-123" }, c.prefix);
    await expect(page).toHaveURL(/tab=signin$/);
    const mail = await waitForMail(email, /Verify your e-mail/);
    const link = new URL(mail.link);
    link.searchParams.set("token", `${link.searchParams.get("token")}x`);
    await page.goto(link.toString());
    await expect(page.getByRole("alert")).toContainText(c.linkFailed);
    const resend = page.getByTestId("resend-form");
    await resend.locator('input[name="email"]').fill(email);
    await resend.getByRole("button", { name: c.resend }).click();
    await expect(page.getByTestId("auth-status")).toContainText(`${c.sent} ${email}`);
    await expect.poll(() => mailsTo(email, /Verify your e-mail/).length).toBe(2);
  });
}

test("sign up, verify through the mailed link (signed in), sign out, sign in again", async ({ page, context }) => {
  const email = uniqueEmail("flow");
  await signUp(page, { fullName: "maria elena ionescu", email, password: "secret-pass-123" });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Account Created!" })).toContainText(
    "Please check your email to verify your account.",
  );
  await expect(page).toHaveURL(/\/auth\?tab=signin$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");

  const mail = await waitForMail(email, /Verify your e-mail/);
  expect(mail.link).toContain("/api/auth/verify-email?token=");
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Email Verified" })).toContainText(
    "Your email address is confirmed and you are signed in.",
  );
  const initials = page.getByRole("banner").getByTestId("user-initials").first();
  await expect(initials).toHaveText("ME");
  expect((await context.cookies()).map((c) => c.name)).toContain("better-auth.session_token");

  // A signed-in visitor on /auth lands on /.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);

  await initials.click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Signed Out" })).toContainText(
    "You have been successfully signed out.",
  );
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain("better-auth.session_token");

  // The used link no longer signs anyone in; it says the address is confirmed.
  await page.goto(mail.link);
  await expect(page.getByTestId("auth-status")).toContainText("Your email address is confirmed. You can sign in now.");

  await signIn(page, email, "secret-pass-123");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Welcome back!" })).toContainText(
    "You have successfully signed in.",
  );
});

test("a visitor reading the site in Romanian who opens /admin signs in in Romanian, and returns to the page asked for", async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  await page.goto("/ro/services");
  // The page remembers its language once its script runs.
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "site_lang")?.value)
    .toBe("ro");
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/ro\/auth\?reason=admin&next=%2Fadmin%2Fleads$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bine ați venit");
  // One who never read the site: their browser's language.
  const romanian = await browser.newContext({ locale: "ro-RO" });
  const fresh = await romanian.newPage();
  await fresh.goto(`${baseURL}/admin`);
  await expect(fresh).toHaveURL(/\/ro\/auth\?reason=admin/);
  await romanian.close();
  // Reading in English again: English.
  await page.goto("/");
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "site_lang")?.value)
    .toBe("en");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?reason=admin&next=%2Fadmin$/);
  expect(new URL(page.url()).pathname).toBe("/auth");
});

test("a duplicate sign-up shows Account Exists and switches to the Sign In tab", async ({ page }) => {
  const email = uniqueEmail("dup");
  await signUp(page, { fullName: "Dan Pop", email, password: "secret-pass-123" });
  await expect(page).toHaveURL(/tab=signin/);
  await signUp(page, { fullName: "Dan Pop", email, password: "secret-pass-123" });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Account Exists" })).toContainText(
    "An account with this email already exists. Please sign in instead.",
  );
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").locator('input[name="email"]')).toHaveValue(email);
});

test("a wrong password shows Sign In Failed", async ({ page }) => {
  await signIn(page, uniqueEmail("nobody"), "wrong-password");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Sign In Failed" })).toContainText(
    "Invalid email or password.",
  );
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
});

test("reset the password through the mailed link, then sign in with the new one", async ({
  page,
  context,
  baseURL,
}) => {
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

test("the account page saves the full name; without a session the update says No user logged in and goes to /auth", async ({
  page,
  context,
  baseURL,
}) => {
  await createVerifiedUser(page, baseURL!, {
    email: uniqueEmail("acct"),
    password: "secret-pass-123",
    fullName: "Radu Pop",
  });
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
