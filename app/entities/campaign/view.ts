import { campaignPlatforms, campaignStatuses } from "./schema";
import type { ListView } from "~/admin-kit/contracts";

/** What the back-office list of this entity shows besides its records: cards, selects, record page, create action. */
export const campaignView: ListView = {
  section: "campaigns",
  recordPath: "/admin/campaigns",
  create: { label: "campaigns.create", href: "/admin/campaigns/new" },
  cards: { totalBudget: "money", totalSpent: "money", totalReach: "number", active: "number" },
  selects: [
    { name: "status", all: "allStatuses", values: campaignStatuses, option: "status.campaign" },
    { name: "platform", all: "allPlatforms", values: campaignPlatforms },
  ],
};
