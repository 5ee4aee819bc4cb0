import { sql, type Kysely } from "kysely";
import { affiliateSchema } from "~/domain/affiliate/schema";
import { campaignSchema } from "~/domain/campaign/schema";
import { commissionSchema } from "~/domain/commission/schema";
import { contactSchema } from "~/domain/contact/schema";
import { invoiceSchema } from "~/domain/invoice/schema";
import { leadSchema } from "~/domain/lead/schema";
import { opportunitySchema } from "~/domain/opportunity/schema";
import { socialPostSchema } from "~/domain/social-post/schema";
import { recentActivities } from "~/features/admin/records/events.server";
import { readRecord, recordColumns, type RecordSchema } from "~/features/admin/lists/query.server";
import type { Database } from "~/server/db/schema";

async function all<T>(db: Kysely<Database>, table: keyof Database, schema: RecordSchema<T>) {
  const { rows } = await sql<unknown>`select ${recordColumns(schema)} from ${sql.table(table)}`.execute(db);
  return rows.map((row) => readRecord(table, schema, row));
}

/** Every stored admin record, read through its schema, and the newest activity (what tests check the database holds). */
export async function storedRecords(db: Kysely<Database>) {
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
  return { contacts, leads, opportunities, invoices, affiliates, commissions, campaigns, socialPosts, activities };
}
