import { campaignPlatforms, campaignStatuses } from "./schema";
import { recordListView } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const campaignView = recordListView("campaign", {
  createLabel: "campaigns.create",
  cards: { totalBudget: "money", totalSpent: "money", totalReach: "number", active: "number" },
  selects: [
    { name: "status", all: "allStatuses", values: campaignStatuses, option: "status.campaign" },
    { name: "platform", all: "allPlatforms", values: campaignPlatforms },
  ],
});
