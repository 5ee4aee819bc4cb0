import { fullName } from "~/domain/account/schema";
import { CONTROL_CHARACTERS, TEXT_LIMITS } from "~/domain/field-limits";
import { CLIENT_IP_HEADER } from "./context";
import { MIN_PASSWORD_LENGTH } from "~/domain/account/rules";
import { authSecret } from "./auth-secret.server";
import { getDatabase } from "./db/db.server";
import { getEnv } from "./env.server";
import { log } from "./log.server";
import { sendMail } from "./mail.server";
import { hashPassword, verifyPassword } from "./password-hasher.server";
import { MAILED_LINK_SECONDS } from "./rate-limit.server";
import { revokeResetLinks } from "./reset-links.server";
import { noticeAdmin } from "./admin-notices.server";

async function createAuth(db: Awaited<ReturnType<typeof getDatabase>>["db"]) {
  // better-auth (some 20 MB) is loaded by the first request that needs it, a sign-in or a session:
  // a worker serving anonymous pages does without it.
  const [{ betterAuth }, { APIError, createAuthMiddleware }] = await Promise.all([
    import("better-auth"),
    import("better-auth/api"),
  ]);
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
      // The same scrypt, on a low-priority thread: a burst of sign-ins no longer slows every page.
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: MAILED_LINK_SECONDS,
      // Only the newest link works: an older mail (in a mailbox read by someone else, or leaked) is dead.
      onPasswordReset: async ({ user }, request) => {
        await revokeResetLinks(db, user.id);
        // An administrator is told, in case it was not them.
        await noticeAdmin(db, user.id, "passwordChanged", {
          now: Date.now(),
          clientIp: request?.headers.get(CLIENT_IP_HEADER) ?? "—",
          userAgent: request?.headers.get("user-agent") ?? null,
        });
      },
      sendResetPassword: async ({ user, url, token }) => {
        await revokeResetLinks(db, user.id, token);
        await sendMail({
          to: user.email,
          subject: "Reset your password / Resetarea parolei – Autoparc Systems",
          text: `To choose a new password, open this link (valid for one hour):\n${url}\n\nPentru a alege o parolă nouă, deschideți acest link (valabil o oră):\n${url}\n\nIf you did not ask for this, ignore this message. / Dacă nu ați cerut acest lucru, ignorați mesajul.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      // The link is valid for an hour (the resend message says so).
      expiresIn: MAILED_LINK_SECONDS,
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
    // The client's address as our server decided it (the socket, or TRUST_PROXY's hops): a header
    // that the server sets on every request after dropping whatever the client sent under that
    // name. better-auth never reads X-Forwarded-For itself, so forging it lifts no limit.
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    // The same contract for a name and an e-mail address as every other stored field, however the endpoint is reached.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const refused = accountFieldError(ctx.path, ctx.body);
        if (refused) throw new APIError("BAD_REQUEST", refused);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            // The stored full name falls back to the e-mail address.
            await db
              .insertInto("profiles")
              .values({ user_id: user.id, full_name: user.name?.trim() || user.email })
              .onConflict((oc) => oc.column("user_id").doNothing())
              .execute();
          },
        },
      },
    },
    logger: {
      disabled: false,
      level: "error",
      log: (level, message, ...args) => log[level === "error" ? "error" : "warn"]({ args }, message),
    },
  });
}

const PATHS_WITH_NAME = new Set(["/sign-up/email", "/update-user"]);
const PATHS_WITH_EMAIL = new Set([
  "/sign-up/email",
  "/sign-in/email",
  "/request-password-reset",
  "/send-verification-email",
  "/change-email",
]);

/** Why a name or e-mail address is outside its contract (app/domain/field-limits.ts), answered with a 400; null if it is not. */
export function accountFieldError(path: string, body: unknown): { code: string; message: string } | null {
  const fields: object = body && typeof body === "object" ? body : {};
  if (PATHS_WITH_NAME.has(path) && "name" in fields && !fullName.safeParse(fields.name).success) {
    return {
      code: "INVALID_NAME",
      message: `The name must be one line of 1 to ${TEXT_LIMITS.personName} characters.`,
    };
  }
  for (const key of ["email", "newEmail"]) {
    if (!PATHS_WITH_EMAIL.has(path) || !(key in fields)) continue;
    const value: unknown = Reflect.get(fields, key);
    if (typeof value !== "string" || value.length > TEXT_LIMITS.email || CONTROL_CHARACTERS.test(value)) {
      return {
        code: "INVALID_EMAIL",
        message: `The e-mail address must be at most ${TEXT_LIMITS.email} characters, without control characters.`,
      };
    }
  }
  return null;
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
let current: Promise<Auth> | undefined;

/** The process's better-auth instance, on the shared database (opened on first use). */
export function getAuth(): Promise<Auth> {
  current ??= getDatabase().then(({ db }) => createAuth(db));
  current.catch(() => (current = undefined));
  return current;
}
