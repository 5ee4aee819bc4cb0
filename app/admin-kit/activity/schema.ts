import { z } from "~/lib/zod";
import { isoDateTime } from "~/domain/admin/schema";
import { recordEntities, type RecordEntity } from "~/domain/admin/record-kinds";

/** What the team writes down or does besides changing a record: a call, an e-mail, a meeting, a note, a payment. */
const handTypes = ["call", "email", "meeting", "note", "payment"] as const;

/**
 * What the team did, for the dashboard's Recent Activity and the CRM panel's team activity: the
 * hand-written kinds, and a change to a record labelled by its kind (every kind of record-kinds.ts).
 */
export const activityTypes: readonly ActivityType[] = [...new Set([...handTypes, ...recordEntities])];
export type ActivityType = (typeof handTypes)[number] | RecordEntity;

export const activitySchema = z.object({
  id: z.string().regex(/^ACT-\d{3,}$/),
  type: z.enum([...handTypes, ...recordEntities]),
  /** What happened, in English and Romanian: activities are free text written by the team. */
  title: z.object({ en: z.string().min(1).max(200), ro: z.string().min(1).max(200) }),
  subject: z.string().min(1).max(160),
  by: z.string().min(1).max(120),
  at: isoDateTime,
});
export type Activity = z.infer<typeof activitySchema>;
