import { z } from "~/lib/zod";
import { CONTROL_CHARACTERS, NON_TEXT_CHARACTERS, TEXT_LIMITS, type TextKind } from "../fields";
import { leadSource, teamMembers } from "./schema";
import { leadPriorities, leadStatuses } from "../../entities/lead/schema";
import { opportunityStages } from "../../entities/opportunity/schema";
import { openStages } from "../../entities/opportunity/rules";
import { contactStatuses } from "../../entities/contact/schema";

/**
 * What staff may post to a live record, one shape per intent. The messages are keys of the
 * admin translations (`actions.errors.*`), shown next to the form that was sent.
 */
const writtenText = (requiredKey: "noteRequired" | "reasonRequired") =>
  z
    .string()
    .trim()
    .min(1, requiredKey)
    .max(TEXT_LIMITS.note, "tooLong")
    .refine((text) => !NON_TEXT_CHARACTERS.test(text), "invalidCharacters");
const note = writtenText("noteRequired");
const amount = z
  .string()
  .trim()
  .transform((text) => (text === "" ? Number.NaN : Number(text.replace(/\s/g, "").replace(",", "."))))
  .pipe(
    z
      .number("invalidAmount")
      .nonnegative("invalidAmount")
      .max(1_000_000_000, "invalidAmount")
      .multipleOf(0.01, "invalidAmount"),
  );

export const leadActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(leadStatuses, "invalidChoice") }),
  z.object({ intent: z.literal("priority"), priority: z.enum(leadPriorities, "invalidChoice") }),
  z.object({ intent: z.literal("assign"), assignedTo: z.union([z.enum(teamMembers), z.literal("")], "invalidChoice") }),
  z.object({ intent: z.literal("value"), value: amount }),
  z.object({ intent: z.literal("note"), note }),
  z.object({ intent: z.literal("convert") }),
  z.object({ intent: z.literal("delete") }),
]);
export type LeadAction = z.infer<typeof leadActionSchema>;

export const opportunityActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("stage"), stage: z.enum(opportunityStages, "invalidChoice") }),
  z.object({
    intent: z.literal("probability"),
    probability: z
      .string()
      .trim()
      .transform((text) => (text === "" ? Number.NaN : Number(text.replace("%", "").trim())))
      .pipe(z.number("invalidPercent").int("invalidPercent").min(0, "invalidPercent").max(100, "invalidPercent")),
  }),
  /** A closed opportunity goes back to an open stage, with the reason kept in its history. */
  z.object({
    intent: z.literal("reopen"),
    stage: z.enum(openStages, "invalidChoice"),
    reason: writtenText("reasonRequired"),
  }),
  z.object({ intent: z.literal("note"), note }),
]);
export type OpportunityAction = z.infer<typeof opportunityActionSchema>;

export const invoiceActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("paid") }),
  z.object({ intent: z.literal("sent") }),
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("note"), note }),
]);

/** An optional one-line field of a staff form, within its kind's limit. */
const line = (kind: TextKind) =>
  z
    .string()
    .trim()
    .max(TEXT_LIMITS[kind], "tooLong")
    .refine((text) => !CONTROL_CHARACTERS.test(text), "invalidText");

/** The contact form (add and edit): a first name and a valid e-mail are required. */
export const contactFormSchema = z.object({
  firstName: line("personName").pipe(z.string().min(1, "required")),
  lastName: line("personName"),
  email: z.string().trim().max(TEXT_LIMITS.email, "tooLong").pipe(z.email("invalidEmail")),
  phone: line("phone"),
  company: line("company"),
  jobTitle: line("jobTitle"),
  status: z.enum(contactStatuses, "invalidChoice"),
  source: leadSource.or(z.never()).catch("website"),
  notes: z
    .string()
    .trim()
    .max(TEXT_LIMITS.message, "tooLong")
    .refine((text) => !NON_TEXT_CHARACTERS.test(text), "invalidCharacters"),
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
