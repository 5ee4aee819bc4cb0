import type { Tone } from "../../domain/admin/tone";
import type { InvoiceStatus } from "./schema";

export const invoiceStatusTone: Record<InvoiceStatus, Tone> = {
  Draft: "gray",
  Sent: "blue",
  Pending: "yellow",
  Paid: "green",
  Overdue: "red",
  Cancelled: "purple",
  Credited: "gray",
};

/** The invoice periods: This Month, Last 30 Days, Last 90 Days, This Year, by issue date. */
export const invoicePeriods = ["thisMonth", "last30", "last90", "thisYear"] as const;
export type InvoicePeriod = (typeof invoicePeriods)[number];
