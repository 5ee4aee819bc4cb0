import { z } from "~/lib/zod";
import { TEXT_LIMITS, type TextKind } from "~/domain/field-limits";
import { amount, emailInput, line, longText, noteInput } from "~/domain/admin/form-inputs";
import { leadSource } from "~/domain/admin/schema";
import { numberInputLength } from "~/domain/number-limits";
import { leadSources } from "~/domain/admin/schema";
import type { TFn } from "~/i18n/language";
import type { FieldSpec } from "~/admin-kit/contracts";
import { selectField } from "~/admin-kit/ui/field-specs";
import { contactStatuses, type Contact } from "./schema";
import { clientDetailsFields, clientDetailsInput, clientTaxIdRule } from "./client-details";
import { contactMailSchema } from "./email";

/** The contact form (add and edit): a first name and a valid e-mail are required. */
export const contactFormSchema = z
  .object({
    firstName: line("personName").pipe(z.string().min(1, "required")),
    lastName: line("personName"),
    email: emailInput,
    phone: line("phone"),
    company: line("company"),
    jobTitle: line("jobTitle"),
    ...clientDetailsInput,
    status: z.enum(contactStatuses, "invalidChoice"),
    source: leadSource.or(z.never()).catch("website"),
    notes: longText(TEXT_LIMITS.message),
    /** Empty means nothing known yet: 0. */
    value: z
      .string()
      .transform((text) => (text.trim() === "" ? "0" : text))
      .pipe(amount),
  })
  .refine(...clientTaxIdRule);
export type ContactForm = z.infer<typeof contactFormSchema>;

export const contactActionSchema = z.discriminatedUnion("intent", [
  contactFormSchema.safeExtend({ intent: z.literal("save") }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("note"), note: noteInput }),
  contactMailSchema.extend({ intent: z.literal("email") }),
]);

/**
 * The contact form's inputs: the person, then the details an invoice to them (or their company)
 * states, then where the relationship stands.
 */
export function contactFields(t: TFn<"admin">, countryName: (code: string) => string): FieldSpec[] {
  const text = (
    name: "firstName" | "lastName" | "email" | "phone" | "company" | "jobTitle",
    limit: TextKind,
    kind: "text" | "email" | "tel" = "text",
    required = false,
  ): FieldSpec => ({
    name,
    label: t(`columns.${name}` as const),
    kind,
    required,
    maxLength: TEXT_LIMITS[limit],
  });
  return [
    text("firstName", "personName", "text", true),
    text("lastName", "personName"),
    text("email", "email", "email", true),
    text("phone", "phone", "tel"),
    text("company", "company"),
    text("jobTitle", "jobTitle"),
    ...clientDetailsFields(t, countryName),
    selectField("status", t("columns.status"), contactStatuses, { optionLabel: (s) => t(`status.contact.${s}`) }),
    selectField("source", t("columns.source"), leadSources, { optionLabel: (s) => t(`source.${s}`) }),
    {
      name: "value",
      label: t("actions.contact.value"),
      kind: "number",
      inputMode: "decimal",
      maxLength: numberInputLength("amount"),
    },
    { name: "notes", label: t("columns.notes"), kind: "textarea", rows: 4, maxLength: TEXT_LIMITS.message },
  ];
}

/** A new contact's inputs: a new lead, from the website. */
export const newContactValues: Record<string, string> = { status: "New Lead", source: "website", clientCountry: "RO" };

/** A stored contact as its form's inputs hold it. */
export function contactFormValues(contact: Contact): Record<string, string> {
  return Object.fromEntries(contactFormSchema.keyof().options.map((name) => [name, String(contact[name])]));
}
