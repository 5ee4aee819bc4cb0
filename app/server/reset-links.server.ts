import { sql, type Kysely } from "kysely";
import type { Database } from "./db/schema";

/**
 * better-auth keeps each mailed reset link as a row of its `verification` table, named
 * `reset-password:<token>` with the account's id as its value. Only the newest link of an account
 * works: issuing one revokes the older ones, and using one revokes them all.
 */
const PREFIX = "reset-password:";

/** Revokes every reset link of the account `userId` but the one whose token is `keep`. */
export async function revokeResetLinks(db: Kysely<Database>, userId: string, keep?: string): Promise<void> {
  await sql`delete from "verification"
    where "value" = ${userId}
      and "identifier" like ${`${PREFIX}%`}
      and "identifier" <> ${keep ? `${PREFIX}${keep}` : ""}`.execute(db);
}

/** The e-mail address of the account a reset link belongs to, while the link works. */
export async function resetLinkOwner(db: Kysely<Database>, token: string, now = new Date()): Promise<string | null> {
  const { rows } = await sql<{ email: string }>`select u."email" from "verification" v
    join "user" u on u."id" = v."value"
    where v."identifier" = ${`${PREFIX}${token}`} and v."expiresAt" > ${now}`.execute(db);
  return rows[0]?.email ?? null;
}
