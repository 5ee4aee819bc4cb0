import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { Secret, TOTP } from "otpauth";
import type { Database } from "./db/schema";

/**
 * An administrator's second factor: a time-based one-time password (TOTP, RFC 6238: six digits,
 * 30-second steps, HMAC-SHA1, which is what every authenticator app reads from an otpauth://
 * link) and ten recovery codes. A code is accepted for the step before, the current step and
 * the step after (a phone's clock a little off), and only for a step newer than the last one
 * accepted, so a code overheard or replayed does not work twice. A recovery code works once and
 * is kept only as its digest.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes' letters: no 0/O, 1/I/L to misread. */
const RECOVERY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const ISSUER = "Autoparc Systems";

/** The key that encrypts the stored secrets, derived from the auth secret (so one secret to keep). */
function sealingKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "autoparc-second-factor", "totp-secret", 32));
}

/** A secret as stored: AES-256-GCM under the sealing key, as iv.tag.ciphertext in base64url. */
export function sealSecret(secret: string, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(authSecret), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

export function openSecret(sealed: string, authSecret: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) throw new Error("a stored second-factor secret is malformed");
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(authSecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}

function totp(secret: string, account = ""): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (160 bits, as RFC 4226 recommends), in base32 as apps take it typed in. */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// link an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, account: string): string => totp(secret, account).toString();

/** The code an app shows at `now` (tests and the set-up's own check use it). */
export const codeAt = (secret: string, now: number): string => totp(secret).generate({ timestamp: now });

/** The 30-second step `now` falls in. */
export const stepAt = (now: number): number => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/** The step a code is good for at `now`, newer than `lastStep`; null for a wrong, expired or used code. */
export function acceptedStep(secret: string, code: string, now: number, lastStep: number): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = stepAt(now) + delta;
  return step > lastStep ? step : null;
}

/** A code as typed, without the spaces and dashes a person adds, in capitals. */
export const normalizeCode = (code: string): string => code.replace(/[\s-]/g, "").toUpperCase();

const digest = (code: string) => createHash("sha256").update(normalizeCode(code)).digest("hex");

/** Ten codes like "K7PQM-3XWRT" (50 bits each: guessing one is out of reach within any rate limit). */
export function newRecoveryCodes(): string[] {
  const letter = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]!;
  const group = () => Array.from({ length: 5 }, letter).join("");
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** Where an administrator stands: no factor, one being set up, or one confirmed; and whether this session passed. */
export type SecondFactorState = { factor: "none" | "pending" | "confirmed"; sessionVerified: boolean };

export async function secondFactorState(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
): Promise<SecondFactorState> {
  const row = await db
    .selectFrom("admin_second_factors")
    .select("confirmed_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const verified = await db
    .selectFrom("session_second_factor")
    .select("session_id")
    .where("session_id", "=", sessionId)
    .executeTakeFirst();
  return {
    factor: !row ? "none" : row.confirmed_at ? "confirmed" : "pending",
    sessionVerified: verified !== undefined,
  };
}

/**
 * The secret being set up, made on first asking: the same one on every visit to the set-up until
 * a code confirms it, so the QR code scanned stays the right one. Null once a factor is confirmed.
 */
export async function pendingSecret(db: Kysely<Database>, userId: string, authSecret: string): Promise<string | null> {
  await db
    .insertInto("admin_second_factors")
    .values({ user_id: userId, secret: sealSecret(newSecret(), authSecret) })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const row = await db
    .selectFrom("admin_second_factors")
    .select(["secret", "confirmed_at"])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.confirmed_at ? null : openSecret(row.secret, authSecret);
}

/** Marks a session as past the code step. */
export async function passSession(
  db: Kysely<Database>,
  sessionId: string,
  method: "totp" | "recovery" | "setup" | "passkey",
) {
  await db
    .insertInto("session_second_factor")
    .values({ session_id: sessionId, method })
    .onConflict((oc) => oc.column("session_id").doUpdateSet({ method, verified_at: sql`now()` }))
    .execute();
}

type CodeAttempt = { userId: string; sessionId: string; code: string; now: number; authSecret: string };

/**
 * Confirms the factor being set up with a first code from the app: the factor is on, this
 * session has passed, and the recovery codes are made (returned here, the only time they are
 * seen). Null when the code is wrong or no factor is being set up.
 */
export async function confirmSetup(db: Kysely<Database>, attempt: CodeAttempt): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("admin_second_factors")
      .select(["secret", "confirmed_at"])
      .where("user_id", "=", attempt.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.confirmed_at) return null;
    const step = acceptedStep(openSecret(row.secret, attempt.authSecret), normalizeCode(attempt.code), attempt.now, 0);
    if (step === null) return null;
    await trx
      .updateTable("admin_second_factors")
      .set({ confirmed_at: new Date(attempt.now), last_step: step })
      .where("user_id", "=", attempt.userId)
      .execute();
    const codes = newRecoveryCodes();
    await trx.deleteFrom("admin_recovery_codes").where("user_id", "=", attempt.userId).execute();
    await trx
      .insertInto("admin_recovery_codes")
      .values(codes.map((code) => ({ user_id: attempt.userId, code_hash: digest(code), used_at: null })))
      .execute();
    await passSession(trx, attempt.sessionId, "setup");
    return codes;
  });
}

/**
 * The code step of a sign-in: a code from the app (six digits, for a step not used before) or an
 * unused recovery code, which is then spent. Returns how the session passed, or null.
 */
export async function verifySecondFactor(
  db: Kysely<Database>,
  attempt: CodeAttempt,
): Promise<"totp" | "recovery" | null> {
  const code = normalizeCode(attempt.code);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("admin_second_factors")
      .select(["secret", "confirmed_at", "last_step"])
      .where("user_id", "=", attempt.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row?.confirmed_at) return null;
    if (code.length === TOTP_DIGITS && /^\d+$/.test(code)) {
      const step = acceptedStep(openSecret(row.secret, attempt.authSecret), code, attempt.now, Number(row.last_step));
      if (step === null) return null;
      await trx
        .updateTable("admin_second_factors")
        .set({ last_step: step })
        .where("user_id", "=", attempt.userId)
        .execute();
      await passSession(trx, attempt.sessionId, "totp");
      return "totp";
    }
    const spent = await trx
      .updateTable("admin_recovery_codes")
      .set({ used_at: new Date(attempt.now) })
      .where("user_id", "=", attempt.userId)
      .where("code_hash", "=", digest(code))
      .where("used_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!spent) return null;
    await passSession(trx, attempt.sessionId, "recovery");
    return "recovery";
  });
}

/** How many recovery codes are left unused. */
export async function recoveryCodesLeft(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("admin_recovery_codes")
    .select(sql<number>`count(*)::int`.as("left"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return row.left;
}
