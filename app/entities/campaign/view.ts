import { campaignPlatforms, campaignStatuses } from "./schema";
import { recordListView, statusSelect } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const campaignView = recordListView("campaign", {
  createLabel: "campaigns.create",
  cards: { totalBudget: "money", totalSpent: "money", totalReach: "number", active: "number" },
  selects: [
    statusSelect(campaignStatuses, "campaign"),
    { name: "platform", all: "allPlatforms", values: campaignPlatforms },
  ],
});
