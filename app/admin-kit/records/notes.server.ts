import type { Kysely } from "kysely";
import { z } from "~/lib/zod";
import { writtenText } from "~/domain/admin/form-inputs";
import type { Database } from "~/server/db/schema";
import { intentHandler, type IntentHandler } from "./record-action.server";
import { recordEvent, type Actor, type RecordEntity } from "./events.server";
import type { Db } from "./find.server";

/** How a kind of record is found and locked while a note is written on it (its entity's `find`). */
export type LockingFind = (db: Db, id: string, lock: boolean) => Promise<unknown>;

/** A note on any live record, kept in its history; refused when the record does not exist. */
export async function addNote(
  db: Kysely<Database>,
  actor: Actor,
  entity: RecordEntity,
  find: LockingFind,
  id: string,
  text: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await find(trx, id, true);
    await recordEvent(trx, actor, entity, id, "note", { text });
  });
}

/** The note form's post on a record page. */
export const noteIntent = (entity: RecordEntity, find: LockingFind, id: string): IntentHandler =>
  intentHandler(z.object({ note: writtenText("noteRequired") }), ({ note }, { db, actor }) =>
    addNote(db, actor, entity, find, id, note),
  );
