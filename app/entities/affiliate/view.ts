import { affiliateCategories, affiliateStatuses } from "./schema";
import { recordListView, statusSelect } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const affiliateView = recordListView("affiliate", {
  cards: { active: "number", totalCommissions: "money", totalSales: "money", averageCommissionRate: "percent" },
  selects: [
    statusSelect(affiliateStatuses, "affiliate"),
    { name: "category", all: "allCategories", values: affiliateCategories, option: "category" },
  ],
});
