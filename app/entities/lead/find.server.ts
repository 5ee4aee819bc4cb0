import { sql } from "kysely";
import { z } from "~/lib/zod";
import { type Db, configurationOf, findOne } from "~/admin-kit/records/find.server";
import { leadSchema, type Lead } from "./schema";

/** Reading one lead from the database, as its record page and actions do. */
export type LiveLead = Lead & {
  convertedAt: string | null;
  contactId: string | null;
  opportunityId: string | null;
  quoteRequestId: number | null;
  invalidFields?: string[];
};

const leadExtras = sql`, to_char(converted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "convertedAt", contact_id as "contactId", opportunity_id as "opportunityId", quote_request_id as "quoteRequestId"`;
/** A lead with what only the database knows: its conversion and the quote request it came from. */
const liveLeadSchema = leadSchema.extend({
  convertedAt: z.string().nullable(),
  contactId: z.string().nullable(),
  opportunityId: z.string().nullable(),
  quoteRequestId: z.number().int().nullable(),
});

export const findLead = (db: Db, id: string, lock = false) =>
  findOne(db, "leads", liveLeadSchema, id, lock, leadExtras);

/** A lead with the parking-selector configuration its quote request came with. */
export async function findLeadWithConfiguration(db: Db, id: string) {
  const lead = await findLead(db, id);
  return { ...lead, configuration: await configurationOf(db, lead.quoteRequestId) };
}
