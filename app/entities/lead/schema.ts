import { z } from "~/lib/zod";
import { storedEmail, storedText } from "../../domain/fields";
import { amount, isoDate, leadSource, systemType, wholePercent } from "../../domain/admin/schema";
import { staffId } from "../staff/schema";

/**
 * Lead status and priority vocabularies, defined once. Staff set the open statuses; "Converted"
 * is set by the conversion into a contact and an opportunity, and by nothing else.
 */
export const leadOpenStatuses = [
  "New",
  "Contacted",
  "Qualified",
  "Proposal Sent",
  "Negotiating",
  "Demo Scheduled",
] as const;
export const leadStatuses = [...leadOpenStatuses, "Converted"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadPriorities = ["High", "Medium", "Low"] as const;
export type LeadPriority = (typeof leadPriorities)[number];

/** A lead id: LD-YYYY-NNN. */
export const LEAD_ID_PATTERN = /^LD-\d{4}-\d{3,}$/;

export const leadSchema = z.object({
  id: z.string().regex(LEAD_ID_PATTERN),
  title: storedText("title").min(1),
  contactName: storedText("personName").min(1),
  /** Empty when the visitor gave none (the quote form's company is optional). */
  company: storedText("company"),
  email: storedEmail,
  phone: storedText("phone"),
  /** Empty until the team estimates it: a quote request arrives without a value. */
  value: amount.nullable(),
  probability: wholePercent,
  status: z.enum(leadStatuses),
  priority: z.enum(leadPriorities),
  source: leadSource,
  systemType: systemType.nullable(),
  expectedCloseDate: isoDate.nullable(),
  description: storedText("message"),
  /** The staff account it is assigned to (its user id); nobody until the lead is assigned. */
  assignedTo: staffId.nullable(),
  createdAt: isoDate,
  lastActivity: isoDate,
});
export type Lead = z.infer<typeof leadSchema>;
