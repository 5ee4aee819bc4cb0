import { monthOf, withinDays } from "../admin/dates";
import { filterList, sum } from "../admin/search";
import type { Tone } from "../admin/tone";
import { AWAITING_PAYMENT, invoiceSearchFields } from "./rules";
import type { Invoice, InvoiceStatus } from "./schema";

export const invoiceStatusTone: Record<InvoiceStatus, Tone> = {
  Draft: "gray",
  Sent: "blue",
  Pending: "yellow",
  Paid: "green",
  Overdue: "red",
};

export const invoiceSelects = { status: "status" } as const;

/** The invoice periods: This Month, Last 30 Days, Last 90 Days, This Year, by issue date. */
export const invoicePeriods = ["thisMonth", "last30", "last90", "thisYear"] as const;
export type InvoicePeriod = (typeof invoicePeriods)[number];

export function inInvoicePeriod(issueDate: string, period: InvoicePeriod, today: string): boolean {
  if (issueDate > today) return false;
  if (period === "thisMonth") return monthOf(issueDate) === monthOf(today);
  if (period === "thisYear") return issueDate.slice(0, 4) === today.slice(0, 4);
  return withinDays(issueDate, today, period === "last30" ? 30 : 90);
}

export function filterInvoices(
  invoices: readonly Invoice[],
  filter: { q?: string; status?: string; period?: InvoicePeriod },
  today: string,
): Invoice[] {
  const { period } = filter;
  return filterList(invoices, invoiceSearchFields, invoiceSelects, filter).filter(
    (i) => !period || inInvoicePeriod(i.issueDate, period, today),
  );
}

export function invoiceCards(invoices: readonly Invoice[]) {
  const total = (statuses: readonly InvoiceStatus[]) =>
    sum(
      invoices.filter((i) => statuses.includes(i.status)),
      (i) => i.totalAmount,
    );
  return {
    paidTotal: total(["Paid"]),
    pendingTotal: total(AWAITING_PAYMENT),
    overdueTotal: total(["Overdue"]),
    count: invoices.length,
  };
}
export type InvoiceCards = ReturnType<typeof invoiceCards>;
