import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/databases";
import type { Database } from "~/server/db/schema";
import { MAX_PASSKEYS } from "~/domain/account/passkeys";
import {
  authenticationOptions,
  parseAuthentication,
  parseRegistration,
  PASSKEY_CHALLENGE_SECONDS,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removePasskey,
  verifyPasskey,
} from "./passkeys.server";

const NOW = Date.UTC(2026, 11, 7, 9, 0);

describe("passkeys' relying party and answers", () => {
  it("is the site's host name and origin, from SITE_URL", () => {
    expect(relyingParty("https://www.example.ro/ro")).toEqual({
      id: "www.example.ro",
      origin: "https://www.example.ro",
      name: "Autoparc Systems",
    });
  });

  it("takes a browser's answer only as JSON of a public-key credential", () => {
    const answer = { id: "abc", rawId: "abc", type: "public-key", response: { clientDataJSON: "x" } };
    expect(parseAuthentication(JSON.stringify(answer))).toMatchObject({ id: "abc" });
    expect(parseRegistration(JSON.stringify(answer))).toMatchObject({ id: "abc" });
    for (const bad of ["", "{", "null", JSON.stringify({ ...answer, type: "password" }), 42, null])
      expect(parseAuthentication(bad), String(bad)).toBeNull();
    expect(parseAuthentication(JSON.stringify({ ...answer, id: "a".repeat(5_000) }))).toBeNull();
  });
});

describe.each(testDatabases())("passkeys on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));
  const rp = relyingParty("http://localhost:3000");

  async function admin() {
    const id = `pk-${Math.random().toString(36).slice(2)}`;
    await sql`insert into "user" (id, name, email, "emailVerified") values (${id}, ${id}, ${`${id}@example.ro`}, true)`.execute(
      db,
    );
    await db
      .insertInto("session")
      .values({
        id: `s-${id}`,
        token: `t-${id}`,
        userId: id,
        expiresAt: new Date(NOW + 86_400_000),
        updatedAt: new Date(NOW),
      })
      .execute();
    return { userId: id, sessionId: `s-${id}`, email: `${id}@example.ro`, name: id, now: NOW, rp };
  }
  const answer = { id: "abc", rawId: "abc", type: "public-key", response: { clientDataJSON: "x" } } as const;

  it("gives a challenge that works once, for its purpose, within its time, in its session", async () => {
    const who = await admin();
    const options = await registrationOptions(db, who);
    expect(options?.rp).toEqual({ id: "localhost", name: "Autoparc Systems" });
    // A signature-less answer is refused, and takes the challenge with it.
    expect(await registerPasskey(db, { ...who, name: "x", response: parseRegistration(JSON.stringify(answer))! })).toBe(
      false,
    );
    expect(
      await db.selectFrom("passkey_challenges").selectAll().where("session_id", "=", who.sessionId).execute(),
    ).toEqual([]);
    // Too late: the challenge is past its time.
    await registrationOptions(db, who);
    const late = { ...who, now: NOW + (PASSKEY_CHALLENGE_SECONDS + 1) * 1000 };
    expect(
      await registerPasskey(db, { ...late, name: "x", response: parseRegistration(JSON.stringify(answer))! }),
    ).toBe(false);
    // Without a passkey there is nothing to sign in with; a registration's challenge is not a sign-in's.
    expect(await authenticationOptions(db, who)).toBeNull();
    await registrationOptions(db, who);
    expect(await verifyPasskey(db, { ...who, response: parseAuthentication(JSON.stringify(answer))! })).toBe(false);
  });

  it("signs in only with the administrator's own passkeys, keeps at most MAX_PASSKEYS, removes only one's own", async () => {
    const who = await admin();
    const stranger = await admin();
    await db
      .insertInto("admin_passkeys")
      .values({ id: "theirs", user_id: stranger.userId, public_key: "AA", name: "Theirs" })
      .execute();
    await db
      .insertInto("admin_passkeys")
      .values(
        Array.from({ length: MAX_PASSKEYS }, (_, i) => ({
          id: `${who.userId}-${i}`,
          user_id: who.userId,
          public_key: "AA",
          name: `Key ${i}`,
        })),
      )
      .execute();
    expect(await registrationOptions(db, who)).toBeNull();
    const options = await authenticationOptions(db, who);
    expect(options?.allowCredentials?.map((c) => c.id)).not.toContain("theirs");
    expect(options?.allowCredentials).toHaveLength(MAX_PASSKEYS);
    const foreign = parseAuthentication(JSON.stringify({ ...answer, id: "theirs", rawId: "theirs" }))!;
    expect(await verifyPasskey(db, { ...who, response: foreign })).toBe(false);
    expect(
      await db.selectFrom("session_second_factor").selectAll().where("session_id", "=", who.sessionId).execute(),
    ).toEqual([]);
    expect(await removePasskey(db, who.userId, "theirs")).toBe(false);
    expect(await removePasskey(db, who.userId, `${who.userId}-0`)).toBe(true);
    expect(await registrationOptions(db, who)).not.toBeNull();
  });
});
