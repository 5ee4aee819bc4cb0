import type { Kysely } from "kysely";
import { z } from "~/lib/zod";
import { writtenText } from "~/domain/admin/form-inputs";
import { intentHandler, type IntentHandler } from "~/admin-kit/records/record-action.server";
import type { Database } from "~/server/db/schema";
import { recordEvent, type Actor, type RecordEntity } from "~/admin-kit/records/events.server";
import { type Db } from "~/admin-kit/records/find.server";
import { findAffiliate } from "~/entities/affiliate/find.server";
import { findCampaign } from "~/entities/campaign/find.server";
import { findContact } from "~/entities/contact/find.server";
import { findInstallation } from "~/entities/installation/find.server";
import { findInvoice } from "~/entities/invoice/find.server";
import { findOpportunity } from "~/entities/opportunity/find.server";
import { findSocialPost } from "~/entities/social-post/find.server";

/** How each kind of record that takes notes is found (and locked while the note is written). */
const finders = {
  opportunity: findOpportunity,
  invoice: findInvoice,
  contact: findContact,
  affiliate: findAffiliate,
  installation: findInstallation,
  campaign: findCampaign,
  socialPost: findSocialPost,
} satisfies Partial<Record<RecordEntity, (db: Db, id: string, lock: boolean) => Promise<unknown>>>;

/** The kinds of record that take notes. */
type NotedEntity = keyof typeof finders;

/** A note on any live record, kept in its history. */
export async function addNote(
  db: Kysely<Database>,
  actor: Actor,
  entity: NotedEntity,
  id: string,
  text: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await finders[entity]?.(trx, id, true);
    await recordEvent(trx, actor, entity, id, "note", { text });
  });
}

/** The note form's post on a record page. */
export const noteIntent = (entity: NotedEntity, id: string): IntentHandler =>
  intentHandler(z.object({ note: writtenText("noteRequired") }), ({ note }, { db, actor }) =>
    addNote(db, actor, entity, id, note),
  );
