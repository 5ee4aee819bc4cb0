import { member } from "~/domain/admin/vocabulary";
import { contactSchema, contactStatuses } from "./schema";
import { defineList, count, countWhere, total } from "~/admin-kit/lists/query.server";
import { contactView } from "./view";

/** The back-office list of this entity: its table, selects, order and cards (the query all lists share is in features/admin/lists). */
export const contactList = defineList(contactView, contactSchema, "contacts", {
  searched: ["firstName", "lastName", "email", "company", "clientTaxCode"],
  newest: "created_at",
  cards: () => ({
    total: count,
    activeCustomers: countWhere("status", member(contactStatuses, "Active Customer")),
    hotLeads: countWhere("status", member(contactStatuses, "Hot Lead")),
    totalValue: total("value"),
  }),
});
