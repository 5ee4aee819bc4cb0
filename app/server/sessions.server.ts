import Bowser from "bowser";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema";

/** How often a session's "last seen" is written: a page a minute does not write a row a minute. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** A session as its owner sees it on the account page. */
export type SessionSummary = {
  id: string;
  /** "Firefox on Windows", from the browser's User-Agent; null when it sent none we can read. */
  device: string | null;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

/** A browser and its system, named as a person would ("Chrome on Android"). */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const parts = [browser.name, os.name].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}

/** The account's sessions that have not expired, the one in use first, then the last seen first. */
export async function listSessions(
  db: Kysely<Database>,
  userId: string,
  currentId: string,
  now: number,
): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom("session")
    .select(["id", "userAgent", "ipAddress", "createdAt", "updatedAt"])
    .where("userId", "=", userId)
    .where("expiresAt", ">", new Date(now))
    .orderBy("updatedAt", "desc")
    .orderBy("id")
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      address: row.ipAddress,
      createdAt: new Date(row.createdAt).toISOString(),
      lastSeenAt: new Date(row.updatedAt).toISOString(),
      current: row.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the account's other sessions (`which` an id), or all of them ("others"); the one in
 * use is ended by signing out. Returns how many ended.
 */
export async function endSessions(
  db: Kysely<Database>,
  userId: string,
  currentId: string,
  which: string,
): Promise<number> {
  let query = db.deleteFrom("session").where("userId", "=", userId).where("id", "!=", currentId);
  if (which !== "others") query = query.where("id", "=", which);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Marks a session seen now, when it was last marked long enough ago. */
export async function markSeen(db: Kysely<Database>, sessionId: string, lastSeen: Date, now: number): Promise<void> {
  if (now - lastSeen.getTime() < LAST_SEEN_EVERY_MS) return;
  await db
    .updateTable("session")
    .set({ updatedAt: new Date(now) })
    .where("id", "=", sessionId)
    .execute();
}
