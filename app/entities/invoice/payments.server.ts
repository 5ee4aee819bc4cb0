import { sql } from "kysely";
import { recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { today, type Db } from "~/admin-kit/records/find.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { readRecord, recordColumns } from "~/admin-kit/lists/query.server";
import { member } from "~/domain/admin/vocabulary";
import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { findInvoice } from "./find.server";
import { settlementOf } from "./settlement.server";
import { canMarkPaid } from "./rules";
import { invoiceStatuses } from "./schema";
import { invoicePaymentSchema, outstanding, paidSoFar, type InvoicePayment, type PaymentInput } from "./payments";

/** An invoice's payments, oldest first, reversed ones included (each says so). */
export async function paymentsOf(db: Db, invoiceId: string): Promise<InvoicePayment[]> {
  const { rows } = await sql<Record<string, unknown>>`select ${recordColumns(invoicePaymentSchema)}
    from invoice_payments where invoice_id = ${invoiceId} order by paid_on, id`.execute(db);
  return rows.map((row) => readRecord("invoice_payments", invoicePaymentSchema, row));
}

/**
 * Records a payment received for a sent, pending or overdue invoice, in its history. A payment is
 * never more than what is still owed, nor dated after today; once the payments add up to what is
 * owed, the invoice is Paid on the day of the last of them.
 */
export async function recordPayment(db: Kysely<Database>, actor: Actor, invoiceId: string, input: PaymentInput) {
  await db.transaction().execute(async (trx) => {
    const invoice = await findInvoice(trx, invoiceId, true);
    if (!canMarkPaid(invoice)) throw new ActionRefused("notPayable");
    if (input.paidOn > today()) throw new ActionRefused("paymentInFuture", 409, "paidOn");
    const payments = await paymentsOf(trx, invoiceId);
    const owed = outstanding(invoice, paidSoFar(payments), (await settlementOf(trx, invoiceId)).credited);
    if (input.amount <= 0 || input.amount > owed) throw new ActionRefused("paymentOverOwed", 409, "amount");
    await trx
      .insertInto("invoice_payments")
      .values({
        invoice_id: invoiceId,
        paid_on: input.paidOn,
        amount: input.amount,
        method: input.method,
        reference: input.reference,
        recorded_by: actor.name,
      })
      .execute();
    await recordEvent(trx, actor, "invoice", invoiceId, "paymentRecorded", {
      value: input.amount,
      paidOn: input.paidOn,
      method: input.method,
      reference: input.reference,
    });
    if (input.amount < owed) return;
    const lastDay = [...payments.filter((p) => p.reversedAt === null).map((p) => p.paidOn), input.paidOn]
      .sort()
      .at(-1)!;
    await trx
      .updateTable("invoices")
      .set({ status: member(invoiceStatuses, "Paid"), paid_date: lastDay })
      .where("id", "=", invoiceId)
      .execute();
    await recordEvent(trx, actor, "invoice", invoiceId, "paid", { from: invoice.status, paidDate: lastDay });
  });
}

/**
 * Reverses a payment recorded by mistake, with the reason, in the invoice's history: the payment
 * stays, marked reversed. A paid invoice is owed again: Overdue if its due date has passed, else
 * Sent (Credited if its credit notes cover it all).
 */
export async function reversePayment(
  db: Kysely<Database>,
  actor: Actor,
  invoiceId: string,
  input: { paymentId: number; reason: string },
) {
  await db.transaction().execute(async (trx) => {
    const invoice = await findInvoice(trx, invoiceId, true);
    const payment = (await paymentsOf(trx, invoiceId)).find((p) => p.id === input.paymentId);
    if (!payment) throw new ActionRefused("notFound", 404);
    if (payment.reversedAt !== null) throw new ActionRefused("paymentReversed");
    await trx
      .updateTable("invoice_payments")
      .set({ reversed_at: new Date(), reversed_by: actor.name, reversal_reason: input.reason })
      .where("id", "=", payment.id)
      .execute();
    await recordEvent(trx, actor, "invoice", invoiceId, "paymentReversed", {
      value: payment.amount,
      paidOn: payment.paidOn,
      reason: input.reason,
    });
    if (invoice.status !== "Paid") return;
    const { credited } = await settlementOf(trx, invoiceId);
    const status = member(
      invoiceStatuses,
      credited >= invoice.totalAmount ? "Credited" : invoice.dueDate < today() ? "Overdue" : "Sent",
    );
    await trx.updateTable("invoices").set({ status, paid_date: null }).where("id", "=", invoiceId).execute();
  });
}
