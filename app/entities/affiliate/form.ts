import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { numberInputLength } from "~/domain/number-limits";
import { choice, emailInput, longText, ratePercent, requiredLine } from "~/domain/admin/form-inputs";
import type { TFn } from "~/i18n/language";
import type { FieldSpec } from "~/admin-kit/contracts";
import { selectField } from "~/admin-kit/ui/field-specs";
import { AFFILIATE_CODE_PATTERN, affiliateCategories, affiliateStatuses, type Affiliate } from "./schema";

/** An affiliate's details as staff enter or correct them; the code is given once, when it joins. */
export const affiliateDetailsSchema = z.object({
  name: requiredLine("company"),
  contactName: requiredLine("personName"),
  email: emailInput,
  phone: requiredLine("phone").pipe(z.string().min(6, "invalidPhone")),
  commissionRate: ratePercent,
  status: choice(affiliateStatuses),
  category: choice(affiliateCategories),
  address: longText(300).pipe(z.string().min(1, "required")),
  description: longText(1000),
});
export type AffiliateDetails = z.infer<typeof affiliateDetailsSchema>;

/** A new affiliate: its details and its code (three capitals and a year, unique). */
export const newAffiliateSchema = affiliateDetailsSchema.extend({
  affiliateCode: z.string().trim().toUpperCase().regex(AFFILIATE_CODE_PATTERN, "invalidCode"),
});
export type NewAffiliate = z.infer<typeof newAffiliateSchema>;

export function affiliateFields(t: TFn<"admin">, isNew: boolean): FieldSpec[] {
  return [
    { name: "name", label: t("actions.affiliate.name"), kind: "text", required: true, maxLength: TEXT_LIMITS.company },
    ...(isNew
      ? ([
          {
            name: "affiliateCode",
            label: t("affiliates.code"),
            kind: "text",
            required: true,
            maxLength: 7,
            hint: t("actions.affiliate.codeHint"),
          },
        ] satisfies FieldSpec[])
      : []),
    {
      name: "contactName",
      label: t("actions.affiliate.contactName"),
      kind: "text",
      required: true,
      maxLength: TEXT_LIMITS.personName,
    },
    { name: "email", label: t("columns.email"), kind: "email", required: true, maxLength: TEXT_LIMITS.email },
    { name: "phone", label: t("columns.phone"), kind: "tel", required: true, maxLength: TEXT_LIMITS.phone },
    {
      name: "commissionRate",
      label: t("actions.affiliate.commissionRate"),
      kind: "number",
      inputMode: "decimal",
      required: true,
      maxLength: numberInputLength("rate"),
    },
    selectField("status", t("affiliates.status"), affiliateStatuses, {
      optionLabel: (s) => t(`status.affiliate.${s}`),
    }),
    selectField("category", t("affiliates.category"), affiliateCategories, { optionLabel: (c) => t(`category.${c}`) }),
    {
      name: "address",
      label: t("actions.affiliate.address"),
      kind: "textarea",
      required: true,
      maxLength: 300,
      rows: 2,
    },
    { name: "description", label: t("actions.lead.description"), kind: "textarea", maxLength: 1000 },
  ];
}

export function affiliateFormValues(a: Affiliate): Record<string, string> {
  return {
    name: a.name,
    contactName: a.contactName,
    email: a.email,
    phone: a.phone,
    commissionRate: String(a.commissionRate),
    status: a.status,
    category: a.category,
    address: a.address,
    description: a.description,
  };
}
