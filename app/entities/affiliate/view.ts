import { affiliateCategories, affiliateStatuses } from "./schema";
import type { ListView } from "~/features/admin/ui/list-screen";

/** What the back-office list of this entity shows besides its records: cards, selects, record page, create action. */
export const affiliateView: ListView = {
  section: "affiliates",
  create: { label: "affiliates.add" },
  exportList: "affiliates",
  cards: [
    ["active", "number"],
    ["totalCommissions", "money"],
    ["totalSales", "money"],
    ["averageRate", "percent", "averageCommissionRate"],
  ],
  selects: [
    {
      name: "status",
      label: "affiliates.status",
      all: "affiliates.allStatuses",
      values: affiliateStatuses,
      option: "status.affiliate",
    },
    {
      name: "category",
      label: "affiliates.category",
      all: "affiliates.allCategories",
      values: affiliateCategories,
      option: "category",
    },
  ],
};
