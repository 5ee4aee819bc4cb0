import { sql } from "kysely";
import { z } from "~/lib/zod";
import { type Db, configurationOf, findOne } from "~/admin-kit/records/find.server";
import type { Flagged } from "~/admin-kit/lists/query.server";
import { opportunitySchema, type Opportunity } from "./schema";

/** Reading one opportunity from the database, as its record page and actions do. */
const opportunityExtras = sql`, contact_id as "contactId", affiliate_code as "affiliateCode"`;
/** An opportunity with what only the database knows: the contact it was opened for, the affiliate who brought it. */
const liveOpportunitySchema = opportunitySchema.safeExtend({
  contactId: z.string().nullable(),
  affiliateCode: z.string().nullable(),
});
export type LiveOpportunity = Flagged<Opportunity & { contactId: string | null; affiliateCode: string | null }>;
export const findOpportunity = (db: Db, id: string, lock = false): Promise<LiveOpportunity> =>
  findOne(db, "opportunities", liveOpportunitySchema, id, lock, opportunityExtras);
/** An opportunity with the parking-selector configuration of the quote request its lead came from. */
export async function findOpportunityWithConfiguration(db: Db, id: string) {
  const opportunity = await findOpportunity(db, id);
  const lead = opportunity.leadId
    ? await db.selectFrom("leads").select("quote_request_id").where("id", "=", opportunity.leadId).executeTakeFirst()
    : undefined;
  return { ...opportunity, configuration: await configurationOf(db, lead?.quote_request_id ?? null) };
}
