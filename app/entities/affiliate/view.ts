import { affiliateCategories, affiliateStatuses } from "./schema";
import { recordListView } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const affiliateView = recordListView("affiliate", {
  cards: { active: "number", totalCommissions: "money", totalSales: "money", averageCommissionRate: "percent" },
  selects: [
    { name: "status", all: "allStatuses", values: affiliateStatuses, option: "status.affiliate" },
    { name: "category", all: "allCategories", values: affiliateCategories, option: "category" },
  ],
});
