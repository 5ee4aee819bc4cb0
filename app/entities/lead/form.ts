import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { numberInputLength } from "~/domain/number-limits";
import {
  amount,
  choice,
  day,
  emailInput,
  line,
  longText,
  noteInput,
  optional,
  wholePercent,
  requiredLine,
} from "~/domain/admin/form-inputs";
import { leadSources, systemTypes } from "~/domain/admin/schema";
import { staffChoice, staffOptions, type Staff } from "../staff/schema";
import type { FieldSpec } from "~/admin-kit/contracts";
import { selectField } from "~/admin-kit/ui/field-specs";
import type { TFn } from "~/i18n/language";
import { leadOpenStatuses, leadPriorities, type Lead } from "./schema";

/** A lead's details as staff enter them by hand (a phone call, a fair) or correct them. */
export const leadDetailsSchema = z.object({
  title: requiredLine("title"),
  contactName: requiredLine("personName"),
  company: line("company"),
  email: emailInput,
  phone: line("phone"),
  source: choice(leadSources),
  systemType: optional(choice(systemTypes)),
  expectedCloseDate: optional(day),
  description: longText(TEXT_LIMITS.message),
});
export type LeadDetails = z.infer<typeof leadDetailsSchema>;

/** A new lead: its details, and what the team knows of it so far. */
export const newLeadSchema = leadDetailsSchema.extend({
  priority: choice(leadPriorities),
  value: optional(amount),
  assignedTo: optional(staffChoice),
});
export type NewLead = z.infer<typeof newLeadSchema>;

/** The inputs of the lead form; a new lead's form also asks priority, value and who it is assigned to. */
export function leadFields(t: TFn<"admin">, isNew: boolean, staff: readonly Staff[] = []): FieldSpec[] {
  return [
    { name: "title", label: t("actions.lead.title"), kind: "text", required: true, maxLength: TEXT_LIMITS.title },
    {
      name: "contactName",
      label: t("actions.lead.contactName"),
      kind: "text",
      required: true,
      maxLength: TEXT_LIMITS.personName,
    },
    { name: "company", label: t("columns.company"), kind: "text", maxLength: TEXT_LIMITS.company },
    { name: "email", label: t("columns.email"), kind: "email", required: true, maxLength: TEXT_LIMITS.email },
    { name: "phone", label: t("columns.phone"), kind: "tel", maxLength: TEXT_LIMITS.phone },
    selectField("source", t("columns.source"), leadSources, { optionLabel: (s) => t(`source.${s}`) }),
    ...(isNew
      ? ([
          selectField("priority", t("actions.lead.priority"), leadPriorities, {
            optionLabel: (p) => t(`status.priority.${p}`),
          }),
          {
            name: "value",
            label: t("actions.lead.value"),
            kind: "number",
            inputMode: "decimal",
            maxLength: numberInputLength("amount"),
          },
          {
            name: "assignedTo",
            label: t("actions.lead.assignedTo"),
            kind: "select",
            options: staffOptions(staff, t("leads.unassigned")),
          },
        ] satisfies FieldSpec[])
      : []),
    selectField("systemType", t("actions.lead.systemType"), systemTypes, {
      optionLabel: (s) => t(`systemType.${s}`),
      empty: t("actions.none"),
    }),
    { name: "expectedCloseDate", label: t("leads.expectedClose"), kind: "date" },
    { name: "description", label: t("actions.lead.description"), kind: "textarea", maxLength: TEXT_LIMITS.message },
  ];
}

/** A stored lead as the form's inputs hold it. */
export function leadFormValues(lead: Lead): Record<string, string> {
  return {
    title: lead.title,
    contactName: lead.contactName,
    company: lead.company,
    email: lead.email,
    phone: lead.phone,
    source: lead.source,
    systemType: lead.systemType ?? "",
    expectedCloseDate: lead.expectedCloseDate ?? "",
    description: lead.description,
  };
}

/**
 * What staff may post to a live lead, one shape per intent. The messages are keys of the admin
 * translations (`actions.errors.*`), shown next to the form that was sent.
 */
export const leadActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(leadOpenStatuses, "invalidChoice") }),
  z.object({ intent: z.literal("probability"), probability: wholePercent }),
  z.object({ intent: z.literal("priority"), priority: z.enum(leadPriorities, "invalidChoice") }),
  z.object({ intent: z.literal("assign"), assignedTo: staffChoice }),
  z.object({ intent: z.literal("value"), value: amount }),
  z.object({ intent: z.literal("note"), note: noteInput }),
  z.object({ intent: z.literal("convert") }),
  leadDetailsSchema.extend({ intent: z.literal("save") }),
  z.object({ intent: z.literal("delete") }),
]);
export type LeadAction = z.infer<typeof leadActionSchema>;
