import type { Kysely } from "kysely";
import { recordEvent, type Actor } from "~/features/admin/records/events.server";
import { ActionRefused, findInvoice, today } from "~/features/admin/records/find.server";
import type { Database } from "~/server/db/schema";
import { CURRENCY } from "~/domain/admin/schema";
import { newInvoiceSchema, type NewInvoice } from "./create";
import { nextInvoiceNumber } from "./numbers.server";
import { canMarkPaid, invoiceTotals, lineTotal } from "./rules";

/** Marks a sent, pending or overdue invoice paid today, in its history. */
export async function markInvoicePaid(db: Kysely<Database>, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invoice = await findInvoice(trx, id, true);
    if (!canMarkPaid(invoice)) throw new ActionRefused("notPayable");
    const paidDate = today();
    await trx.updateTable("invoices").set({ status: "Paid", paid_date: paidDate }).where("id", "=", id).execute();
    await recordEvent(trx, actor, "invoice", id, "paid", { from: invoice.status, paidDate });
  });
}

/**
 * Stores a new draft invoice: its lines with their totals, the subtotal, VAT and total computed
 * here (never taken from the form), and the next number of its year, all in one transaction.
 * Returns the invoice's number, which is also its id.
 */
export async function createInvoice(db: Kysely<Database>, actor: Actor, input: NewInvoice): Promise<string> {
  const invoice = newInvoiceSchema.parse(input);
  const items = invoice.items.map((item) => ({ ...item, total: lineTotal(item) }));
  const totals = invoiceTotals(items);
  return db.transaction().execute(async (trx) => {
    const number = await nextInvoiceNumber(trx, invoice.issueDate);
    await trx
      .insertInto("invoices")
      .values({
        id: number,
        invoice_number: number,
        client_name: invoice.clientName,
        client_email: invoice.clientEmail,
        amount: totals.amount,
        tax_amount: totals.taxAmount,
        total_amount: totals.totalAmount,
        currency: CURRENCY,
        status: "Draft",
        issue_date: invoice.issueDate,
        due_date: invoice.dueDate,
        paid_date: null,
        description: invoice.description,
        items: JSON.stringify(items),
        created_by: actor.name,
      })
      .execute();
    await recordEvent(trx, actor, "invoice", number, "invoiceCreated", { value: totals.totalAmount });
    return number;
  });
}
