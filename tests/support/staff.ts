import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";

/** An administrator's account (user, profile, admin row), as the staff a record may be assigned to. */
export async function addStaff(
  db: Kysely<Database>,
  {
    id,
    name,
    email = `${id}@example.ro`,
    active = true,
  }: { id: string; name: string; email?: string; active?: boolean },
): Promise<string> {
  const now = new Date();
  await db
    .insertInto("user")
    .values({ id, name, email, emailVerified: true, image: null, createdAt: now, updatedAt: now })
    .execute();
  await db.insertInto("profiles").values({ user_id: id, full_name: name }).execute();
  await db
    .insertInto("admin_profiles")
    .values({ user_id: id, is_active: active, role: "admin", permissions: "{}" })
    .execute();
  return id;
}
