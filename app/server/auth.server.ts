import { betterAuth } from "better-auth";
import { MIN_PASSWORD_LENGTH } from "~/domain/account/rules";
import { authSecret } from "./auth-secret.server";
import { getDatabase } from "./db/db.server";
import { getEnv } from "./env.server";
import { log } from "./log.server";
import { sendMail } from "./mail.server";

function createAuth(db: Awaited<ReturnType<typeof getDatabase>>["db"]) {
  const env = getEnv();
  return betterAuth({
    appName: "Autoparc Systems",
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    secret: authSecret(env),
    trustedOrigins: [env.SITE_URL],
    database: { db, type: "postgres" },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await sendMail({
          to: user.email,
          subject: "Reset your password / Resetarea parolei – Autoparc Systems",
          text: `To choose a new password, open this link (valid for one hour):\n${url}\n\nPentru a alege o parolă nouă, deschideți acest link (valabil o oră):\n${url}\n\nIf you did not ask for this, ignore this message. / Dacă nu ați cerut acest lucru, ignorați mesajul.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail({
          to: user.email,
          subject: "Verify your e-mail / Confirmați adresa de e-mail – Autoparc Systems",
          text: `Please confirm your e-mail address by opening this link:\n${url}\n\nVă rugăm să confirmați adresa de e-mail deschizând acest link:\n${url}`,
        });
      },
    },
    // better-auth's own limiter covers calls to /api/auth/*; our actions add theirs (rate-limit.server.ts).
    rateLimit: { enabled: true, storage: "database", window: 60, max: 60 },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            // SPEC.md: the stored full name falls back to the e-mail address.
            await db
              .insertInto("profiles")
              .values({ user_id: user.id, full_name: user.name?.trim() || user.email })
              .onConflict((oc) => oc.column("user_id").doNothing())
              .execute();
          },
        },
      },
    },
    logger: { disabled: false, level: "error", log: (level, message, ...args) => log[level === "error" ? "error" : "warn"]({ args }, message) },
  });
}

export type Auth = ReturnType<typeof createAuth>;
let current: Promise<Auth> | undefined;

/** The process's better-auth instance, on the shared database (opened on first use). */
export function getAuth(): Promise<Auth> {
  current ??= getDatabase().then(({ db }) => createAuth(db));
  current.catch(() => (current = undefined));
  return current;
}

export const SESSION_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;

/** True when the request carries a session cookie (cheap: no database). */
export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIE.test(request.headers.get("cookie") ?? "");
}
