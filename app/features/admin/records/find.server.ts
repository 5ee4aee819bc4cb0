import { sql, type Kysely, type Transaction } from "kysely";
import { z } from "~/lib/zod";
import { toDay } from "~/domain/admin/dates";
import { affiliateSchema, type Affiliate } from "~/entities/affiliate/schema";
import { campaignSchema, type Campaign } from "~/entities/campaign/schema";
import { commissionSchema, type Commission } from "~/entities/commission/schema";
import { contactSchema, type Contact } from "~/entities/contact/schema";
import { socialPostSchema, type SocialPost } from "~/entities/social-post/schema";
import { invoiceSchema, type Invoice } from "~/entities/invoice/schema";
import { leadSchema, type Lead } from "~/entities/lead/schema";
import { opportunitySchema, type Opportunity } from "~/entities/opportunity/schema";
import type { Database } from "~/server/db/schema";
import { describeConfiguration } from "~/server/enquiries/configuration.server";
import { readRecord, recordColumns, type Flagged, type RecordSchema } from "../lists/query.server";

export type Db = Kysely<Database> | Transaction<Database>;

/** Why a change was refused: a key of `actions.errors`, and the HTTP status that goes with it. */
export class ActionRefused extends Error {
  constructor(
    readonly key:
      | "notFound"
      | "converted"
      | "unchanged"
      | "sameStage"
      | "closedStage"
      | "notClosed"
      | "notPayable"
      | "notSendable"
      | "notCancellable"
      | "emailTaken"
      | "demoMode"
      | "linesFixed"
      | "notPending"
      | "commissionPaid"
      | "hasCommissions"
      | "alreadyPublished"
      | "notPublished"
      | "published"
      | "contactNotFound"
      | "affiliateUnknown"
      | "codeTaken"
      | "overBudget",
    readonly status: 404 | 409 = 409,
    /** The input the refusal is about, when it is one input's (the message shows beside it). */
    readonly field = "form",
  ) {
    super(key);
  }
}

export type LiveLead = Lead & {
  convertedAt: string | null;
  contactId: string | null;
  opportunityId: string | null;
  quoteRequestId: number | null;
  invalidFields?: string[];
};

async function one<T>(
  db: Db,
  table:
    "leads" | "opportunities" | "invoices" | "contacts" | "affiliates" | "commissions" | "campaigns" | "social_posts",
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

const leadExtras = sql`, to_char(converted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "convertedAt", contact_id as "contactId", opportunity_id as "opportunityId", quote_request_id as "quoteRequestId"`;
/** A lead with what only the database knows: its conversion and the quote request it came from. */
const liveLeadSchema = leadSchema.extend({
  convertedAt: z.string().nullable(),
  contactId: z.string().nullable(),
  opportunityId: z.string().nullable(),
  quoteRequestId: z.number().int().nullable(),
});

export const findLead = (db: Db, id: string, lock = false) => one(db, "leads", liveLeadSchema, id, lock, leadExtras);

/** The parking-selector configuration a quote request came with, described in both languages; null without one. */
async function configurationOf(db: Db, quoteRequestId: number | null) {
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

/** A lead with the parking-selector configuration its quote request came with. */
export async function findLeadWithConfiguration(db: Db, id: string) {
  const lead = await findLead(db, id);
  return { ...lead, configuration: await configurationOf(db, lead.quoteRequestId) };
}
const opportunityExtras = sql`, contact_id as "contactId", affiliate_code as "affiliateCode"`;
/** An opportunity with what only the database knows: the contact it was opened for, the affiliate who brought it. */
const liveOpportunitySchema = opportunitySchema.safeExtend({
  contactId: z.string().nullable(),
  affiliateCode: z.string().nullable(),
});
export type LiveOpportunity = Flagged<Opportunity & { contactId: string | null; affiliateCode: string | null }>;
export const findOpportunity = (db: Db, id: string, lock = false): Promise<LiveOpportunity> =>
  one(db, "opportunities", liveOpportunitySchema, id, lock, opportunityExtras);
/** An opportunity with the parking-selector configuration of the quote request its lead came from. */
export async function findOpportunityWithConfiguration(db: Db, id: string) {
  const opportunity = await findOpportunity(db, id);
  const lead = opportunity.leadId
    ? await db.selectFrom("leads").select("quote_request_id").where("id", "=", opportunity.leadId).executeTakeFirst()
    : undefined;
  return { ...opportunity, configuration: await configurationOf(db, lead?.quote_request_id ?? null) };
}
export const findInvoice = (db: Db, id: string, lock = false): Promise<Flagged<Invoice>> =>
  one(db, "invoices", invoiceSchema, id, lock);
export const findContact = (db: Db, id: string, lock = false): Promise<Flagged<Contact>> =>
  one(db, "contacts", contactSchema, id, lock);
export const findAffiliate = (db: Db, id: string, lock = false): Promise<Flagged<Affiliate>> =>
  one(db, "affiliates", affiliateSchema, id, lock);
const commissionExtras = sql`, opportunity_id as "opportunityId"`;
const liveCommissionSchema = commissionSchema.safeExtend({ opportunityId: z.string().nullable() });
export const findCommission = (
  db: Db,
  id: string,
  lock = false,
): Promise<Flagged<Commission & { opportunityId: string | null }>> =>
  one(db, "commissions", liveCommissionSchema, id, lock, commissionExtras);
/** The affiliate with this code, if any. */
export async function findAffiliateByCode(db: Db, code: string): Promise<Flagged<Affiliate> | undefined> {
  const row = await db.selectFrom("affiliates").select("id").where("affiliate_code", "=", code).executeTakeFirst();
  return row ? findAffiliate(db, row.id) : undefined;
}
export const findCampaign = (db: Db, id: string, lock = false): Promise<Flagged<Campaign>> =>
  one(db, "campaigns", campaignSchema, id, lock);
export const findSocialPost = (db: Db, id: string, lock = false): Promise<Flagged<SocialPost>> =>
  one(db, "social_posts", socialPostSchema, id, lock);

/** Today, as a calendar day: what every change stamps on its record. */
export const today = () => toDay(new Date());
