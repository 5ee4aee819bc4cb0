import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/databases";
import type { Database } from "./db/schema";
import { describeDevice, endSessions, LAST_SEEN_EVERY_MS, listSessions, markSeen } from "./sessions.server";

describe("a session's device", () => {
  it("names the browser and its system as a person would", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome · Android");
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari · iOS");
    expect(describeDevice(null)).toBeNull();
    expect(describeDevice("")).toBeNull();
  });
});

describe.each(testDatabases())("an account's sessions on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));
  const NOW = Date.UTC(2026, 11, 7, 10, 0);

  async function account() {
    const id = `ss-${Math.random().toString(36).slice(2)}`;
    await sql`insert into "user" (id, name, email, "emailVerified") values (${id}, 'Ana', ${`${id}@example.ro`}, true)`.execute(
      db,
    );
    return id;
  }
  async function session(userId: string, seenMinutesAgo: number, expiresInHours = 24) {
    const id = `s-${Math.random().toString(36).slice(2)}`;
    await db
      .insertInto("session")
      .values({
        id,
        token: id,
        userId,
        expiresAt: new Date(NOW + expiresInHours * 3_600_000),
        createdAt: new Date(NOW - 86_400_000),
        updatedAt: new Date(NOW - seenMinutesAgo * 60_000),
        ipAddress: "192.0.2.1",
        userAgent: null,
      })
      .execute();
    return id;
  }

  it("lists the live ones, this one first, and ends another or all others, never this one nor another account's", async () => {
    const ana = await account();
    const here = await session(ana, 30);
    const phone = await session(ana, 1);
    const old = await session(ana, 60);
    await session(ana, 5, -1); // expired: not listed
    const stranger = await account();
    const theirs = await session(stranger, 1);

    expect((await listSessions(db, ana, here, NOW)).map((s) => [s.id, s.current])).toEqual([
      [here, true],
      [phone, false],
      [old, false],
    ]);
    expect(await endSessions(db, ana, here, here)).toBe(0);
    expect(await endSessions(db, ana, here, theirs)).toBe(0);
    expect(await endSessions(db, ana, here, phone)).toBe(1);
    expect((await listSessions(db, ana, here, NOW)).map((s) => s.id)).toEqual([here, old]);
    expect(await endSessions(db, ana, here, "others")).toBe(2);
    expect((await listSessions(db, ana, here, NOW)).map((s) => s.id)).toEqual([here]);
    expect((await listSessions(db, stranger, theirs, NOW)).map((s) => s.id)).toEqual([theirs]);
  });

  it("writes when a session was last seen at most every few minutes", async () => {
    const ana = await account();
    const id = await session(ana, 1);
    const seen = async () =>
      (await db.selectFrom("session").select("updatedAt").where("id", "=", id).executeTakeFirstOrThrow()).updatedAt;
    const before = await seen();
    await markSeen(db, id, new Date(before), NOW);
    expect(await seen()).toEqual(before);
    await markSeen(db, id, new Date(before), new Date(before).getTime() + LAST_SEEN_EVERY_MS);
    expect(new Date(await seen()).getTime()).toBe(new Date(before).getTime() + LAST_SEEN_EVERY_MS);
  });
});
