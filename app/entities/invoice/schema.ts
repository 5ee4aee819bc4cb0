import { z } from "~/lib/zod";
import { storedClientDetails } from "../contact/client-details";
import { storedEmail } from "../../domain/fields";
import { INVOICE_MAX, MAX_INVOICE_LINES, storedNumber } from "../../domain/number-fields";
import { CURRENCY, isoDate, money, percent } from "../../domain/admin/schema";
import { languages } from "../../i18n/types";
import { invoiceTotals, lineTotal } from "./rules";
import { vatCategories } from "~/domain/vat";

/**
 * Invoice statuses, defined once. A Draft is sent (issued: its lines are then fixed) or Cancelled;
 * Sent or Pending becomes Overdue once its due date has passed unpaid; Sent, Pending or Overdue
 * becomes Paid when its payments cover what is owed, or Credited when credit notes cover it all
 * with nothing paid. An issued invoice is corrected by a credit note, never cancelled.
 */
export const invoiceStatuses = ["Draft", "Sent", "Pending", "Paid", "Overdue", "Cancelled", "Credited"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const INVOICE_ID_PATTERN = /^INV-\d{4}-\d{3,}$/;
/** {prefix}-YYYY-NNN, the prefix being the issuing series (e.g. APS). */
export const INVOICE_NUMBER_PATTERN = /^[A-Z]{2,5}-\d{4}-\d{3,}$/;

/** An invoice's line total or one of its totals: cents, at most what the fullest invoice reaches (which its column holds). */
const invoiceMoney = (max: number) => money.max(max);

/** What a line's quantity counts: pieces, hours of work, metres, sets. */
export const invoiceUnits = ["piece", "hour", "metre", "set"] as const;
export type InvoiceUnit = (typeof invoiceUnits)[number];

export const invoiceItemSchema = z
  .object({
    description: z.string().min(1).max(300),
    quantity: storedNumber("quantity"),
    /** Lines written before units were asked for count pieces. */
    unit: z.enum(invoiceUnits).default("piece"),
    unitPrice: storedNumber("unitPrice"),
    total: invoiceMoney(INVOICE_MAX.line),
  })
  .refine((item) => item.total === lineTotal(item), {
    message: "Item total must be quantity × unit price",
    path: ["total"],
  });
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoiceSchema = z
  .object({
    id: z.string().regex(INVOICE_ID_PATTERN),
    invoiceNumber: z.string().regex(INVOICE_NUMBER_PATTERN),
    clientName: z.string().min(1).max(160),
    clientEmail: storedEmail,
    /** The client's details as the invoice states them (the address is empty on invoices made before it was asked). */
    ...storedClientDetails,
    /** The client's language: what the invoice's PDF is written in unless staff choose the other. */
    language: z.enum(languages),
    /** How it is taxed: the day's standard or reduced rate, or none (reverse charge, export) with the law's reason. */
    vatCategory: z.enum(vatCategories),
    /** The VAT rate it was issued at, in percent. */
    taxRate: percent,
    /** Lei for one euro (the National Bank of Romania's reference rate, as staff enter it), which its VAT in lei is counted at. */
    exchangeRate: storedNumber("exchangeRate").nullable(),
    /** The day that rate was published for. */
    exchangeRateDate: isoDate.nullable(),
    /** The subtotal, before tax. */
    amount: invoiceMoney(INVOICE_MAX.amount),
    taxAmount: invoiceMoney(INVOICE_MAX.tax),
    totalAmount: invoiceMoney(INVOICE_MAX.total),
    currency: z.literal(CURRENCY),
    status: z.enum(invoiceStatuses),
    issueDate: isoDate,
    /** The day the goods were delivered or the service provided, when it is not the issue date: its VAT rate applies. */
    deliveryDate: isoDate.nullish(),
    dueDate: isoDate,
    paidDate: isoDate.nullable(),
    description: z.string().max(500),
    items: z.array(invoiceItemSchema).min(1).max(MAX_INVOICE_LINES),
    createdBy: z.string().min(1).max(120),
  })
  .superRefine((invoice, ctx) => {
    const expected = invoiceTotals(invoice.items, invoice.taxRate);
    if (invoice.amount !== expected.amount)
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Subtotal must be the sum of the items" });
    if (invoice.taxAmount !== expected.taxAmount)
      ctx.addIssue({ code: "custom", path: ["taxAmount"], message: "Tax must be the rate's share of the subtotal" });
    if (invoice.totalAmount !== expected.totalAmount)
      ctx.addIssue({ code: "custom", path: ["totalAmount"], message: "Total must be subtotal plus tax" });
    if ((invoice.status === "Paid") !== (invoice.paidDate !== null))
      ctx.addIssue({
        code: "custom",
        path: ["paidDate"],
        message: "A paid date goes with the Paid status, and only with it",
      });
    if (invoice.dueDate < invoice.issueDate)
      ctx.addIssue({ code: "custom", path: ["dueDate"], message: "Due date cannot precede the issue date" });
  });
export type Invoice = z.infer<typeof invoiceSchema>;
