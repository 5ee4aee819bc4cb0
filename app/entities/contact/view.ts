import { contactStatuses } from "./schema";
import type { ListView } from "~/admin-kit/contracts";

/** What the back-office list of this entity shows besides its records: cards, selects, record page, create action. */
export const contactView: ListView = {
  section: "contacts",
  recordPath: "/admin/contacts",
  create: { label: "contacts.add", href: "/admin/contacts/new" },
  cards: { total: "number", activeCustomers: "number", hotLeads: "number", totalValue: "money" },
  selects: [{ name: "status", all: "allStatuses", values: contactStatuses, option: "status.contact" }],
};
