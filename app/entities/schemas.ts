import type { RecordEntity } from "~/domain/admin/record-kinds";
import { affiliateSchema } from "./affiliate/schema";
import { campaignSchema } from "./campaign/schema";
import { commissionSchema } from "./commission/schema";
import { contactSchema } from "./contact/schema";
import { installationSchema } from "./installation/schema";
import { invoiceSchema } from "./invoice/schema";
import { leadSchema } from "./lead/schema";
import { opportunitySchema } from "./opportunity/schema";
import { socialPostSchema } from "./social-post/schema";
import { taskSchema } from "./task/schema";
import { meetingSchema } from "./meeting/schema";

/**
 * Each kind of record's schema: the fields its table stores (in snake_case), checked whenever a
 * row is read. Keyed by the kinds of domain/admin/record-kinds.ts, so a new kind without a schema
 * fails the type check.
 */
export const recordSchemas = {
  contact: contactSchema,
  lead: leadSchema,
  opportunity: opportunitySchema,
  invoice: invoiceSchema,
  affiliate: affiliateSchema,
  commission: commissionSchema,
  installation: installationSchema,
  task: taskSchema,
  meeting: meetingSchema,
  campaign: campaignSchema,
  socialPost: socialPostSchema,
} as const satisfies Record<RecordEntity, { shape: Record<string, unknown> }>;
