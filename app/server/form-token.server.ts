import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "./auth-secret.server";
import { getEnv } from "./env.server";

/**
 * The time trap: each enquiry form carries the moment its page was served, signed so a bot cannot
 * write its own. A form sent back sooner than LEAD_MIN_FILL_SECONDS was not filled by a person.
 * Pages served from the render cache get a fresh token per response (the cache finds them with
 * TOKEN_IN_PAGE).
 */
function sign(issuedAt: string): string {
  return createHmac("sha256", authSecret(getEnv())).update(`lead-form:${issuedAt}`).digest("base64url").slice(0, 22);
}

export function issueFormToken(now = Date.now()): string {
  const issuedAt = String(now);
  return `${issuedAt}.${sign(issuedAt)}`;
}

export type TokenCheck = { ok: true } | { ok: false; reason: "missing" | "forged" | "tooFast" };

export function checkFormToken(token: FormDataEntryValue | null, now = Date.now()): TokenCheck {
  if (typeof token !== "string" || !token.includes(".")) return { ok: false, reason: "missing" };
  const [issuedAt = "", signature = ""] = token.split(".");
  const expected = sign(issuedAt);
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected)))
    return { ok: false, reason: "forged" };
  if (now - Number(issuedAt) < getEnv().LEAD_MIN_FILL_SECONDS * 1000) return { ok: false, reason: "tooFast" };
  return { ok: true };
}

/** A token as it appears in a page: 13-digit milliseconds, a dot, 22 base64url characters. */
export const TOKEN_IN_PAGE = /\b\d{13}\.[A-Za-z0-9_-]{22}(?![A-Za-z0-9_-])/;
