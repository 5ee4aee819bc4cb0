import { sql, type Kysely, type Transaction } from "kysely";
import { recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { today, type Db } from "~/admin-kit/records/find.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { readRecord, recordColumns } from "~/admin-kit/lists/query.server";
import { member } from "~/domain/admin/vocabulary";
import type { Database } from "~/server/db/schema";
import { currentSeller } from "../company/settings.server";
import { sellerSchema, type Seller } from "../company/schema";
import { findInvoice } from "./find.server";
import { canCredit, roundCents } from "./rules";
import { invoiceStatuses } from "./schema";
import { settlementOf } from "./settlement.server";
import {
  creditableQuantities,
  creditedSoFar,
  creditNoteFigures,
  creditNoteSchema,
  type CreditNote,
  type CreditNoteRequest,
} from "./credit-notes";

/** An invoice's credit notes, oldest first. */
export async function creditNotesOf(db: Db, invoiceId: string): Promise<CreditNote[]> {
  const { rows } = await sql<Record<string, unknown>>`select ${recordColumns(creditNoteSchema)}
    from credit_notes where invoice_id = ${invoiceId} order by issue_date, id`.execute(db);
  return rows.map((row) => readRecord("credit_notes", creditNoteSchema, row));
}

/** One credit note, with the seller's details it was issued with; refused as not found when there is none. */
export async function findCreditNote(db: Db, id: string): Promise<CreditNote & { seller: Seller }> {
  const { rows } = await sql<Record<string, unknown>>`select ${recordColumns(creditNoteSchema)}, seller
    from credit_notes where id = ${id}`.execute(db);
  if (!rows[0]) throw new ActionRefused("notFound", 404);
  const note = readRecord("credit_notes", creditNoteSchema, rows[0]);
  return { ...note, seller: sellerSchema.parse(rows[0].seller) };
}

/**
 * The next number of the credit notes' own series for the year of `issueDate`, taken inside the
 * transaction that stores the note: the year's counter row stays locked until it ends, so numbers
 * never repeat and a rolled-back note leaves no gap.
 */
async function nextCreditNoteNumber(trx: Transaction<Database>, issueDate: string): Promise<string> {
  const year = Number(issueDate.slice(0, 4));
  const { rows } = await sql<{ last: number }>`insert into credit_note_numbers (year, last) values (${year}, 1)
    on conflict (year) do update set last = credit_note_numbers.last + 1 returning last`.execute(trx);
  return `CN-${year}-${String(rows[0]!.last).padStart(3, "0")}`;
}

/**
 * Issues a credit note for an issued invoice, today, crediting the quantities asked of its lines
 * (never more than is left of each) at its VAT rate, with the reason; it keeps the company's details
 * as they are now. Once credit notes and payments cover the invoice, it is Paid (something was
 * paid) or Credited (nothing was). Returns the note's number.
 */
export async function issueCreditNote(
  db: Kysely<Database>,
  actor: Actor,
  invoiceId: string,
  request: CreditNoteRequest,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const invoice = await findInvoice(trx, invoiceId, true);
    if (!canCredit(invoice)) throw new ActionRefused("notCreditable");
    const notes = await creditNotesOf(trx, invoiceId);
    const left = creditableQuantities(invoice.items, notes);
    const input = request.whole
      ? { ...request, quantities: left.map((quantity, line) => ({ line, quantity })) }
      : request;
    for (const { line, quantity } of input.quantities)
      if (line >= left.length || quantity > left[line]!)
        throw new ActionRefused("creditOverInvoiced", 409, `lines.${line}.quantity`);
    const computed = creditNoteFigures(invoice, input.quantities);
    // The note that takes all that is left takes the rest of the invoice's figures to the cent, so
    // notes never leave a cent of VAT behind however they were rounded one by one.
    const takesAll = left.every(
      (quantity, line) =>
        quantity === input.quantities.filter((q) => q.line === line).reduce((s, q) => s + q.quantity, 0),
    );
    const before = creditedSoFar(notes);
    const figures = takesAll
      ? {
          ...computed,
          amount: roundCents(invoice.amount - before.amount),
          taxAmount: roundCents(invoice.taxAmount - before.taxAmount),
          totalAmount: roundCents(invoice.totalAmount - before.totalAmount),
        }
      : computed;
    if (!figures.items.length) throw new ActionRefused("nothingToCredit");
    const seller = await currentSeller(trx);
    const day = today();
    const number = await nextCreditNoteNumber(trx, day);
    await trx
      .insertInto("credit_notes")
      .values({
        id: number,
        invoice_id: invoiceId,
        issue_date: day,
        reason: input.reason,
        items: JSON.stringify(figures.items),
        tax_rate: invoice.taxRate,
        amount: figures.amount,
        tax_amount: figures.taxAmount,
        total_amount: figures.totalAmount,
        seller: JSON.stringify(seller),
        created_by: actor.name,
      })
      .execute();
    await recordEvent(trx, actor, "invoice", invoiceId, "creditNoteIssued", {
      number,
      value: figures.totalAmount,
      reason: input.reason,
    });
    const { paid, credited } = await settlementOf(trx, invoiceId);
    if (invoice.status === "Paid" || credited + paid < invoice.totalAmount) return number;
    const status = member(invoiceStatuses, paid > 0 ? "Paid" : "Credited");
    await trx
      .updateTable("invoices")
      .set({ status, paid_date: paid > 0 ? day : null })
      .where("id", "=", invoiceId)
      .execute();
    return number;
  });
}
