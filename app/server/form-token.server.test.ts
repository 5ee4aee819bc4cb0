import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/databases";
import type { Database } from "./db/schema";

beforeAll(() => {
  vi.resetModules();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "form-token-"));
  process.env.ENQUIRY_MIN_FILL_SECONDS = "3";
  process.env.LOG_LEVEL = "silent";
});

const HOUR = 3_600_000;

describe("the enquiry forms' time trap", () => {
  it("takes a token from 3 seconds to 24 hours after its page was served, and no other", async () => {
    const { checkFormToken, issueFormToken } = await import("./form-token.server");
    const served = Date.UTC(2026, 0, 5, 9, 0);
    const token = issueFormToken(served);
    expect(checkFormToken(token, served + 1_000)).toEqual({ ok: false, reason: "tooFast" });
    expect(checkFormToken(token, served + 5_000)).toEqual({ ok: true });
    expect(checkFormToken(token, served + 23 * HOUR)).toEqual({ ok: true });
    expect(checkFormToken(token, served + 25 * HOUR)).toEqual({ ok: false, reason: "expired" });
    const [, nonce, signature] = token.split(".");
    expect(checkFormToken(`${served - 60_000}.${nonce}.${signature}`, served)).toEqual({
      ok: false,
      reason: "forged",
    });
    expect(checkFormToken(`${served}.AAAAAAAAAAAA.${signature}`, served + 5_000)).toEqual({
      ok: false,
      reason: "forged",
    });
  });
});

describe.each(testDatabases())("a form token on $name", (target) => {
  let db: Kysely<Database>;
  migratedDatabase(target, (ready) => (db = ready));

  it("is good for one stored enquiry, however many posts race with it", async () => {
    const { claimFormToken, issueFormToken } = await import("./form-token.server");
    const token = issueFormToken(Date.UTC(2026, 0, 5, 9, 0));
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => db.transaction().execute((trx) => claimFormToken(trx, token))),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(
      await db.transaction().execute((trx) => claimFormToken(trx, issueFormToken(Date.UTC(2026, 0, 5, 9, 1)))),
    ).toBe(true);
  });

  it("of two pages served in the same millisecond, each stores its own enquiry", async () => {
    const { claimFormToken, issueFormToken } = await import("./form-token.server");
    const served = Date.UTC(2026, 0, 5, 10, 0);
    const [first, second] = [issueFormToken(served), issueFormToken(served)];
    expect(first).not.toBe(second);
    expect(await db.transaction().execute((trx) => claimFormToken(trx, first))).toBe(true);
    expect(await db.transaction().execute((trx) => claimFormToken(trx, second))).toBe(true);
  });

  it("a browser keeps its genuine token while it has more than an hour to live, so a second tab keeps the first one's clock", async () => {
    const { keepsFormToken, issueFormToken, FORM_TOKEN_MAX_AGE_SECONDS } = await import("./form-token.server");
    const served = Date.UTC(2026, 0, 5, 10, 0);
    const token = issueFormToken(served);
    expect(keepsFormToken(token, served)).toBe(true);
    expect(keepsFormToken(token, served + (FORM_TOKEN_MAX_AGE_SECONDS - 3601) * 1000)).toBe(true);
    expect(keepsFormToken(token, served + (FORM_TOKEN_MAX_AGE_SECONDS - 3600) * 1000)).toBe(false);
    // Not yet issued (a clock set back), forged, or no token at all: a new one is issued.
    expect(keepsFormToken(token, served - 1)).toBe(false);
    expect(keepsFormToken(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, served)).toBe(false);
    expect(keepsFormToken(`${served + 1}${token.slice(13)}`, served + 10)).toBe(false);
    expect(keepsFormToken(undefined, served)).toBe(false);
  });

  it("stays good when the enquiry could not be stored (the transaction rolled back)", async () => {
    const { claimFormToken, issueFormToken } = await import("./form-token.server");
    const token = issueFormToken(Date.UTC(2026, 0, 6, 9, 0));
    await expect(
      db.transaction().execute(async (trx) => {
        await claimFormToken(trx, token);
        throw new Error("the insert failed");
      }),
    ).rejects.toThrow("the insert failed");
    expect(await db.transaction().execute((trx) => claimFormToken(trx, token))).toBe(true);
  });

  it("is forgotten once it is too old to be sent back", async () => {
    const { claimFormToken, forgetOldFormTokens, issueFormToken } = await import("./form-token.server");
    const usedAt = new Date(Date.UTC(2026, 0, 7, 9, 0));
    const token = issueFormToken(usedAt.getTime());
    await db.transaction().execute((trx) => claimFormToken(trx, token, usedAt));
    await forgetOldFormTokens(db, usedAt.getTime() + 2 * HOUR);
    expect(await db.transaction().execute((trx) => claimFormToken(trx, token))).toBe(false);
    await forgetOldFormTokens(db, usedAt.getTime() + 26 * HOUR);
    expect(await db.transaction().execute((trx) => claimFormToken(trx, token))).toBe(true);
  });
});
