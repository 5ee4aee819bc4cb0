import { commissionStatuses } from "./schema";
import type { ListView } from "~/admin-kit/contracts";

/** What the back-office list of this entity shows besides its records: cards, selects, record page, create action. */
export const commissionView: ListView = {
  section: "commissions",
  cards: { total: "money", paid: "money", pending: "money", overdue: "money" },
  selects: [{ name: "status", all: "allStatuses", values: commissionStatuses, option: "status.commission" }],
};
