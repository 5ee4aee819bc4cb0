import { sql, type Kysely, type Transaction } from "kysely";
import { officeDay } from "~/domain/admin/dates";
import type { Database, RecordTables } from "~/server/db/schema";
import { describeConfiguration } from "~/domain/parking-selector/configuration.server";
import { readRecord, recordColumns, type Flagged, type RecordSchema } from "../lists/query.server";
import { ActionRefused } from "../contracts";

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * The record of `table` with this id, read through its schema: a row that no longer fits is flagged,
 * not lost. `lock` holds the row for the transaction; `extra` selects what only the database knows.
 */
export async function findOne<T>(
  db: Db,
  table: Exclude<keyof RecordTables, "record_events" | "invoice_numbers">,
  schema: RecordSchema<T>,
  id: string,
  lock: boolean,
  extra = sql``,
): Promise<Flagged<T>> {
  const { rows } = await sql<
    Record<string, unknown>
  >`select ${recordColumns(schema)} ${extra} from ${sql.table(table)} where id = ${id} ${lock ? sql`for update` : sql``}`.execute(
    db,
  );
  if (!rows[0]) throw new ActionRefused("notFound", 404);
  return readRecord(table, schema, rows[0]);
}

/** The parking-selector configuration a quote request came with, described in both languages; null without one. */
export async function configurationOf(db: Db, quoteRequestId: number | null) {
  const request =
    quoteRequestId === null
      ? undefined
      : await db
          .selectFrom("quote_requests")
          .select("configuration")
          .where("id", "=", quoteRequestId)
          .executeTakeFirst();
  const en = describeConfiguration(request?.configuration, "en");
  const ro = describeConfiguration(request?.configuration, "ro");
  return en && ro ? { en, ro } : null;
}

/** Today, as the office's calendar day (Bucharest): what every change stamps on its record. */
export const today = () => officeDay(new Date());
