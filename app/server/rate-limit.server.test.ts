import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/databases";
import type { Database } from "./db/schema";
import { accountLimits, hitRateLimit, MAILED_LINK_SECONDS, mailLimitKey, signInLimitKey } from "./rate-limit.server";

const limits = accountLimits({ AUTH_RATE_LIMIT: 10, AUTH_ACCOUNT_RATE_LIMIT: 10, AUTH_MAIL_RATE_LIMIT: 3 });
const MINUTE = 60_000;
/** The start of a 15-minute and of an hour window, so that each step's window is known. */
const T = Date.UTC(2026, 0, 5, 9, 0);

describe.each(testDatabases())("account limits on $name", (target) => {
  let db: Kysely<Database>;
  migratedDatabase(target, (ready) => (db = ready));

  it("strangers' guesses at an account refuse strangers, never a browser that signed in before", async () => {
    const email = "Owner@Example.ro";
    const stranger = signInLimitKey(email, null);
    for (let i = 0; i < 10; i++)
      expect((await hitRateLimit(db, stranger, limits.perAccount, T + i)).allowed).toBe(true);
    // The right password from a new address: still a stranger, still refused.
    expect((await hitRateLimit(db, stranger, limits.perAccount, T + 5 * MINUTE)).allowed).toBe(false);
    // The owner's browser has a count of its own, whatever the strangers did.
    expect((await hitRateLimit(db, signInLimitKey(email, "device-1"), limits.perAccount, T + 5 * MINUTE)).allowed).toBe(
      true,
    );
    // However the address is typed, it is one account.
    expect(signInLimitKey(" owner@example.RO ", null)).toBe(stranger);
    // A stolen device cookie buys only its own count.
    for (let i = 0; i < 9; i++) await hitRateLimit(db, signInLimitKey(email, "device-2"), limits.perAccount, T + i);
    expect((await hitRateLimit(db, signInLimitKey(email, "device-2"), limits.perAccount, T + MINUTE)).allowed).toBe(
      true,
    );
    expect((await hitRateLimit(db, signInLimitKey(email, "device-2"), limits.perAccount, T + MINUTE)).allowed).toBe(
      false,
    );
  });

  it("while the mail limit refuses, the newest mail sent is younger than a mailed link lives", async () => {
    const email = "mailbox@example.ro";
    const key = mailLimitKey("reset", email);
    const sent: number[] = [];
    for (const at of [T, T + 20 * MINUTE, T + 40 * MINUTE]) {
      expect((await hitRateLimit(db, key, limits.mailsPerAddress, at)).allowed).toBe(true);
      sent.push(at);
    }
    for (const at of [T + 41 * MINUTE, T + 59 * MINUTE + 59_000]) {
      const refused = await hitRateLimit(db, key, limits.mailsPerAddress, at);
      expect(refused.allowed).toBe(false);
      expect(at - sent.at(-1)!).toBeLessThan(MAILED_LINK_SECONDS * 1000);
    }
    // Verification mails keep their own count: spending the reset mails does not stop them.
    expect(
      (await hitRateLimit(db, mailLimitKey("verify", email), limits.mailsPerAddress, T + 41 * MINUTE)).allowed,
    ).toBe(true);
    // The next window sends again.
    expect((await hitRateLimit(db, key, limits.mailsPerAddress, T + 60 * MINUTE)).allowed).toBe(true);
  });
});
