import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { authSecret } from "./auth-secret.server";
import type { Database } from "./db/schema";
import { getEnv } from "./env.server";

/**
 * The time trap: each enquiry form carries the moment its page was served, signed so a bot cannot
 * write its own. A form sent back sooner than ENQUIRY_MIN_FILL_SECONDS was not filled by a person.
 * Pages served from the render cache get a fresh token per response (the cache finds them with
 * TOKEN_IN_PAGE). A token is good for a day (FORM_TOKEN_MAX_AGE_SECONDS) and for one stored enquiry
 * (claimFormToken): a bot cannot keep posting with the token of one page it fetched.
 */

/** How long a served form may be sent back: a person who leaves a tab open overnight is asked to send it again. */
export const FORM_TOKEN_MAX_AGE_SECONDS = 24 * 60 * 60;

function sign(issuedAt: string, nonce: string): string {
  return createHmac("sha256", authSecret(getEnv()))
    .update(`lead-form:${issuedAt}.${nonce}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * The moment, a random part and their signature. The random part keeps the tokens of two pages
 * served in the same millisecond apart: with the moment alone, the second visitor's enquiry would
 * find its token spent by the first one's and be dropped as a bot's.
 */
export function issueFormToken(now = Date.now()): string {
  const issuedAt = String(now);
  const nonce = randomBytes(9).toString("base64url");
  return `${issuedAt}.${nonce}.${sign(issuedAt, nonce)}`;
}

export type TokenCheck = { ok: true } | { ok: false; reason: "missing" | "forged" | "tooFast" | "expired" };

export function checkFormToken(token: FormDataEntryValue | null, now = Date.now()): TokenCheck {
  if (typeof token !== "string" || !token.includes(".")) return { ok: false, reason: "missing" };
  const [issuedAt = "", nonce = "", signature = ""] = token.split(".");
  const expected = sign(issuedAt, nonce);
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected)))
    return { ok: false, reason: "forged" };
  const age = now - Number(issuedAt);
  if (age < getEnv().ENQUIRY_MIN_FILL_SECONDS * 1000) return { ok: false, reason: "tooFast" };
  if (age > FORM_TOKEN_MAX_AGE_SECONDS * 1000) return { ok: false, reason: "expired" };
  return { ok: true };
}

/**
 * Marks `token` used, in the transaction that stores its enquiry: true the first time, false when
 * an enquiry was already stored with it (the primary key decides, whichever process asks first).
 */
export async function claimFormToken(trx: Transaction<Database>, token: string, now = new Date()): Promise<boolean> {
  const { rows } = await sql<{ token: string }>`insert into lead_form_tokens (token, used_at) values (${token}, ${now})
    on conflict (token) do nothing returning token`.execute(trx);
  return rows.length === 1;
}

/** Forgets the tokens too old to be sent back anyway. */
export async function forgetOldFormTokens(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const before = new Date(now - FORM_TOKEN_MAX_AGE_SECONDS * 1000 - 3_600_000);
  await sql`delete from lead_form_tokens where used_at < ${before}`.execute(db);
}

/** A token as it appears in a page: 13-digit milliseconds, 12 random and 22 signature base64url characters. */
export const TOKEN_IN_PAGE = /\b\d{13}\.[A-Za-z0-9_-]{12}\.[A-Za-z0-9_-]{22}(?![A-Za-z0-9_-])/;
