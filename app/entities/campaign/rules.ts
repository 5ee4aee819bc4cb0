import type { Tone } from "../../domain/admin/tone";
import type { CampaignStatus } from "./schema";

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
