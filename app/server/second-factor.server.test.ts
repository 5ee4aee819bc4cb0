import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/databases";
import type { Database } from "./db/schema";
import { mustPassSecondFactor } from "~/admin-kit/access.server";
import {
  acceptedStep,
  codeAt,
  confirmSetup,
  newSecret,
  openSecret,
  otpauthUri,
  pendingSecret,
  recoveryCodesLeft,
  sealSecret,
  secondFactorState,
  stepAt,
  TOTP_PERIOD_SECONDS,
  verifySecondFactor,
} from "./second-factor.server";

const AUTH_SECRET = "a-test-auth-secret-of-at-least-32-characters";
const STEP = TOTP_PERIOD_SECONDS * 1000;
/** A moment in the middle of a step, so that one step either way is a whole step away. */
const NOW = Date.UTC(2026, 11, 7, 9, 0, 15);

describe("TOTP codes", () => {
  const secret = newSecret();

  it("takes the code of this step, the one before and the one after, newer than the last accepted", () => {
    const step = stepAt(NOW);
    expect(acceptedStep(secret, codeAt(secret, NOW), NOW, 0)).toBe(step);
    expect(acceptedStep(secret, codeAt(secret, NOW - STEP), NOW, 0)).toBe(step - 1);
    expect(acceptedStep(secret, codeAt(secret, NOW + STEP), NOW, 0)).toBe(step + 1);
  });

  it("computes the codes of RFC 6238's test vectors (SHA-1, six digits), as every authenticator app does", () => {
    // The RFC's key is the ASCII of "12345678901234567890"; its eight-digit codes end in these six.
    const rfc = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(codeAt(rfc, 59_000)).toBe("287082");
    expect(codeAt(rfc, 1_111_111_109_000)).toBe("081804");
    expect(codeAt(rfc, 2_000_000_000_000)).toBe("279037");
  });

  it("refuses a replayed code, an expired one, a wrong one and anything not six digits", () => {
    const step = stepAt(NOW);
    const code = codeAt(secret, NOW);
    // Replayed: its step was accepted already (or a newer one was).
    expect(acceptedStep(secret, code, NOW, step)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, NOW - STEP), NOW, step - 1)).toBeNull();
    // Expired: two steps old.
    expect(acceptedStep(secret, codeAt(secret, NOW - 2 * STEP), NOW, 0)).toBeNull();
    // Another secret's code, and malformed input.
    expect(acceptedStep(secret, codeAt(newSecret(), NOW), NOW, 0)).toBeNull();
    for (const bad of ["", "12345", "1234567", "12 345", "abcdef", `${code} `])
      expect(acceptedStep(secret, bad, NOW, 0), bad).toBeNull();
  });

  it("links the app to the key, and keeps the key encrypted at rest", () => {
    const uri = new URL(otpauthUri(secret, "ana@example.ro"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Autoparc Systems");
    const sealed = sealSecret(secret, AUTH_SECRET);
    expect(sealed).not.toContain(secret);
    expect(openSecret(sealed, AUTH_SECRET)).toBe(secret);
    expect(() => openSecret(sealed, `${AUTH_SECRET}-other`)).toThrow();
    const [iv, tag, body] = sealed.split(".");
    expect(() => openSecret([iv, tag, `A${body!.slice(1)}`].join("."), AUTH_SECRET)).toThrow();
  });

  it("asks for the code in every new session once set up, and the set-up first unless optional", () => {
    const states = [
      [{ factor: "none", sessionVerified: false }, true, false],
      [{ factor: "pending", sessionVerified: false }, true, false],
      [{ factor: "confirmed", sessionVerified: false }, true, true],
      [{ factor: "confirmed", sessionVerified: true }, false, false],
    ] as const;
    for (const [state, required, optional] of states) {
      expect(mustPassSecondFactor(state, "required"), JSON.stringify(state)).toBe(required);
      expect(mustPassSecondFactor(state, "optional"), JSON.stringify(state)).toBe(optional);
    }
  });
});

describe.each(testDatabases())("second factor on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  async function account() {
    const id = `tf-${Math.random().toString(36).slice(2)}`;
    await sql`insert into "user" (id, name, email, "emailVerified") values (${id}, 'Ana', ${`${id}@example.ro`}, true)`.execute(
      db,
    );
    return id;
  }
  async function session(userId: string) {
    const id = `s-${Math.random().toString(36).slice(2)}`;
    await sql`insert into "session" (id, "expiresAt", token, "updatedAt", "userId") values (${id}, now() + interval '1 day', ${id}, now(), ${userId})`.execute(
      db,
    );
    return id;
  }

  it("sets up with a first code, shows ten recovery codes once, and keeps only their digests", async () => {
    const userId = await account();
    const first = await session(userId);
    expect(await secondFactorState(db, userId, first)).toEqual({ factor: "none", sessionVerified: false });
    const secret = (await pendingSecret(db, userId, AUTH_SECRET))!;
    // The same key on every visit until it is confirmed (the QR code scanned stays right).
    expect(await pendingSecret(db, userId, AUTH_SECRET)).toBe(secret);
    expect(await secondFactorState(db, userId, first)).toEqual({ factor: "pending", sessionVerified: false });
    const attempt = { userId, sessionId: first, now: NOW, authSecret: AUTH_SECRET };
    expect(await confirmSetup(db, { ...attempt, code: codeAt(newSecret(), NOW) })).toBeNull();
    const codes = (await confirmSetup(db, { ...attempt, code: codeAt(secret, NOW) }))!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(await secondFactorState(db, userId, first)).toEqual({ factor: "confirmed", sessionVerified: true });
    expect(await pendingSecret(db, userId, AUTH_SECRET)).toBeNull();
    // A second set-up is refused: the factor is on.
    expect(await confirmSetup(db, { ...attempt, code: codeAt(secret, NOW + STEP) })).toBeNull();
    const stored = await db.selectFrom("admin_recovery_codes").selectAll().where("user_id", "=", userId).execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.some((code) => row.code_hash.includes(code.replace("-", "")))).toBe(false);
    const factor = await db.selectFrom("admin_second_factors").selectAll().where("user_id", "=", userId).execute();
    expect(JSON.stringify(factor)).not.toContain(secret);
  });

  it("passes a new session with a fresh code or an unused recovery code, each once", async () => {
    const userId = await account();
    const secret = (await pendingSecret(db, userId, AUTH_SECRET))!;
    const codes = (await confirmSetup(db, {
      userId,
      sessionId: await session(userId),
      code: codeAt(secret, NOW),
      now: NOW,
      authSecret: AUTH_SECRET,
    }))!;
    const next = await session(userId);
    const attempt = (code: string, now = NOW) =>
      verifySecondFactor(db, { userId, sessionId: next, code, now, authSecret: AUTH_SECRET });
    expect(await secondFactorState(db, userId, next)).toEqual({ factor: "confirmed", sessionVerified: false });
    // The set-up's code again: replayed.
    expect(await attempt(codeAt(secret, NOW))).toBeNull();
    // Expired, wrong, and a recovery code that is not one.
    expect(await attempt(codeAt(secret, NOW - 2 * STEP), NOW + 2 * STEP)).toBeNull();
    expect(await attempt("000000")).toBeNull();
    expect(await attempt("ABCDE-FGHJK")).toBeNull();
    expect(await secondFactorState(db, userId, next)).toEqual({ factor: "confirmed", sessionVerified: false });
    expect(await attempt(codeAt(secret, NOW + STEP), NOW + STEP)).toBe("totp");
    expect(await secondFactorState(db, userId, next)).toEqual({ factor: "confirmed", sessionVerified: true });
    // A recovery code, typed in lower case with a space, works once.
    const another = await session(userId);
    const recover = (code: string) =>
      verifySecondFactor(db, { userId, sessionId: another, code, now: NOW, authSecret: AUTH_SECRET });
    expect(await recover(` ${codes[3]!.toLowerCase().replace("-", " ")} `)).toBe("recovery");
    expect(await recoveryCodesLeft(db, userId)).toBe(9);
    expect(await recover(codes[3]!)).toBeNull();
    // Another account's codes are not this one's.
    const stranger = await account();
    expect(
      await verifySecondFactor(db, {
        userId: stranger,
        sessionId: await session(stranger),
        code: codes[4]!,
        now: NOW,
        authSecret: AUTH_SECRET,
      }),
    ).toBeNull();
    // A session ended takes its pass with it.
    await db.deleteFrom("session").where("id", "=", next).execute();
    expect(
      await db.selectFrom("session_second_factor").select("session_id").where("session_id", "=", next).execute(),
    ).toEqual([]);
  });
});
