import type { Kysely } from "kysely";
import type { Database } from "../../app/server/db/schema";
import type { Actor } from "../../app/admin-kit/records/events.server";
import { today } from "../../app/admin-kit/records/find.server";
import { findInvoice } from "../../app/entities/invoice/find.server";
import { outstanding, paidSoFar } from "../../app/entities/invoice/payments";
import { paymentsOf, recordPayment } from "../../app/entities/invoice/payments.server";

/** Records one payment of all an invoice still owes, today by bank transfer (refused as staff would be). */
export async function payInFull(db: Kysely<Database>, actor: Actor, id: string, paidOn = today()) {
  const invoice = await findInvoice(db, id);
  const owed = outstanding(invoice, paidSoFar(await paymentsOf(db, id)));
  await recordPayment(db, actor, id, { paidOn, amount: owed, method: "bankTransfer", reference: "" });
}
