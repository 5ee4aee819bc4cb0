import { contactStatuses } from "./schema";
import type { ListView } from "~/features/admin/ui/list-screen";

/** What the back-office list of this entity shows besides its records: cards, selects, record page, create action. */
export const contactView: ListView = {
  section: "contacts",
  recordPath: "/admin/contacts",
  create: { label: "contacts.add", href: "/admin/contacts/new" },
  exportList: "contacts",
  cards: [
    ["total", "number"],
    ["activeCustomers", "number"],
    ["hotLeads", "number"],
    ["totalValue", "money"],
  ],
  selects: [
    {
      name: "status",
      label: "contacts.status",
      all: "contacts.allStatuses",
      values: contactStatuses,
      option: "status.contact",
    },
  ],
};
