import { sql, type Kysely } from "kysely";
import type { Database } from "./db/schema";

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one request for `key` in the current fixed window and says whether it is within the
 * limit. The count lives in the database (one atomic upsert), so every server process shares it.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet({ count: sql<number>`rate_limits.count + 1` }))
    .returning("count")
    .executeTakeFirstOrThrow();
  // Now and then, forget windows older than a day.
  if (Math.random() < 0.01)
    await db
      .deleteFrom("rate_limits")
      .where("window_start", "<", new Date(now - 86_400_000))
      .execute();
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
  return { allowed: row.count <= rule.limit, count: row.count, retryAfterSeconds };
}

/**
 * How long a mailed reset or verification link works, and the window of the mails-per-mailbox
 * limit: the same length, so that while the limit refuses a mail, the newest mail the mailbox got
 * (sent within the window) still holds a working link. A stranger who spends the limit has sent
 * the owner a usable link, never locked them out (docs/decisions/0022-account-lockout-and-exposure.md).
 */
export const MAILED_LINK_SECONDS = 60 * 60;

/** The limits of what an account endpoint may do: attempts per client address, per account, and mails per address. */
export function accountLimits(env: {
  AUTH_RATE_LIMIT: number;
  AUTH_ACCOUNT_RATE_LIMIT: number;
  AUTH_MAIL_RATE_LIMIT: number;
}) {
  return {
    perAddress: { limit: env.AUTH_RATE_LIMIT, windowSeconds: 60 },
    perAccount: { limit: env.AUTH_ACCOUNT_RATE_LIMIT, windowSeconds: 15 * 60 },
    mailsPerAddress: { limit: env.AUTH_MAIL_RATE_LIMIT, windowSeconds: MAILED_LINK_SECONDS },
  } satisfies Record<string, RateLimitRule>;
}

/**
 * Whose count a sign-in attempt at an account joins: a browser that has signed in to the account
 * before (its device cookie, known-device.server.ts) has a count of its own; every other browser
 * shares the strangers' count. Guesses from anywhere slow the account for strangers only.
 */
export function signInLimitKey(email: string, device: string | null): string {
  return device ? `signin-device:${accountKey(email)}:${device}` : `signin-account:${accountKey(email)}`;
}

/** The mails-per-mailbox count of one kind of mail: reset mails do not spend the verification mails' limit, nor the reverse. */
export function mailLimitKey(kind: "reset" | "verify", email: string): string {
  return `mail-${kind}:${accountKey(email)}`;
}

/** An e-mail address as a limiter key: one account however it is typed. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase().slice(0, 320);
}
