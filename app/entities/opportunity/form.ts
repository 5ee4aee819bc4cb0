import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { numberInputLength } from "~/domain/number-limits";
import {
  amount,
  choice,
  day,
  longText,
  noteInput,
  optional,
  requiredLine,
  wholePercent,
  writtenText,
} from "~/domain/admin/form-inputs";
import { systemTypes } from "~/domain/admin/schema";
import { staffChoice, staffOptions, type Staff } from "../staff/schema";
import type { TFn } from "~/i18n/language";
import type { FieldSpec } from "~/admin-kit/contracts";
import { selectField } from "~/admin-kit/ui/field-specs";
import { AFFILIATE_CODE_PATTERN } from "../affiliate/schema";
import { CONTACT_ID_LENGTH, CONTACT_ID_PATTERN } from "../contact/schema";
import { openStages, stageProbability } from "./rules";
import { lossReasons, opportunityStages, type Opportunity } from "./schema";

/** An opportunity's details, as staff enter them when opening it or correct them while it is open. */
export const opportunityDetailsSchema = z.object({
  name: requiredLine("title"),
  value: amount,
  closeDate: optional(day),
  systemType: optional(choice(systemTypes)),
  assignedTo: optional(staffChoice),
  /** The affiliate who brought it: winning it earns them a commission. */
  affiliateCode: optional(z.string().trim().toUpperCase().regex(AFFILIATE_CODE_PATTERN, "invalidCode")),
  description: longText(TEXT_LIMITS.message),
});
export type OpportunityDetails = z.infer<typeof opportunityDetailsSchema>;

/** A new opportunity for a contact: its details, an open stage, and a probability (the stage's when left empty). */
export const newOpportunitySchema = opportunityDetailsSchema.extend({
  contactId: z.string().trim().toUpperCase().regex(CONTACT_ID_PATTERN, "contactNotFound"),
  stage: choice(openStages),
  probability: optional(wholePercent),
});
export type NewOpportunity = z.infer<typeof newOpportunitySchema>;

/** An affiliate an opportunity can name. */
export type AffiliateOption = { code: string; name: string };

/** The inputs of the opportunity form; a new one's also asks the contact, the stage and the probability. */
export function opportunityFields(
  t: TFn<"admin">,
  { isNew, affiliates, staff }: { isNew: boolean; affiliates: readonly AffiliateOption[]; staff: readonly Staff[] },
): FieldSpec[] {
  const none = { value: "", label: t("actions.none") };
  return [
    { name: "name", label: t("actions.opportunity.name"), kind: "text", required: true, maxLength: TEXT_LIMITS.title },
    ...(isNew
      ? ([
          {
            name: "contactId",
            label: t("actions.opportunity.contact"),
            kind: "text",
            required: true,
            maxLength: CONTACT_ID_LENGTH,
            hint: t("actions.opportunity.contactHint"),
          },
          selectField("stage", t("actions.opportunity.stage"), openStages, {
            optionLabel: (s) => `${t(`status.stage.${s}`)} (${stageProbability[s]}%)`,
          }),
          {
            name: "probability",
            label: t("actions.opportunity.probability"),
            kind: "number",
            inputMode: "numeric",
            maxLength: numberInputLength("wholePercent"),
            hint: t("actions.opportunity.probabilityHint"),
          },
        ] satisfies FieldSpec[])
      : []),
    {
      name: "value",
      label: t("actions.opportunity.value"),
      kind: "number",
      inputMode: "decimal",
      required: true,
      maxLength: numberInputLength("amount"),
    },
    { name: "closeDate", label: t("opportunities.closeDate"), kind: "date" },
    {
      name: "affiliateCode",
      label: t("actions.opportunity.affiliate"),
      kind: "select",
      options: [none, ...affiliates.map((a) => ({ value: a.code, label: `${a.name} (${a.code})` }))],
    },
    {
      name: "assignedTo",
      label: t("actions.lead.assignedTo"),
      kind: "select",
      options: staffOptions(staff, t("leads.unassigned")),
    },
    selectField("systemType", t("actions.lead.systemType"), systemTypes, {
      optionLabel: (s) => t(`systemType.${s}`),
      empty: none.label,
    }),
    { name: "description", label: t("actions.lead.description"), kind: "textarea", maxLength: TEXT_LIMITS.message },
  ];
}

/** A stored opportunity as the edit form's inputs hold it. */
export function opportunityFormValues(o: Opportunity & { affiliateCode: string | null }): Record<string, string> {
  return {
    name: o.name,
    value: String(o.value),
    closeDate: o.closeDate ?? "",
    systemType: o.systemType ?? "",
    assignedTo: o.assignedTo ?? "",
    affiliateCode: o.affiliateCode ?? "",
    description: o.description,
  };
}

/**
 * What staff may post to a live opportunity, one shape per intent. The messages are keys of the admin
 * translations (`actions.errors.*`), shown next to the form that was sent.
 */
export const opportunityActionSchema = z.discriminatedUnion("intent", [
  /** A stage move; closing it lost says why (the form asks once that stage is chosen). */
  z.object({
    intent: z.literal("stage"),
    stage: z.enum(opportunityStages, "invalidChoice"),
    lossReason: optional(choice(lossReasons)).optional(),
  }),
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
  z.object({ intent: z.literal("note"), note: noteInput }),
  opportunityDetailsSchema.extend({ intent: z.literal("save") }),
]);
export type OpportunityAction = z.infer<typeof opportunityActionSchema>;
