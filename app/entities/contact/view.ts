import { contactStatuses } from "./schema";
import { recordListView, statusSelect } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const contactView = recordListView("contact", {
  cards: { total: "number", activeCustomers: "number", hotLeads: "number", totalValue: "money" },
  selects: [statusSelect(contactStatuses, "contact")],
  table: {
    columns: [
      { field: "lastName" },
      { field: "firstName" },
      { field: "company" },
      { field: "email" },
      { field: "phone", sortable: false },
      { field: "status", format: "coded", option: "status.contact" },
      { field: "value", format: "money" },
      { field: "lastContact", format: "date" },
      { field: "source", format: "coded", option: "source" },
      { field: "jobTitle" },
      { field: "createdAt", format: "date" },
    ],
    shown: 8,
  },
});
