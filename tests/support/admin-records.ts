import { taskSchema } from "~/entities/task/schema";
import { sql, type Kysely } from "kysely";
import { affiliateSchema } from "~/entities/affiliate/schema";
import { campaignSchema } from "~/entities/campaign/schema";
import { commissionSchema } from "~/entities/commission/schema";
import { contactSchema } from "~/entities/contact/schema";
import { invoiceSchema } from "~/entities/invoice/schema";
import { leadSchema } from "~/entities/lead/schema";
import { opportunitySchema } from "~/entities/opportunity/schema";
import { socialPostSchema } from "~/entities/social-post/schema";
import { recentActivities } from "~/admin-kit/records/events.server";
import { readRecord, recordColumns, type RecordSchema } from "~/admin-kit/lists/query.server";
import type { Database } from "~/server/db/schema";

async function all<T>(db: Kysely<Database>, table: keyof Database, schema: RecordSchema<T>) {
  const { rows } = await sql<unknown>`select ${recordColumns(schema)} from ${sql.table(table)}`.execute(db);
  return rows.map((row) => readRecord(table, schema, row));
}

/** Every stored admin record, read through its schema, and the newest activity (what tests check the database holds). */
export async function storedRecords(db: Kysely<Database>) {
  const [
    contacts,
    leads,
    opportunities,
    invoices,
    affiliates,
    commissions,
    campaigns,
    social_posts,
    tasks,
    activities,
  ] = await Promise.all([
    all(db, "contacts", contactSchema),
    all(db, "leads", leadSchema),
    all(db, "opportunities", opportunitySchema),
    all(db, "invoices", invoiceSchema),
    all(db, "affiliates", affiliateSchema),
    all(db, "commissions", commissionSchema),
    all(db, "campaigns", campaignSchema),
    all(db, "social_posts", socialPostSchema),
    all(db, "tasks", taskSchema),
    recentActivities(db, 20, () => true),
  ]);
  return {
    contacts,
    leads,
    opportunities,
    invoices,
    affiliates,
    commissions,
    campaigns,
    social_posts,
    tasks,
    activities,
  };
}
