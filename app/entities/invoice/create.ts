import { z } from "~/lib/zod";
import { isoDate, money } from "~/domain/admin/schema";
import { storedEmail } from "~/domain/fields";

/** The most lines an invoice takes. */
export const MAX_INVOICE_LINES = 20;

/** One line of a new invoice: what was supplied, how many, at what unit price. */
export const invoiceLineSchema = z.object({
  description: z.string().trim().min(1).max(300),
  quantity: z.number().int().positive().max(1_000_000),
  unitPrice: money.max(100_000_000),
});

/** A new invoice as staff enter it: the totals are not entered, they follow from the lines. */
export const newInvoiceSchema = z
  .object({
    clientName: z.string().trim().min(1).max(160),
    clientEmail: storedEmail,
    description: z.string().trim().max(500),
    issueDate: isoDate,
    dueDate: isoDate,
    items: z.array(invoiceLineSchema).min(1).max(MAX_INVOICE_LINES),
  })
  .refine((invoice) => invoice.dueDate >= invoice.issueDate, {
    path: ["dueDate"],
    message: "dueBeforeIssue",
  });
export type NewInvoice = z.infer<typeof newInvoiceSchema>;
