import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "./auth-secret.server";
import { readCookie, setCookie } from "./cookies.server";
import { getEnv } from "./env.server";
import { DEVICE_COOKIE_PREFIX } from "./session-cookie";
import { accountKey } from "./rate-limit.server";

/**
 * A browser that has signed in to an account (or set its password from a mailed link) keeps a
 * signed cookie for that account, so that its sign-ins are not counted with strangers' guesses
 * (rate-limit.server.ts, signInLimitKey). One cookie per account, named after a keyed hash of the
 * address (the address itself is not in it); its value is a random id and its signature. Public
 * pages do not depend on it, so the render cache lets it through (server/render-cache.ts).
 */

/** Browsers keep a cookie 400 days at most. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const ID = /^[A-Za-z0-9_-]{22}$/;

function mac(text: string): string {
  return createHmac("sha256", authSecret(getEnv())).update(text).digest("base64url");
}

function cookieName(account: string): string {
  return `${DEVICE_COOKIE_PREFIX}${mac(`device-name:${account}`).slice(0, 16)}`;
}

function signature(account: string, id: string): string {
  return mac(`device:${account}:${id}`).slice(0, 32);
}

/** The id of this browser's device cookie for the account `email`, or null when it has none (or a forged one). */
export function knownDevice(request: Request, email: string): string | null {
  const account = accountKey(email);
  const [id = "", signed = ""] = (readCookie(request, cookieName(account)) ?? "").split(".");
  if (!ID.test(id)) return null;
  const expected = signature(account, id);
  return signed.length === expected.length && timingSafeEqual(Buffer.from(signed), Buffer.from(expected)) ? id : null;
}

/** The Set-Cookie header that makes (or keeps) this browser a known device of the account `email`. */
export function deviceCookie(email: string, id: string | null): string {
  const account = accountKey(email);
  const device = id ?? randomBytes(16).toString("base64url");
  return setCookie(cookieName(account), `${device}.${signature(account, device)}`, { maxAge: MAX_AGE_SECONDS });
}
