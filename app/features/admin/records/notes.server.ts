import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { recordEvent, type Actor } from "./events.server";
import { findContact, findInvoice, findOpportunity } from "./find.server";

/** A note on any live record, kept in its history. */
export async function addNote(
  db: Kysely<Database>,
  actor: Actor,
  entity: "opportunity" | "invoice" | "contact",
  id: string,
  text: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (entity === "opportunity") await findOpportunity(trx, id, true);
    else if (entity === "invoice") await findInvoice(trx, id, true);
    else await findContact(trx, id, true);
    await recordEvent(trx, actor, entity, id, "note", { text });
  });
}
