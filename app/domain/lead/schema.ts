import { z } from "~/lib/zod";
import { isoDate, leadSource, money, percent, systemType, teamMember } from "../admin/schema";

/** SPEC.md section 4: lead status and priority vocabularies, defined once. */
export const leadStatuses = ["New", "Contacted", "Qualified", "Proposal Sent", "Negotiating", "Demo Scheduled"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadPriorities = ["High", "Medium", "Low"] as const;
export type LeadPriority = (typeof leadPriorities)[number];

/** LD-YYYY-NNN (SPEC.md section 3). */
export const LEAD_ID_PATTERN = /^LD-\d{4}-\d{3}$/;

export const leadSchema = z.object({
  id: z.string().regex(LEAD_ID_PATTERN),
  title: z.string().min(1).max(160),
  contactName: z.string().min(1).max(160),
  company: z.string().min(1).max(120),
  email: z.email(),
  phone: z.string().min(6).max(30),
  value: money,
  probability: percent.int(),
  status: z.enum(leadStatuses),
  priority: z.enum(leadPriorities),
  source: leadSource,
  systemType,
  expectedCloseDate: isoDate,
  description: z.string().max(2000),
  assignedTo: teamMember,
  createdAt: isoDate,
  lastActivity: isoDate,
});
export type Lead = z.infer<typeof leadSchema>;
