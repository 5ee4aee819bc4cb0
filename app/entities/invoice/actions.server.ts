import type { Kysely } from "kysely";
import { recordEvent, type Actor } from "~/features/admin/records/events.server";
import { ActionRefused, findInvoice, today } from "~/features/admin/records/find.server";
import type { Database } from "~/server/db/schema";
import { canMarkPaid } from "./rules";

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
