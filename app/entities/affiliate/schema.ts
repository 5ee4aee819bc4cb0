import { z } from "~/lib/zod";
import { storedEmail, storedText } from "../../domain/fields";
import { isoDate, money, percent } from "../../domain/admin/schema";

/** Affiliate statuses (Suspended has a colour though no sample uses it). */
export const affiliateStatuses = ["Active", "Pending", "Inactive", "Suspended"] as const;
export type AffiliateStatus = (typeof affiliateStatuses)[number];

export const affiliateCategories = [
  "architecture",
  "construction",
  "realEstate",
  "consultancy",
  "distributor",
] as const;
export type AffiliateCategory = (typeof affiliateCategories)[number];

/** Three capitals and a year, like ABC2024. */
export const AFFILIATE_CODE_PATTERN = /^[A-Z]{3}\d{4}$/;

export const affiliateSchema = z.object({
  id: z.string().regex(/^AFF-\d{3,}$/),
  name: z.string().min(1).max(160),
  contactName: storedText("personName").min(1),
  email: storedEmail,
  phone: storedText("phone").min(6),
  affiliateCode: z.string().regex(AFFILIATE_CODE_PATTERN),
  commissionRate: percent,
  totalEarnings: money,
  totalSales: money,
  referralCount: z.number().int().nonnegative(),
  status: z.enum(affiliateStatuses),
  joinDate: isoDate,
  lastSale: isoDate.nullable(),
  address: z.string().min(1).max(300),
  description: z.string().max(1000),
  performanceRating: z.number().min(0).max(5),
  category: z.enum(affiliateCategories),
});
export type Affiliate = z.infer<typeof affiliateSchema>;
