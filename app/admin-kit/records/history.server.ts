import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { describeEvent, eventsOf, type RecordEntity } from "./events.server";
import type { HistoryEntry } from "./record-ui";

/** A record's events as its page shows them, in both languages. */
export async function historyOf(db: Kysely<Database>, entity: RecordEntity, id: string): Promise<HistoryEntry[]> {
  const events = await eventsOf(db, entity, id);
  return events.map((event) => ({ id: event.id, text: describeEvent(event), by: event.actorName, at: event.at }));
}
