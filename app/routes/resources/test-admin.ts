import { serialize } from "cookie";
import { sql } from "kysely";
import { data } from "react-router";
import type { Route } from "./+types/test-admin";
import { getAuth } from "~/server/auth.server";
import { getDb } from "~/server/db/db.server";
import { hashPassword } from "~/server/password-hasher.server";
import { authSecret } from "~/server/auth-secret.server";
import { getEnv } from "~/server/env.server";
import { newSecret, sealSecret } from "~/server/second-factor.server";

const SAME_SITE = { Strict: "strict", Lax: "lax", None: "none", strict: "strict", lax: "lax", none: "none" } as const;

/**
 * For browser tests and benchmarks: a verified account signed in at once, an administrator when a
 * role is posted, written straight into the database as better-auth and the admin command would
 * leave it (the password hashed by the app's own hasher, a session row, a profile, an
 * admin_profiles row), and answered with the signed session cookie. A sign-up through the pages,
 * its mail and the admin command cost a test seconds each; their own tests cover them.
 * An administrator has set up the second factor and this session has passed it, unless
 * `secondFactor` is "pending" (set up, this session has not given its code) or "none" (yet to
 * set it up); the answer carries the factor's secret, from which a test computes the codes an
 * authenticator app would show.
 * Fields: email, password, fullName, role (optional), permissions (optional, comma-separated),
 * secondFactor (optional: "passed", the default, "pending" or "none").
 * Answers 404 unless ENABLE_TEST_ROUTES=1.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (process.env.ENABLE_TEST_ROUTES !== "1") throw data(null, { status: 404 });
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const email = field("email").toLowerCase();
  const password = field("password");
  const fullName = field("fullName") || email;
  const role = field("role");
  const permissions = field("permissions").split(",").filter(Boolean);
  const factorState = field("secondFactor") || "passed";
  const secondFactor = role && factorState !== "none" ? newSecret() : null;
  if (!/^\S+@\S+\.\S+$/.test(email) || !password) throw data("email and password are required", { status: 400 });

  const { makeSignature, generateRandomString } = await import("better-auth/crypto");
  const auth = await (await getAuth()).$context;
  const db = await getDb();
  const userId = generateRandomString(32);
  const token = generateRandomString(32);
  const sessionId = generateRandomString(32);
  const now = new Date(context.now);
  const expiresAt = new Date(context.now + auth.sessionConfig.expiresIn * 1000);
  const hash = await hashPassword(password);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto("user")
      .values({ id: userId, name: fullName, email, emailVerified: true, image: null, createdAt: now, updatedAt: now })
      .execute();
    // better-auth's credential account: its id for the provider is the user's id.
    await sql`insert into "account" ("id", "accountId", "providerId", "userId", "password", "createdAt", "updatedAt")
      values (${generateRandomString(32)}, ${userId}, 'credential', ${userId}, ${hash}, ${now}, ${now})`.execute(tx);
    await tx.insertInto("profiles").values({ user_id: userId, full_name: fullName }).execute();
    await tx
      .insertInto("session")
      .values({
        id: sessionId,
        token,
        userId,
        expiresAt,
        createdAt: now,
        updatedAt: now,
        ipAddress: context.clientIp,
        userAgent: request.headers.get("user-agent"),
      })
      .execute();
    if (role)
      await tx
        .insertInto("admin_profiles")
        .values({
          user_id: userId,
          is_active: true,
          role,
          permissions: JSON.stringify(Object.fromEntries(permissions.map((p) => [p, true]))),
        })
        .execute();
    if (secondFactor) {
      await tx
        .insertInto("admin_second_factors")
        .values({ user_id: userId, secret: sealSecret(secondFactor, authSecret(getEnv())), confirmed_at: now })
        .execute();
      if (factorState === "passed")
        await tx.insertInto("session_second_factor").values({ session_id: sessionId, method: "setup" }).execute();
    }
  });
  // The value better-auth sets and checks: the token, a dot, its HMAC under the auth secret.
  const cookie = auth.authCookies.sessionToken;
  const value = encodeURIComponent(`${token}.${await makeSignature(token, auth.secret)}`);
  const { path, domain, httpOnly, secure, sameSite, partitioned } = cookie.attributes;
  const setCookie = serialize(cookie.name, value, {
    encode: (v) => v,
    path,
    domain,
    httpOnly,
    secure,
    partitioned,
    sameSite: sameSite && SAME_SITE[sameSite],
    maxAge: auth.sessionConfig.expiresIn,
  });
  return Response.json(
    { userId, cookie: { name: cookie.name, value }, secondFactor },
    { headers: { "Set-Cookie": setCookie, "Cache-Control": "no-store" } },
  );
}
