import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { authSecret } from "./auth-secret.server";
import type { Database } from "./db/schema";
import { getEnv } from "./env.server";
import { setCookie } from "./cookies.server";

/**
 * The time trap: an enquiry comes with the moment its form was first shown, signed so a bot cannot
 * write its own. A form sent back sooner than ENQUIRY_MIN_FILL_SECONDS was not filled by a person.
 *
 * The token is not in the page, so that a page is the same bytes for every visitor (and a shared
 * cache may keep it): each form shows a one-pixel image, /form-token, whose answer sets the token
 * as a cookie, with or without JavaScript. The browser sends it back with the form. A token is
 * good for a day (FORM_TOKEN_MAX_AGE_SECONDS) and for one stored enquiry (claimFormToken): a bot
 * cannot keep posting with one token, and an answer that spends it sets the next one.
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

/** When a genuine token was issued, in milliseconds; null for anything else. */
function issuedAtOf(token: unknown): number | null {
  if (typeof token !== "string" || !token.includes(".")) return null;
  const [issuedAt = "", nonce = "", signature = ""] = token.split(".");
  const expected = sign(issuedAt, nonce);
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected)))
    return null;
  return Number(issuedAt);
}

export function checkFormToken(token: FormDataEntryValue | null | undefined, now = Date.now()): TokenCheck {
  if (typeof token !== "string" || !token.includes(".")) return { ok: false, reason: "missing" };
  const issuedAt = issuedAtOf(token);
  if (issuedAt === null) return { ok: false, reason: "forged" };
  const age = now - issuedAt;
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

/** Whether an enquiry was stored with `token` already. */
export async function isFormTokenUsed(db: Kysely<Database>, token: string): Promise<boolean> {
  const { rows } = await sql<{ token: string }>`select token from lead_form_tokens where token = ${token}`.execute(db);
  return rows.length > 0;
}

/** Forgets the tokens too old to be sent back anyway. */
export async function forgetOldFormTokens(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const before = new Date(now - FORM_TOKEN_MAX_AGE_SECONDS * 1000 - 3_600_000);
  await sql`delete from lead_form_tokens where used_at < ${before}`.execute(db);
}

/** The cookie that carries the token; a field of this name in the form (a script's post) wins over it. */
export const FORM_TOKEN_COOKIE = "form_token";

/**
 * Whether a browser's token may be kept when another form is shown: one that is genuine and has
 * more than an hour to live (and, the image's route checks, not spent yet). A second tab opened just before the first one's form is sent must not
 * restart the first one's clock (its enquiry would be taken for a bot's).
 */
export function keepsFormToken(token: string | undefined, now = Date.now()): boolean {
  const issuedAt = issuedAtOf(token);
  if (issuedAt === null) return false;
  const age = now - issuedAt;
  return age >= 0 && age < (FORM_TOKEN_MAX_AGE_SECONDS - 3600) * 1000;
}

/** The Set-Cookie value of a new token issued at `now`. */
export function formTokenCookie(now = Date.now()): string {
  return setCookie(FORM_TOKEN_COOKIE, issueFormToken(now), { maxAge: FORM_TOKEN_MAX_AGE_SECONDS });
}
