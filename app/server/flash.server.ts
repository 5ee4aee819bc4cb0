import { deleteCookie, readCookie, setCookie } from "./cookies.server";

/** A one-shot message carried across a redirect (e.g. "Welcome back!" after signing in). */
export const flashCodes = ["welcome", "accountCreated", "signedOut", "signOutFailed", "verified", "passwordReset"] as const;
export type FlashCode = (typeof flashCodes)[number];

const FLASH_COOKIE = "flash";

export function flashCookie(code: FlashCode): string {
  return setCookie(FLASH_COOKIE, code, { maxAge: 60 });
}

export function clearFlashCookie(): string {
  return deleteCookie(FLASH_COOKIE);
}

export function readFlash(request: Request): FlashCode | null {
  const code = readCookie(request, FLASH_COOKIE);
  return flashCodes.includes(code as FlashCode) ? (code as FlashCode) : null;
}
