import { z } from "~/lib/zod";
import { isoDateTime } from "~/domain/admin/schema";

/**
 * What the team did, for the dashboard's Recent Activity and the CRM panel's team activity
 * (the CRM types: call, email, meeting, lead; the ERP side adds invoice, payment and campaign).
 */
export const activityTypes = [
  "call",
  "email",
  "meeting",
  "lead",
  "invoice",
  "payment",
  "campaign",
  "opportunity",
  "contact",
  "note",
] as const;
export type ActivityType = (typeof activityTypes)[number];

export const activitySchema = z.object({
  id: z.string().regex(/^ACT-\d{3,}$/),
  type: z.enum(activityTypes),
  /** What happened, in English and Romanian: activities are free text written by the team. */
  title: z.object({ en: z.string().min(1).max(200), ro: z.string().min(1).max(200) }),
  subject: z.string().min(1).max(160),
  by: z.string().min(1).max(120),
  at: isoDateTime,
});
export type Activity = z.infer<typeof activitySchema>;
