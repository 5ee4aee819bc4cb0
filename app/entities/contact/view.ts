import { contactStatuses } from "./schema";
import { recordListView, statusSelect } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const contactView = recordListView("contact", {
  cards: { total: "number", activeCustomers: "number", hotLeads: "number", totalValue: "money" },
  selects: [statusSelect(contactStatuses, "contact")],
});
