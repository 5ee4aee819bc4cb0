import { data, redirect, type AppLoadContext } from "react-router";
import { firstError, forgotSchema, signInSchema, signUpSchema, type AuthErrorCode } from "~/domain/account/schema";
import type { Language } from "~/i18n/types";
import type { FormResult } from "~/domain/form-result";
import { signInReturnPath } from "~/admin-kit/preferences.server";
import { localePath, routeLanguage } from "~/lib/paths";
import { getAuth } from "~/server/auth.server";
import { getDb } from "~/server/db/db.server";
import { getEnv } from "~/server/env.server";
import { flashCookie } from "~/server/flash.server";
import { log } from "~/server/log.server";
import { knownDevice, deviceCookie } from "~/server/known-device.server";
import { noticeAdmin } from "~/server/admin-notices.server";
import {
  accountLimits,
  hitRateLimit,
  mailLimitKey,
  signInLimitKey,
  type RateLimitRule,
} from "~/server/rate-limit.server";
import { z } from "~/lib/zod";
import { accountByEmail, audit } from "~/server/audit.server";

export type AuthIntent = "signin" | "signup" | "resend";

/** What happened to a resend request: said as it is (sign-up already tells whether an account exists). */
export type ResendOutcome = "sent" | "alreadyVerified" | "noAccount";

/**
 * The sign-in and sign-up forms' answer: the site's form result (its `form` the tab that answers,
 * a refusal under `errors.form`), with better-auth's own code and message of a refused sign-in
 * and what became of a verification mail asked for again.
 */
export type AuthActionData = FormResult<AuthErrorCode> & {
  form: "signin" | "signup";
  provider?: { code?: string; message?: string };
  resend?: ResendOutcome;
};

/** Where the mailed verification link leads: the sign-in page, which confirms it (auth.tsx). */
export function verificationCallback(lang: Language): string {
  return `${localePath("/auth", lang)}?verified=1`;
}

/** better-auth's error body; a field that is not text is left out. */
const providerErrorSchema = z.object({
  code: z.string().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
});

async function providerError(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    const parsed = providerErrorSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function passCookies(from: Response, ...extra: string[]): Headers {
  const headers = new Headers();
  // Every cookie better-auth sets must reach the browser, not only the last one.
  for (const cookie of [...from.headers.getSetCookie(), ...extra]) headers.append("Set-Cookie", cookie);
  return headers;
}

/** An administrator's sign-in, or a refused one at an administrator's account, in the audit log. */
async function auditAdminSignIn(email: string, action: "signedIn" | "signInFailed", clientIp: string) {
  const db = await getDb();
  const account = await accountByEmail(db, email);
  if (account?.admin)
    await audit(db, { kind: "signIn", action, actor: account, address: clientIp, target: account.email });
}

/** Mails an administrator who signed in from a new browser (noticeAdmin says nothing to a member). */
async function noticeNewDevice(
  request: Request,
  email: string,
  { clientIp, now }: Pick<AppLoadContext, "clientIp" | "now">,
) {
  const db = await getDb();
  const user = await db.selectFrom("user").select("id").where("email", "=", email.toLowerCase()).executeTakeFirst();
  if (user)
    await noticeAdmin(db, user.id, "newDevice", { now, clientIp, userAgent: request.headers.get("user-agent") });
}

/** Sign in and sign up: validated like the browser does, rate limited in the database, then better-auth. */
export async function authAction(request: Request, { clientIp, now }: AppLoadContext) {
  const form = await request.formData();
  const requested = form.get("intent");
  const intent: AuthIntent = requested === "signup" || requested === "resend" ? requested : "signin";
  const lang = routeLanguage(new URL(request.url).pathname);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const values = { email: text("email"), fullName: text("fullName") };
  // A resend is asked for from the Sign In tab, and answers there.
  const tab = intent === "signup" ? "signup" : "signin";
  const fail = (
    code: AuthErrorCode,
    status: number,
    more: Pick<AuthActionData, "provider" | "retryAfterSeconds"> = {},
  ) => data<AuthActionData>({ form: tab, ok: false, errors: { form: code }, values, ...more }, { status });

  // Per client address first; then, for a well-formed request, per target account: a password
  // guessed from many addresses, or verification mails sent to one address, meet a limit too.
  const limits = accountLimits(getEnv());
  const limited = async (key: string, rule: RateLimitRule, code: "rateLimited" | "mailLimited" = "rateLimited") => {
    const limit = await hitRateLimit(await getDb(), key, rule, now);
    if (limit.allowed) return null;
    log.warn({ intent, clientIp, limit: key.split(":")[0] }, "auth rate limit reached");
    return fail(code, 429, { retryAfterSeconds: limit.retryAfterSeconds });
  };
  const perAddress = await limited(`${intent}:${clientIp}`, limits.perAddress);
  if (perAddress) return perAddress;
  const auth = await getAuth();

  if (intent === "resend") {
    const parsed = forgotSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return fail(firstError(parsed), 400);
    const email = parsed.data.email.toLowerCase();
    const user = await (
      await getDb()
    )
      .selectFrom("user")
      .select(["id", "emailVerified"])
      .where("email", "=", email)
      .executeTakeFirst();
    const resent = (resend: ResendOutcome) =>
      data<AuthActionData>({ form: "signin", ok: true, errors: {}, resend, values });
    if (!user) return resent("noAccount");
    if (user.emailVerified) return resent("alreadyVerified");
    const mails = await limited(mailLimitKey("verify", email), limits.mailsPerAddress, "mailLimited");
    if (mails) return mails;
    await auth.api.sendVerificationEmail({
      body: { email, callbackURL: verificationCallback(lang) },
      headers: request.headers,
    });
    return resent("sent");
  }

  if (intent === "signin") {
    const parsed = signInSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return fail(firstError(parsed), 400);
    // A browser that signed in to this account before is not counted with strangers.
    const device = knownDevice(request, parsed.data.email);
    const perAccount = await limited(signInLimitKey(parsed.data.email, device), limits.perAccount);
    if (perAccount) return perAccount;
    const response = await auth.api.signInEmail({ body: parsed.data, headers: request.headers, asResponse: true });
    if (!response.ok) {
      const error = await providerError(response);
      await auditAdminSignIn(parsed.data.email, "signInFailed", clientIp);
      return fail("signInFailed", response.status === 403 ? 403 : 401, { provider: error });
    }
    await auditAdminSignIn(parsed.data.email, "signedIn", clientIp);
    // An administrator signing in from a browser not seen before is told by mail.
    if (!device) void noticeNewDevice(request, parsed.data.email, { clientIp, now });
    const next = signInReturnPath(form.get("redirectTo")) ?? localePath("/", lang);
    throw redirect(next, {
      headers: passCookies(response, flashCookie("welcome"), deviceCookie(parsed.data.email, device)),
    });
  }

  const parsed = signUpSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail(firstError(parsed), 400);
  const mails = await limited(mailLimitKey("verify", parsed.data.email), limits.mailsPerAddress, "mailLimited");
  if (mails) return mails;
  // better-auth hides existing accounts when e-mail verification is required; the sign-up form says so all the same.
  const existing = await (
    await getDb()
  )
    .selectFrom("user")
    .select("id")
    .where("email", "=", parsed.data.email.toLowerCase())
    .executeTakeFirst();
  if (existing) return fail("accountExists", 409);
  const response = await auth.api.signUpEmail({
    body: {
      name: parsed.data.fullName || parsed.data.email,
      email: parsed.data.email,
      password: parsed.data.password,
      callbackURL: verificationCallback(lang),
    },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    const error = await providerError(response);
    const exists = error.code === "USER_ALREADY_EXISTS" || /already (registered|exists)/i.test(error.message ?? "");
    return fail(exists ? "accountExists" : "signUpFailed", exists ? 409 : 400, { provider: error });
  }
  // After sign-up, the Sign In tab with the new address filled in.
  throw redirect(`${localePath("/auth", lang)}?tab=signin`, {
    headers: passCookies(response, flashCookie("accountCreated", parsed.data.email)),
  });
}
