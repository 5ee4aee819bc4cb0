import { invoiceStatuses } from "./schema";
import { invoicePeriods } from "./summary";
import { recordListView, statusSelect } from "~/admin-kit/lists/list-view";

/** What the back-office list of this entity shows besides its records: its cards and selects. */
export const invoiceView = recordListView("invoice", {
  createLabel: "invoices.create",
  cards: { paidTotal: "money", pendingTotal: "money", overdueTotal: "money", count: "number" },
  selects: [
    statusSelect(invoiceStatuses, "invoice"),
    { name: "period", all: "periods.all", values: invoicePeriods, option: "invoices.periods" },
  ],
});
