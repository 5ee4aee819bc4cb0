import { sql } from "kysely";
import type { Db } from "~/admin-kit/records/find.server";

/**
 * What has settled an invoice so far: its payments not reversed, and the totals of its credit
 * notes. What is still owed is its total less both (`outstanding` in ./payments.ts).
 */
export async function settlementOf(db: Db, invoiceId: string): Promise<{ paid: number; credited: number }> {
  const { rows } = await sql<{ paid: number; credited: number }>`select
      (select coalesce(sum(amount), 0) from invoice_payments where invoice_id = ${invoiceId} and reversed_at is null) as paid,
      (select coalesce(sum(total_amount), 0) from credit_notes where invoice_id = ${invoiceId}) as credited`.execute(
    db,
  );
  return { paid: Number(rows[0]?.paid ?? 0), credited: Number(rows[0]?.credited ?? 0) };
}
