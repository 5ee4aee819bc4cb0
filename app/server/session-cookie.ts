import { parse } from "cookie";

/** better-auth's session cookie, with the `__Secure-` prefix it takes on an https site. */
const SESSION_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"];

/** True when a Cookie header carries a session cookie (cheap: no database). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  const cookies = parse(cookieHeader);
  return SESSION_COOKIES.some((name) => Boolean(cookies[name]));
}

/** The names of the device cookies a browser keeps for the accounts it has signed in to (known-device.server.ts). */
export const DEVICE_COOKIE_PREFIX = "device_";
