import { commissionStatuses } from "./schema";
import { recordListView } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const commissionView = recordListView("commission", {
  cards: { total: "money", paid: "money", pending: "money", overdue: "money" },
  selects: [{ name: "status", all: "allStatuses", values: commissionStatuses, option: "status.commission" }],
});
