import { filterList, sum } from "../admin/search";
import type { Tone } from "../admin/tone";
import type { Campaign, CampaignStatus } from "./schema";

export const campaignStatusTone: Record<CampaignStatus, Tone> = {
  Active: "green",
  Draft: "gray",
  Paused: "yellow",
  Completed: "blue",
};

/** The share of the budget spent, in percent, capped at 100. */
export function budgetProgress(campaign: { budget: number; spent: number }): number {
  if (campaign.budget <= 0) return campaign.spent > 0 ? 100 : 0;
  return Math.min(100, Math.round((campaign.spent / campaign.budget) * 1000) / 10);
}

/** The campaigns search looks at name, description and platform. */
export const campaignSearchFields = ["name", "description", "platform"] as const satisfies readonly (keyof Campaign)[];

export const campaignSelects = { status: "status", platform: "platform" } as const;

export function filterCampaigns(
  campaigns: readonly Campaign[],
  filter: { q?: string; status?: string; platform?: string },
): Campaign[] {
  return filterList(campaigns, campaignSearchFields, campaignSelects, filter);
}

export function campaignCards(campaigns: readonly Campaign[]) {
  return {
    totalBudget: sum(campaigns, (c) => c.budget),
    totalSpent: sum(campaigns, (c) => c.spent),
    totalReach: sum(campaigns, (c) => c.reach),
    active: campaigns.filter((c) => c.status === "Active").length,
  };
}
export type CampaignCards = ReturnType<typeof campaignCards>;
