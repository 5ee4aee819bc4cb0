import type { Kysely, Transaction } from "kysely";
import { rowOf } from "~/lib/case";
import type { Database } from "~/server/db/schema";
import { recordKinds } from "~/domain/admin/record-kinds";
import { fieldChanges, recordEvent, type Actor, type RecordEntity } from "./events.server";
import { ActionRefused } from "../contracts";
import type { z } from "~/lib/zod";

/** Inserts a record into its kind's table from its fields (camelCase, as its schema names them) and notes `event` in its history; returns its id. */
export async function insertRecord(
  trx: Transaction<Database>,
  actor: Actor,
  entity: RecordEntity,
  fields: object,
  event: string,
  detail: Record<string, unknown> = {},
): Promise<string> {
  const { id } = await trx
    .insertInto(recordKinds[entity].table)
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the row is built from the entity schema's fields, whose columns are their snake_case names (app/entities/tables.ts)
    .values(rowOf(fields) as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordEvent(trx, actor, entity, id, event, detail);
  return id;
}

/** Whether a stored value and a posted one are the same (amounts come back from the database as numbers, days as text). */
const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the fields that differ from the stored record, refused as "unchanged" when none does, and
 * notes which fields changed, with their old and new values, in its history. Returns the changed fields' names.
 */
export async function updateRecord(
  trx: Transaction<Database>,
  actor: Actor,
  entity: RecordEntity,
  id: string,
  before: object,
  fields: object,
  event = "edited",
): Promise<string[]> {
  const stored = new Map(Object.entries(before));
  const changed = Object.entries(fields).filter(([field, value]) => !same(stored.get(field), value));
  if (changed.length === 0) throw new ActionRefused("unchanged");
  await trx
    .updateTable(recordKinds[entity].table)
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- as in insertRecord: schema fields, snake_case columns
    .set(rowOf(Object.fromEntries(changed)) as never)
    .where("id", "=", id)
    .execute();
  const names = changed.map(([field]) => field);
  await recordEvent(trx, actor, entity, id, event, { fields: names, changes: fieldChanges(before, changed) });
  return names;
}

/** Saves a record's details from its form, which `schema` reads. */
export type RecordEditor<I> = ((db: Kysely<Database>, actor: Actor, id: string, input: I) => Promise<void>) & {
  schema: z.ZodType<I>;
};

/**
 * A kind's "save its details" action, its form read by `schema`. In one transaction the record is
 * found and locked, `fields` checks the form against it (refusing with `ActionRefused`) and answers
 * what to store (the form as it is by default), the fields that changed are saved and noted, and
 * `then` does what follows.
 */
export function recordEditor<R extends object, I extends object>(
  entity: RecordEntity,
  find: (trx: Transaction<Database>, id: string, lock: true) => Promise<R>,
  schema: z.ZodType<I>,
  steps: {
    fields?: (trx: Transaction<Database>, input: I, before: R) => Promise<object> | object;
    then?: (trx: Transaction<Database>, id: string) => Promise<unknown>;
  } = {},
): RecordEditor<I> {
  const save = (db: Kysely<Database>, actor: Actor, id: string, input: I): Promise<void> =>
    db.transaction().execute(async (trx) => {
      const before = await find(trx, id, true);
      const fields = steps.fields ? await steps.fields(trx, input, before) : input;
      await updateRecord(trx, actor, entity, id, before, fields);
      await steps.then?.(trx, id);
    });
  return Object.assign(save, { schema });
}
