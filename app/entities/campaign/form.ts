import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { numberInputLength, type NumberKind } from "~/domain/number-limits";
import { amount, choice, count, day, longText, ratePercent, requiredLine } from "~/domain/admin/form-inputs";
import type { TFn } from "~/i18n/language";
import type { FieldSpec } from "~/admin-kit/contracts";
import { selectField } from "~/admin-kit/ui/field-specs";
import { campaignPlatforms, campaignStatuses, type Campaign } from "./schema";

/**
 * A campaign as staff plan and update it: its channel, dates and budget, and its results as they
 * come in. What is spent never goes past the budget: raise the budget first.
 */
export const campaignFormSchema = z
  .object({
    name: requiredLine("title"),
    description: longText(1000),
    platform: choice(campaignPlatforms),
    status: choice(campaignStatuses),
    scheduledDate: day,
    budget: amount,
    spent: amount,
    reach: count,
    engagement: ratePercent,
    clicks: count,
    conversions: count,
  })
  .refine((campaign) => campaign.spent <= campaign.budget, { path: ["spent"], message: "overBudget" });
export type CampaignForm = z.infer<typeof campaignFormSchema>;

export function campaignFields(t: TFn<"admin">): FieldSpec[] {
  const figure = (name: string, label: string, number: NumberKind = "count"): FieldSpec => ({
    name,
    label,
    kind: "number",
    inputMode: number === "count" ? "numeric" : "decimal",
    maxLength: numberInputLength(number),
  });
  return [
    { name: "name", label: t("actions.campaign.name"), kind: "text", required: true, maxLength: TEXT_LIMITS.title },
    selectField("platform", t("campaigns.platform"), campaignPlatforms),
    selectField("status", t("campaigns.status"), campaignStatuses, { optionLabel: (s) => t(`status.campaign.${s}`) }),
    { name: "scheduledDate", label: t("campaigns.scheduled"), kind: "date", required: true },
    { ...figure("budget", t("actions.campaign.budget"), "amount"), required: true },
    { ...figure("spent", t("actions.campaign.spent"), "amount"), hint: t("actions.campaign.spentHint") },
    figure("reach", t("campaigns.reach")),
    figure("engagement", t("actions.campaign.engagement"), "rate"),
    figure("clicks", t("campaigns.clicks")),
    figure("conversions", t("campaigns.conversions")),
    { name: "description", label: t("actions.lead.description"), kind: "textarea", maxLength: 1000 },
  ];
}

/** A new campaign's inputs: a draft with nothing spent yet. */
export const newCampaignValues = (scheduledDate: string): Record<string, string> => ({
  status: "Draft",
  platform: "LinkedIn",
  scheduledDate,
  spent: "0",
  reach: "0",
  engagement: "0",
  clicks: "0",
  conversions: "0",
});

export function campaignFormValues(c: Campaign): Record<string, string> {
  return {
    name: c.name,
    description: c.description,
    platform: c.platform,
    status: c.status,
    scheduledDate: c.scheduledDate,
    budget: String(c.budget),
    spent: String(c.spent),
    reach: String(c.reach),
    engagement: String(c.engagement),
    clicks: String(c.clicks),
    conversions: String(c.conversions),
  };
}
