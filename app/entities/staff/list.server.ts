import { sql, type Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { readRecord } from "~/admin-kit/lists/query.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { staffSchema, type Staff } from "./schema";

/**
 * The staff of the data set being read, by name: the `staff` view of the active administrators
 * (migration 0033) in Live Mode, Demo Mode's sample team in its schema (its table comes first on
 * Demo Mode's search path, see features/admin/data.server.ts).
 */
export async function listStaff(db: Kysely<Database>): Promise<Staff[]> {
  const { rows } = await sql<unknown>`select id, name, email from staff order by name, id`.execute(db);
  return rows.map((row) => readRecord("staff", staffSchema, row));
}

/** One active member of staff by account id, or null (someone no longer an administrator, or no such account). */
export async function findStaff(db: Kysely<Database>, id: string): Promise<Staff | null> {
  const { rows } = await sql<unknown>`select id, name, email from staff where id = ${id}`.execute(db);
  return rows[0] ? readRecord("staff", staffSchema, rows[0]) : null;
}

/**
 * The owner a form names must be an active administrator (the one a record already has may stay,
 * as it is), or the form's "Assigned to" says so.
 */
export async function checkOwner(
  db: Kysely<Database>,
  id: string | null,
  current: string | null = null,
): Promise<void> {
  if (!id || id === current) return;
  if (!(await findStaff(db, id))) throw new ActionRefused("staffUnknown", 409, "assignedTo");
}
