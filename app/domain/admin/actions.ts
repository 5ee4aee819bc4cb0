import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "../fields";
import { amount, emailInput, line, longText, wholePercent, writtenText } from "./form-inputs";
import { leadSource, teamMembers } from "./schema";
import { leadPriorities, leadStatuses } from "../../entities/lead/schema";
import { leadDetailsSchema } from "../../entities/lead/form";
import { opportunityDetailsSchema } from "../../entities/opportunity/form";
import { opportunityStages } from "../../entities/opportunity/schema";
import { openStages } from "../../entities/opportunity/rules";
import { contactStatuses } from "../../entities/contact/schema";

/**
 * What staff may post to a live record, one shape per intent. The messages are keys of the
 * admin translations (`actions.errors.*`), shown next to the form that was sent.
 */
const note = writtenText("noteRequired");

export const leadActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(leadStatuses, "invalidChoice") }),
  z.object({ intent: z.literal("priority"), priority: z.enum(leadPriorities, "invalidChoice") }),
  z.object({ intent: z.literal("assign"), assignedTo: z.union([z.enum(teamMembers), z.literal("")], "invalidChoice") }),
  z.object({ intent: z.literal("value"), value: amount }),
  z.object({ intent: z.literal("note"), note }),
  z.object({ intent: z.literal("convert") }),
  leadDetailsSchema.extend({ intent: z.literal("save") }),
  z.object({ intent: z.literal("delete") }),
]);
export type LeadAction = z.infer<typeof leadActionSchema>;

export const opportunityActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("stage"), stage: z.enum(opportunityStages, "invalidChoice") }),
  z.object({
    intent: z.literal("probability"),
    probability: wholePercent,
  }),
  /** A closed opportunity goes back to an open stage, with the reason kept in its history. */
  z.object({
    intent: z.literal("reopen"),
    stage: z.enum(openStages, "invalidChoice"),
    reason: writtenText("reasonRequired"),
  }),
  z.object({ intent: z.literal("note"), note }),
  opportunityDetailsSchema.extend({ intent: z.literal("save") }),
]);
export type OpportunityAction = z.infer<typeof opportunityActionSchema>;

export const invoiceActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("paid") }),
  z.object({ intent: z.literal("sent") }),
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("note"), note }),
]);

/** The contact form (add and edit): a first name and a valid e-mail are required. */
export const contactFormSchema = z.object({
  firstName: line("personName").pipe(z.string().min(1, "required")),
  lastName: line("personName"),
  email: emailInput,
  phone: line("phone"),
  company: line("company"),
  jobTitle: line("jobTitle"),
  status: z.enum(contactStatuses, "invalidChoice"),
  source: leadSource.or(z.never()).catch("website"),
  notes: longText(TEXT_LIMITS.message),
  /** Empty means nothing known yet: 0. */
  value: z
    .string()
    .transform((text) => (text.trim() === "" ? "0" : text))
    .pipe(amount),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const contactActionSchema = z.discriminatedUnion("intent", [
  contactFormSchema.extend({ intent: z.literal("save") }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("note"), note }),
]);

/** Each field's first error key, for the form that was posted. */
export function actionErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}
