import { invoiceStatuses } from "./schema";
import { invoicePeriods } from "./summary";
import type { ListView } from "~/admin-kit/contracts";

/** What the back-office list of this entity shows besides its records: cards, selects, record page, create action. */
export const invoiceView: ListView = {
  section: "invoices",
  recordPath: "/admin/invoices",
  create: { label: "invoices.create", href: "/admin/invoices/new" },
  cards: { paidTotal: "money", pendingTotal: "money", overdueTotal: "money", count: "number" },
  selects: [
    { name: "status", all: "allStatuses", values: invoiceStatuses, option: "status.invoice" },
    { name: "period", all: "periods.all", values: invoicePeriods, option: "invoices.periods" },
  ],
};
