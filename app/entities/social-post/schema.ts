import { z } from "~/lib/zod";
import { count, isoDate, isoDateTime } from "../../domain/admin/schema";

/** Social post statuses (Failed has a colour only). */
export const socialPostStatuses = ["Published", "Scheduled", "Draft", "Failed"] as const;
export type SocialPostStatus = (typeof socialPostStatuses)[number];

export const socialPlatforms = ["LinkedIn", "Facebook", "Instagram", "X", "YouTube"] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

export const socialPostSchema = z.object({
  id: z.string().regex(/^SP-\d{4}-\d{3,}$/),
  content: z.string().min(1).max(3000),
  platform: z.enum(socialPlatforms),
  status: z.enum(socialPostStatuses),
  scheduledDate: isoDateTime,
  publishedDate: isoDateTime.nullable(),
  campaignId: z
    .string()
    .regex(/^CMP-\d{4}-\d{3,}$/)
    .nullable(),
  campaignName: z.string().max(160).nullable(),
  mediaUrls: z.array(z.string().startsWith("/")),
  engagementData: z.object({ likes: count, shares: count, comments: count, reach: count, clicks: count }),
  createdAt: isoDate,
  createdBy: z.string().min(1).max(120),
});
export type SocialPost = z.infer<typeof socialPostSchema>;
