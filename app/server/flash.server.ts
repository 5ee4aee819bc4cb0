import { deleteCookie, readCookie, setCookie } from "./cookies.server";
import { isOneOf } from "~/lib/one-of";

/** A one-shot message carried across a redirect (e.g. "Welcome back!" after signing in). */
export const flashCodes = [
  "welcome",
  "accountCreated",
  "signedOut",
  "signOutFailed",
  "verified",
  "passwordReset",
] as const;
export type FlashCode = (typeof flashCodes)[number];

const isFlashCode = (value: unknown) => isOneOf(flashCodes, value);

const FLASH_COOKIE = "flash";

/**
 * The cookie holds the code and, for the sign-in form that follows a sign-up or a password reset,
 * the e-mail address to fill in (HttpOnly, one minute, cleared by the next page), so the address
 * never travels in a URL.
 */
export function flashCookie(code: FlashCode, email?: string): string {
  return setCookie(FLASH_COOKIE, email ? `${code}|${email}` : code, { maxAge: 60 });
}

export function clearFlashCookie(): string {
  return deleteCookie(FLASH_COOKIE);
}

export type Flash = { code: FlashCode; email: string | null };

export function readFlashMessage(request: Request): Flash | null {
  const raw = readCookie(request, FLASH_COOKIE) ?? "";
  const separator = raw.indexOf("|");
  const code = separator === -1 ? raw : raw.slice(0, separator);
  if (!isFlashCode(code)) return null;
  const email = separator === -1 ? null : raw.slice(separator + 1).slice(0, 320);
  return { code, email: email || null };
}

export function readFlash(request: Request): FlashCode | null {
  return readFlashMessage(request)?.code ?? null;
}
