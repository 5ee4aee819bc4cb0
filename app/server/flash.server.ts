/** A one-shot message carried across a redirect (e.g. "Welcome back!" after signing in). */
export const flashCodes = ["welcome", "accountCreated", "signedOut", "signOutFailed", "verified", "passwordReset"] as const;
export type FlashCode = (typeof flashCodes)[number];

export function flashCookie(code: FlashCode): string {
  return `flash=${code}; Path=/; Max-Age=60; SameSite=Lax; HttpOnly`;
}

export const clearFlashCookie = "flash=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly";

export function readFlash(request: Request): FlashCode | null {
  const match = /(?:^|;\s*)flash=([A-Za-z]+)/.exec(request.headers.get("cookie") ?? "");
  const code = match?.[1];
  return flashCodes.includes(code as FlashCode) ? (code as FlashCode) : null;
}
