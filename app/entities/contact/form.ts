import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { amount, emailInput, line, longText, noteInput } from "~/domain/admin/form-inputs";
import { leadSource } from "~/domain/admin/schema";
import { contactStatuses } from "./schema";

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
  z.object({ intent: z.literal("note"), note: noteInput }),
]);
