import { sql, type Kysely } from "kysely";
import { DEMO_TODAY } from "~/domain/admin/demo";
import { toDay } from "~/domain/admin/dates";
import type { AdminRecords } from "~/domain/admin/panels";
import { activitySample } from "~/domain/activity/sample";
import { affiliateSchema } from "~/domain/affiliate/schema";
import { affiliateSample } from "~/domain/affiliate/sample";
import { campaignSchema } from "~/domain/campaign/schema";
import { campaignSample } from "~/domain/campaign/sample";
import { commissionSchema } from "~/domain/commission/schema";
import { commissionSample } from "~/domain/commission/sample";
import { contactSchema, type Contact, type ContactStatus, type CrmContactStatus } from "~/domain/contact/schema";
import { contactSample, crmContactSample } from "~/domain/contact/sample";
import { invoiceSchema } from "~/domain/invoice/schema";
import { invoiceSample } from "~/domain/invoice/sample";
import { leadSchema } from "~/domain/lead/schema";
import { leadSample } from "~/domain/lead/sample";
import { opportunitySchema } from "~/domain/opportunity/schema";
import { opportunitySample } from "~/domain/opportunity/sample";
import { socialPostSchema } from "~/domain/social-post/schema";
import { socialPostSample } from "~/domain/social-post/sample";
import type { Database } from "~/server/db/schema";
import { recentActivities } from "./live/events.server";
import { readRecord, recordColumns, type Flagged, type RecordSchema } from "./live/list-query.server";
import type { AdminMode } from "./preferences";

export const demoRecords: AdminRecords = {
  contacts: contactSample,
  crmContacts: crmContactSample,
  leads: leadSample,
  opportunities: opportunitySample,
  invoices: invoiceSample,
  affiliates: affiliateSample,
  commissions: commissionSample,
  campaigns: campaignSample,
  socialPosts: socialPostSample,
  activities: activitySample,
};

/** The day periods count from: the samples' own "today" in Demo Mode, the real one in Live Mode. */
export function adminToday(mode: AdminMode): string {
  return mode === "demo" ? DEMO_TODAY : toDay(new Date());
}

/** The CRM panel's shorter vocabulary for a contact's status. */
const crmStatusOf: Record<ContactStatus, CrmContactStatus> = {
  "Active Customer": "Active",
  "Hot Lead": "Hot Lead",
  Negotiating: "Negotiating",
  "Proposal Sent": "Negotiating",
  "New Lead": "New",
  "Follow-up Required": "Follow-up",
  "Cold Lead": "Follow-up",
};

export function crmContactOf(contact: Contact) {
  return {
    id: contact.id,
    name: `${contact.firstName} ${contact.lastName}`.trim(),
    email: contact.email,
    company: contact.company,
    phone: contact.phone,
    status: crmStatusOf[contact.status],
    lastContact: contact.lastContact,
    value: contact.value,
  };
}

async function all<T>(db: Kysely<Database>, table: keyof Database, schema: RecordSchema<T>): Promise<Flagged<T>[]> {
  const { rows } = await sql<unknown>`select ${recordColumns(schema)} from ${sql.table(table)}`.execute(db);
  return rows.map((row) => readRecord(table, schema, row));
}

/** Every live record, read through its schema (the tests use it to check what the database holds). */
export async function liveRecords(db: Kysely<Database>): Promise<AdminRecords> {
  const [contacts, leads, opportunities, invoices, affiliates, commissions, campaigns, socialPosts, activities] =
    await Promise.all([
      all(db, "contacts", contactSchema),
      all(db, "leads", leadSchema),
      all(db, "opportunities", opportunitySchema),
      all(db, "invoices", invoiceSchema),
      all(db, "affiliates", affiliateSchema),
      all(db, "commissions", commissionSchema),
      all(db, "campaigns", campaignSchema),
      all(db, "social_posts", socialPostSchema),
      recentActivities(db, 20),
    ]);
  return {
    contacts,
    crmContacts: contacts.map(crmContactOf),
    leads,
    opportunities,
    invoices,
    affiliates,
    commissions,
    campaigns,
    socialPosts,
    activities,
  };
}
