import { z } from "~/lib/zod";
import { amount, count, isoDate, percent } from "../../domain/admin/schema";

/** Campaign statuses, defined once. */
export const campaignStatuses = ["Active", "Draft", "Paused", "Completed"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaignPlatforms = ["Google Ads", "LinkedIn", "Facebook", "Instagram", "YouTube", "Email"] as const;
export type CampaignPlatform = (typeof campaignPlatforms)[number];

export const campaignSchema = z.object({
  id: z.string().regex(/^CMP-\d{4}-\d{3,}$/),
  name: z.string().min(1).max(160),
  description: z.string().max(1000),
  platform: z.enum(campaignPlatforms),
  status: z.enum(campaignStatuses),
  scheduledDate: isoDate,
  publishedDate: isoDate.nullable(),
  budget: amount,
  spent: amount,
  reach: count,
  /** Engagement rate in percent. */
  engagement: percent,
  clicks: count,
  conversions: count,
  createdAt: isoDate,
  createdBy: z.string().min(1).max(120),
});
export type Campaign = z.infer<typeof campaignSchema>;
