import { sql, type Kysely } from "kysely";
import { getDb } from "~/server/db/db.server";
import type { Database } from "~/server/db/schema";
import { markOverdueInvoices } from "~/entities/invoice/actions.server";
import { notifyDueTasks } from "~/entities/task/actions.server";
import { refreshDemoData } from "./demo/demo-data.server";
import type { AdminMode } from "~/admin-kit/preference-cookies";

/** The demo schema of each open database, built once per process (and rebuilt only when stale). */
const demoSchemas = new WeakMap<Kysely<Database>, Promise<string>>();

function demoSchemaOf(db: Kysely<Database>): Promise<string> {
  let schema = demoSchemas.get(db);
  if (!schema) {
    schema = refreshDemoData(db);
    schema.catch(() => demoSchemas.delete(db));
    demoSchemas.set(db, schema);
  }
  return schema;
}

/**
 * Runs an admin screen's reads against the data set of its mode. Live Mode reads the live tables,
 * after marking overdue the invoices whose due date passed unpaid (so no screen shows one as Sent)
 * and telling the owners' bells of the tasks that fell due.
 * Demo Mode runs the very same queries in a read-only transaction whose search path puts the demo
 * schema first: the unqualified table names find the sample records, and nothing can write to them.
 */
export async function readAdminData<T>(
  mode: AdminMode,
  read: (db: Kysely<Database>) => Promise<T>,
  db?: Kysely<Database>,
): Promise<T> {
  const database = db ?? (await getDb());
  if (mode === "live") {
    await markOverdueInvoices(database);
    await notifyDueTasks(database);
    return read(database);
  }
  const schema = await demoSchemaOf(database);
  return database.transaction().execute(async (trx) => {
    await sql`set transaction read only`.execute(trx);
    await sql`select set_config('search_path', ${`${quoteIdent(schema)}, `} || current_setting('search_path'), true)`.execute(
      trx,
    );
    return read(trx);
  });
}

/** A schema name as a search path entry (they are plain lower-case names; quoting keeps any other safe). */
function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
