import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Kysely } from "kysely";
import { z } from "~/lib/zod";
import { MAX_PASSKEYS, PASSKEY_NAME_LENGTH } from "~/domain/account/passkeys";
import type { Database } from "~/server/db/schema";
import { log } from "~/server/log.server";
import { passSession } from "~/server/second-factor.server";

/**
 * Passkeys (WebAuthn) as a second kind of second factor: an administrator who has set up the
 * authenticator app's code adds passkeys, and the code step then also takes one of them. The
 * checks (challenge, origin, relying party, signature, counter) are @simplewebauthn/server's.
 */

/** How long a challenge given to a session may be answered. */
export const PASSKEY_CHALLENGE_SECONDS = 300;

/**
 * The relying party is the site itself, from SITE_URL: its host name is the RP ID that passkeys
 * are bound to, and its origin the only one a response may come from. A browser refuses an IP
 * address as RP ID, so passkeys need the site to be reached by a name (localhost on a laptop).
 */
export function relyingParty(siteUrl: string) {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: "Autoparc Systems" };
}
export type RelyingParty = ReturnType<typeof relyingParty>;

/** A browser's answer, as @simplewebauthn/browser posts it; the library checks the rest. */
const credentialResponse = z
  .string()
  .max(20_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "not JSON" });
      return z.NEVER;
    }
  })
  .pipe(
    z.looseObject({
      id: z.string().min(1).max(1_400),
      rawId: z.string().min(1).max(1_400),
      type: z.literal("public-key"),
      response: z.looseObject({ clientDataJSON: z.string().max(10_000) }),
    }),
  );

export const parseRegistration = (text: unknown): RegistrationResponseJSON | null => {
  const parsed = credentialResponse.safeParse(text);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the shape's remaining fields are checked by verifyRegistrationResponse
  return parsed.success ? (parsed.data as unknown as RegistrationResponseJSON) : null;
};
export const parseAuthentication = (text: unknown): AuthenticationResponseJSON | null => {
  const parsed = credentialResponse.safeParse(text);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the shape's remaining fields are checked by verifyAuthenticationResponse
  return parsed.success ? (parsed.data as unknown as AuthenticationResponseJSON) : null;
};

export const passkeyName = z.string().trim().min(1).max(PASSKEY_NAME_LENGTH);

const TRANSPORTS: readonly AuthenticatorTransportFuture[] = [
  "ble",
  "cable",
  "hybrid",
  "internal",
  "nfc",
  "smart-card",
  "usb",
];
const transportsOf = (text: string): AuthenticatorTransportFuture[] =>
  TRANSPORTS.filter((transport) => text.split(",").includes(transport));

/** An administrator's passkeys, newest first. */
export async function listPasskeys(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom("admin_passkeys")
    .select(["id", "name", "transports", "created_at as createdAt", "last_used_at as lastUsedAt"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    transports: row.transports,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
  }));
}

async function keepChallenge(
  db: Kysely<Database>,
  sessionId: string,
  purpose: "register" | "verify",
  challenge: string,
  now: number,
) {
  await db
    .insertInto("passkey_challenges")
    .values({ session_id: sessionId, purpose, challenge, created_at: new Date(now) })
    .onConflict((oc) => oc.column("session_id").doUpdateSet({ purpose, challenge, created_at: new Date(now) }))
    .execute();
}

/** The session's challenge for `purpose`, deleted as it is read: each works once, within its time. */
async function takeChallenge(
  db: Kysely<Database>,
  sessionId: string,
  purpose: "register" | "verify",
  now: number,
): Promise<string | null> {
  const row = await db
    .deleteFrom("passkey_challenges")
    .where("session_id", "=", sessionId)
    .returning(["purpose", "challenge", "created_at"])
    .executeTakeFirst();
  if (!row || row.purpose !== purpose) return null;
  if (now - new Date(row.created_at).getTime() > PASSKEY_CHALLENGE_SECONDS * 1000) return null;
  return row.challenge;
}

type Who = { userId: string; sessionId: string; now: number; rp: RelyingParty };

/** What the browser needs to make a passkey; null once the administrator has MAX_PASSKEYS. */
export async function registrationOptions(
  db: Kysely<Database>,
  who: Who & { email: string; name: string },
): Promise<PublicKeyCredentialCreationOptionsJSON | null> {
  const existing = await listPasskeys(db, who.userId);
  if (existing.length >= MAX_PASSKEYS) return null;
  const options = await generateRegistrationOptions({
    rpName: who.rp.name,
    rpID: who.rp.id,
    userName: who.email,
    userDisplayName: who.name,
    userID: new TextEncoder().encode(who.userId),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await keepChallenge(db, who.sessionId, "register", options.challenge, who.now);
  return options;
}

/** Keeps the passkey the browser made for the challenge given; false when it does not verify. */
export async function registerPasskey(
  db: Kysely<Database>,
  who: Who & { response: RegistrationResponseJSON; name: string },
): Promise<boolean> {
  const challenge = await takeChallenge(db, who.sessionId, "register", who.now);
  if (!challenge) return false;
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: who.response,
      expectedChallenge: challenge,
      expectedOrigin: who.rp.origin,
      expectedRPID: who.rp.id,
      requireUserVerification: false,
    });
  } catch (error) {
    log.warn({ admin: who.userId, reason: String(error) }, "passkey registration refused");
    return false;
  }
  if (!verification.verified) return false;
  const { credential } = verification.registrationInfo;
  const added = await db
    .insertInto("admin_passkeys")
    .values({
      id: credential.id,
      user_id: who.userId,
      public_key: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(","),
      name: who.name,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return added !== undefined;
}

/** What the browser needs to sign in with one of the administrator's passkeys; null without any. */
export async function authenticationOptions(
  db: Kysely<Database>,
  who: Who,
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const keys = await listPasskeys(db, who.userId);
  if (!keys.length) return null;
  const options = await generateAuthenticationOptions({
    rpID: who.rp.id,
    allowCredentials: keys.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
    userVerification: "preferred",
  });
  await keepChallenge(db, who.sessionId, "verify", options.challenge, who.now);
  return options;
}

/**
 * The code step passed with a passkey: the response must answer this session's challenge, come
 * from the site's origin, be signed by one of this administrator's passkeys, and carry a counter
 * above the last one seen (when the authenticator counts). Passes the session on success.
 */
export async function verifyPasskey(
  db: Kysely<Database>,
  who: Who & { response: AuthenticationResponseJSON },
): Promise<boolean> {
  const challenge = await takeChallenge(db, who.sessionId, "verify", who.now);
  if (!challenge) return false;
  const key = await db
    .selectFrom("admin_passkeys")
    .select(["id", "public_key", "counter", "transports"])
    .where("id", "=", who.response.id)
    .where("user_id", "=", who.userId)
    .executeTakeFirst();
  if (!key) return false;
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: who.response,
      expectedChallenge: challenge,
      expectedOrigin: who.rp.origin,
      expectedRPID: who.rp.id,
      credential: {
        id: key.id,
        publicKey: isoBase64URL.toBuffer(key.public_key),
        counter: Number(key.counter),
        transports: transportsOf(key.transports),
      },
      requireUserVerification: false,
    });
  } catch (error) {
    log.warn({ admin: who.userId, reason: String(error) }, "passkey sign-in refused");
    return false;
  }
  if (!verification.verified) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admin_passkeys")
      .set({ counter: verification.authenticationInfo.newCounter, last_used_at: new Date(who.now) })
      .where("id", "=", key.id)
      .execute();
    await passSession(trx, who.sessionId, "passkey");
  });
  return true;
}

/** Removes one of the administrator's passkeys; false when it is not theirs (or already gone). */
export async function removePasskey(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("admin_passkeys")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
