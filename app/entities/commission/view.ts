import { commissionStatuses } from "./schema";
import type { ListView } from "~/features/admin/ui/list-screen";

/** What the back-office list of this entity shows besides its records: cards, selects, record page, create action. */
export const commissionView: ListView = {
  section: "commissions",
  exportList: "commissions",
  cards: [
    ["total", "money"],
    ["paid", "money"],
    ["pending", "money"],
    ["overdue", "money"],
  ],
  selects: [
    {
      name: "status",
      label: "commissions.status",
      all: "commissions.allStatuses",
      values: commissionStatuses,
      option: "status.commission",
    },
  ],
};
