import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { describeEvent, eventsOf, type RecordEntity } from "./events.server";
import type { HistoryEntry } from "./record-ui";

/** A record's events as its page shows them, in both languages, with the text of what was written (an e-mail's). */
export async function historyOf(db: Kysely<Database>, entity: RecordEntity, id: string): Promise<HistoryEntry[]> {
  const events = await eventsOf(db, entity, id);
  return events.map((event) => ({
    id: event.id,
    text: describeEvent(event),
    ...(typeof event.detail.body === "string" ? { body: event.detail.body } : {}),
    by: event.actorName,
    at: event.at,
  }));
}
