import { affiliateCategories, affiliateStatuses } from "./schema";
import type { ListView } from "~/admin-kit/contracts";

/** What the back-office list of this entity shows besides its records: cards, selects, record page, create action. */
export const affiliateView: ListView = {
  section: "affiliates",
  recordPath: "/admin/affiliates",
  create: { label: "affiliates.add", href: "/admin/affiliates/new" },
  cards: { active: "number", totalCommissions: "money", totalSales: "money", averageCommissionRate: "percent" },
  selects: [
    { name: "status", all: "allStatuses", values: affiliateStatuses, option: "status.affiliate" },
    { name: "category", all: "allCategories", values: affiliateCategories, option: "category" },
  ],
};
