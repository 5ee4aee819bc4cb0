import { commissionStatuses } from "./schema";
import { recordListView, statusSelect } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const commissionView = recordListView("commission", {
  cards: { total: "money", paid: "money", pending: "money", overdue: "money" },
  selects: [statusSelect(commissionStatuses, "commission")],
});
