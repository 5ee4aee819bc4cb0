import { addWorkingDays } from "~/domain/admin/dates";

/** Rounds to cents, away from binary fractions (0.1 + 0.2 problems). */
export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function lineTotal(item: { quantity: number; unitPrice: number }): number {
  return roundCents(item.quantity * item.unitPrice);
}

/** Subtotal, VAT at `taxRate` percent of it, and total (subtotal plus VAT), to the cent. */
export function invoiceTotals(items: readonly { quantity: number; unitPrice: number }[], taxRate: number) {
  const amount = roundCents(items.reduce((sum, item) => sum + lineTotal(item), 0));
  const taxAmount = roundCents((amount * taxRate) / 100);
  return { amount, taxAmount, totalAmount: roundCents(amount + taxAmount) };
}

/**
 * Revenue, the one definition every screen uses (dashboard, ERP panel, analytics): what was
 * invoiced, net of VAT (VAT is collected for the state, not earned), over the invoices issued to a
 * client: not drafts, not cancelled ones. It is dated by the invoice's issue date. What was paid is
 * a different figure, cash received, dated by the payment.
 */
export const REVENUE_STATUSES = ["Sent", "Pending", "Paid", "Overdue", "Credited"] as const;

export function countsAsRevenue(invoice: { status: string }): boolean {
  return (REVENUE_STATUSES as readonly string[]).includes(invoice.status);
}

/** Overdue invoices are highlighted and carry "Action Required". */
export function needsAction(invoice: { status: string }): boolean {
  return invoice.status === "Overdue";
}

/** "Pending" on the cards means awaiting payment: Pending and Sent. */
export const AWAITING_PAYMENT = ["Pending", "Sent"] as const;

/** Only an invoice that was sent and awaits payment can be marked paid (not a draft, not twice). */
export function canMarkPaid(invoice: { status: string }): boolean {
  return invoice.status === "Sent" || invoice.status === "Pending" || invoice.status === "Overdue";
}

/** Only a draft's client, dates and lines can be changed: once sent, an invoice is cancelled and reissued instead. */
export function canEditLines(invoice: { status: string }): boolean {
  return invoice.status === "Draft";
}

/** A draft is sent once; from then on its lines are fixed. */
export function canMarkSent(invoice: { status: string }): boolean {
  return invoice.status === "Draft";
}

/** Only a draft is cancelled: an issued invoice is corrected by a credit note. */
export function canCancel(invoice: { status: string }): boolean {
  return invoice.status === "Draft";
}

/** An issued invoice (sent, pending, overdue or paid) takes credit notes until all of it is credited. */
export function canCredit(invoice: { status: string }): boolean {
  return ["Sent", "Pending", "Overdue", "Paid"].includes(invoice.status);
}

/** An invoice sent and unpaid whose due date has passed is overdue. */
export const BECOME_OVERDUE = ["Sent", "Pending"] as const;

/**
 * A euro invoice's VAT in lei, as Romanian law asks it to state: its VAT at its exchange rate, to
 * the ban; null while it has no rate.
 */
export function vatInLei(invoice: { taxAmount: number; exchangeRate: number | null }): number | null {
  return invoice.exchangeRate === null ? null : roundCents(invoice.taxAmount * invoice.exchangeRate);
}

/** Working days after its date within which an invoice is sent to RO e-Factura (OUG 120/2021, art. 10). */
export const EFACTURA_UPLOAD_WORKING_DAYS = 5;

/**
 * What an accountant would warn of before a draft is issued: a date already past the e-Factura
 * upload window (an invoice is dated the day it is issued), and an invoice issued after the 15th
 * of the month following its delivery (Fiscal Code art. 319 (16)). Warnings, not refusals: a late
 * invoice must still be issued.
 */
export function issueWarnings(
  invoice: { issueDate: string; deliveryDate?: string | null },
  today: string,
): ({ key: "issueDateOld"; uploadBy: string } | { key: "issuedLate"; issueBy: string })[] {
  const warnings: ({ key: "issueDateOld"; uploadBy: string } | { key: "issuedLate"; issueBy: string })[] = [];
  if (invoice.issueDate < addWorkingDays(today, -EFACTURA_UPLOAD_WORKING_DAYS))
    warnings.push({ key: "issueDateOld", uploadBy: addWorkingDays(invoice.issueDate, EFACTURA_UPLOAD_WORKING_DAYS) });
  const delivered = invoice.deliveryDate ?? invoice.issueDate;
  // The 15th of the month after the delivery's (Date.UTC's month counts from 0: the delivery's month number is the next).
  const issueBy = new Date(Date.UTC(Number(delivered.slice(0, 4)), Number(delivered.slice(5, 7)), 15))
    .toISOString()
    .slice(0, 10);
  if (invoice.issueDate > issueBy) warnings.push({ key: "issuedLate", issueBy });
  return warnings;
}
