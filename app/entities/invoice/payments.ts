import { z } from "~/lib/zod";
import { TEXT_LIMITS } from "~/domain/field-limits";
import { day, line, writtenText } from "~/domain/admin/form-inputs";
import { storedNumber, typedNumber } from "~/domain/number-fields";
import { isoDate, isoDateTime } from "~/domain/admin/schema";
import { roundCents } from "./rules";

/** How a client paid. */
export const paymentMethods = ["bankTransfer", "card", "cash", "other"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A payment received for an invoice, as stored; a reversed one keeps who reversed it, when and why. */
export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  invoiceId: z.string(),
  paidOn: isoDate,
  amount: storedNumber("payment"),
  method: z.enum(paymentMethods),
  reference: z.string().max(TEXT_LIMITS.paymentReference),
  recordedBy: z.string(),
  recordedAt: isoDateTime,
  reversedAt: isoDateTime.nullable(),
  reversedBy: z.string().nullable(),
  reversalReason: z.string().max(TEXT_LIMITS.note).nullable(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** A payment as staff record it: the day, the amount (euros and cents), how, and its reference. */
export const paymentInput = z.object({
  paidOn: day,
  amount: typedNumber("payment", "invalidPayment"),
  method: z.enum(paymentMethods, "invalidChoice"),
  reference: line("paymentReference"),
});
export type PaymentInput = z.infer<typeof paymentInput>;

/** A payment reversed: which one, and why. */
export const reversalInput = z.object({
  paymentId: z.coerce.number("notFound").int("notFound").positive("notFound"),
  reason: writtenText("reversalReasonRequired"),
});

/** What the payments not reversed add up to. */
export function paidSoFar(payments: readonly Pick<InvoicePayment, "amount" | "reversedAt">[]): number {
  return roundCents(payments.filter((p) => p.reversedAt === null).reduce((sum, p) => sum + p.amount, 0));
}

/**
 * What the company owes the client back on an invoice: what was paid beyond the total less the
 * credit notes (a paid invoice credited afterwards); zero otherwise.
 */
export function refundDue(invoice: { totalAmount: number }, paid: number, credited = 0): number {
  return Math.max(0, roundCents(paid - (invoice.totalAmount - credited)));
}

/**
 * What a client still owes on an invoice: its total less what was credited and what was paid.
 * An invoice marked Paid owes nothing (those paid before payments were recorded have none).
 */
export function outstanding(invoice: { status: string; totalAmount: number }, paid: number, credited = 0): number {
  if (invoice.status === "Paid") return 0;
  return Math.max(0, roundCents(invoice.totalAmount - credited - paid));
}
