import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { recordEvent, type Actor, type RecordEntity } from "./events.server";
import {
  findAffiliate,
  findCampaign,
  findContact,
  findInvoice,
  findOpportunity,
  findSocialPost,
  type Db,
} from "./find.server";

/** How each kind of record that takes notes is found (and locked while the note is written). */
const finders: Partial<Record<RecordEntity, (db: Db, id: string, lock: boolean) => Promise<unknown>>> = {
  opportunity: findOpportunity,
  invoice: findInvoice,
  contact: findContact,
  affiliate: findAffiliate,
  campaign: findCampaign,
  socialPost: findSocialPost,
};

/** A note on any live record, kept in its history. */
export async function addNote(
  db: Kysely<Database>,
  actor: Actor,
  entity: "opportunity" | "invoice" | "contact" | "affiliate" | "campaign" | "socialPost",
  id: string,
  text: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await finders[entity]?.(trx, id, true);
    await recordEvent(trx, actor, entity, id, "note", { text });
  });
}
