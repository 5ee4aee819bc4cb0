import { sql, type Kysely, type Transaction } from "kysely";
import { currentSeller, readCompanySettings } from "../company/settings.server";
import { DEFAULT_INVOICE_SERIES } from "../company/schema";
import { SYSTEM_ACTOR } from "~/domain/admin/actors";
import { recordEvent, type Actor } from "~/admin-kit/records/events.server";
import { today } from "~/admin-kit/records/find.server";
import { ActionRefused } from "~/admin-kit/contracts";
import { findInvoice } from "./find.server";
import type { Database } from "~/server/db/schema";
import { CURRENCY } from "~/domain/admin/schema";
import { invoiceVatRate, newInvoiceSchema, type NewInvoiceInput } from "./create";
import { nextInvoiceNumber } from "./numbers.server";
import { member, members } from "~/domain/admin/vocabulary";
import { BECOME_OVERDUE, canCancel, canEditLines, canMarkSent, invoiceTotals, lineTotal } from "./rules";
import { insertRecord, updateRecord } from "~/admin-kit/records/save.server";
import { invoiceStatuses } from "./schema";

/**
 * The next number of `series` for the year of `issueDate` (SERIES-YYYY-NNN), taken inside the
 * transaction that issues the invoice: the counter row stays locked until it ends, so numbers never
 * repeat and one that is rolled back leaves no gap. A series' first number of a year follows any
 * number of it already stored (invoices kept from before the counter).
 */
async function nextSeriesNumber(trx: Transaction<Database>, series: string, issueDate: string): Promise<string> {
  const year = Number(issueDate.slice(0, 4));
  const prefix = `${series}-${year}-`;
  const { rows } = await sql<{ last: number }>`
    insert into invoice_series_numbers (series, year, last)
    values (${series}, ${year}, 1 + coalesce((
      select max(substring(invoice_number from ${prefix.length + 1}::int)::int) from invoices
      where invoice_number like ${`${prefix}%`} and substring(invoice_number from ${prefix.length + 1}::int) ~ '^[0-9]+$'), 0))
    on conflict (series, year) do update set last = invoice_series_numbers.last + 1
    returning last`.execute(trx);
  return `${prefix}${String(rows[0]!.last).padStart(3, "0")}`;
}

/**
 * Issues a draft: it is numbered in the company's series (its next number of the issue date's
 * year), keeps the company's details as they are now as its seller, and its lines are fixed from
 * now on. Refused until the company's details are set, and without the exchange rate its VAT in lei
 * is counted at.
 */
export async function markInvoiceSent(db: Kysely<Database>, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invoice = await findInvoice(trx, id, true);
    if (!canMarkSent(invoice)) throw new ActionRefused("notSendable");
    // A euro invoice states its VAT in lei: it is not issued without the rate that counts it.
    if (invoice.exchangeRate === null || !invoice.exchangeRateDate) throw new ActionRefused("exchangeRateMissing");
    const seller = await currentSeller(trx);
    // A company not registered for VAT charges none, and says so; one registered may not say it.
    if (!seller.vatPayer && invoice.vatCategory !== "notSubject") throw new ActionRefused("notVatPayer");
    if (seller.vatPayer && invoice.vatCategory === "notSubject") throw new ActionRefused("notSubjectForVatPayer");
    const settings = await readCompanySettings(trx);
    const series = settings?.invoiceSeries ?? DEFAULT_INVOICE_SERIES;
    // Numbers follow the dates: no issue date to come, none before the last of its series and year.
    if (invoice.issueDate > today()) throw new ActionRefused("issueDateInFuture");
    const last = await trx
      .selectFrom("invoices")
      .select((eb) => eb.fn.max("issue_date").as("day"))
      .where("invoice_number", "like", `${series}-${invoice.issueDate.slice(0, 4)}-%`)
      .where("status", "not in", members(invoiceStatuses, ["Draft", "Cancelled"]))
      .executeTakeFirst();
    if (last?.day && String(last.day).slice(0, 10) > invoice.issueDate) throw new ActionRefused("issueDateOutOfOrder");
    const number = await nextSeriesNumber(trx, series, invoice.issueDate);
    await trx
      .updateTable("invoices")
      .set({ status: member(invoiceStatuses, "Sent"), seller: JSON.stringify(seller), invoice_number: number })
      .where("id", "=", id)
      .execute();
    await recordEvent(trx, actor, "invoice", id, "sent", { from: invoice.status, number });
  });
}

/** Cancels a draft (an issued invoice is corrected by a credit note instead). */
export async function cancelInvoice(db: Kysely<Database>, actor: Actor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invoice = await findInvoice(trx, id, true);
    if (!canCancel(invoice)) throw new ActionRefused("notCancellable");
    await trx
      .updateTable("invoices")
      .set({ status: member(invoiceStatuses, "Cancelled") })
      .where("id", "=", id)
      .execute();
    await recordEvent(trx, actor, "invoice", id, "cancelled", { from: invoice.status });
  });
}

/** Who the invoices that fall overdue by themselves are changed by, in their history. */
const CALENDAR: Actor = SYSTEM_ACTOR;

/**
 * Invoices sent and unpaid whose due date is before `day` become Overdue, each with a line in its
 * history (which the notifications read). Run by the background jobs and before invoices are
 * shown, so a screen never shows a past-due invoice as merely Sent. Returns the invoices changed.
 */
export async function markOverdueInvoices(db: Kysely<Database>, day: string = today()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("invoices")
      .set({ status: member(invoiceStatuses, "Overdue") })
      .where("status", "in", members(invoiceStatuses, BECOME_OVERDUE))
      .where("due_date", "<", day)
      .returning(["id", "due_date"])
      .execute();
    for (const invoice of changed)
      await recordEvent(trx, CALENDAR, "invoice", invoice.id, "overdue", { dueDate: invoice.due_date });
    return changed.map((invoice) => invoice.id);
  });
}

/**
 * A draft's stored fields from its form: its lines with their totals, and the VAT rate, subtotal,
 * VAT and total computed here, never taken from the form. The rate is the one of the draft's
 * delivery (or issue) day as it now stands: a draft is not issued yet.
 */
function draftFields(input: NewInvoiceInput) {
  const { items: lines, deliveryDate, exchangeRate, exchangeRateDate, ...invoice } = newInvoiceSchema.parse(input);
  const items = lines.map((item) => ({ ...item, total: lineTotal(item) }));
  const taxRate = invoiceVatRate({ ...invoice, deliveryDate });
  return {
    ...invoice,
    deliveryDate: deliveryDate ?? null,
    exchangeRate: exchangeRate ?? null,
    exchangeRateDate: exchangeRateDate ?? null,
    items,
    taxRate,
    ...invoiceTotals(items, taxRate),
  };
}

/**
 * Stores a new draft invoice (`draftFields`) under the next number of its year, in one transaction.
 * Returns the invoice's number, which is also its id.
 */
export async function createInvoice(db: Kysely<Database>, actor: Actor, input: NewInvoiceInput): Promise<string> {
  const invoice = draftFields(input);
  return db.transaction().execute(async (trx) => {
    const number = await nextInvoiceNumber(trx, invoice.issueDate);
    const draft = { ...invoice, id: number, invoiceNumber: number, status: member(invoiceStatuses, "Draft") };
    const fields = { ...draft, currency: CURRENCY, paidDate: null, createdBy: actor.name };
    return insertRecord(trx, actor, "invoice", fields, "invoiceCreated", { value: invoice.totalAmount });
  });
}

/**
 * Saves a draft's new client, dates and lines, the totals computed again; a sent invoice's lines
 * are fixed (it is cancelled and reissued instead), so anything but a draft is refused.
 */
export async function updateInvoiceDraft(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  input: NewInvoiceInput,
): Promise<void> {
  const fields = draftFields(input);
  await db.transaction().execute(async (trx) => {
    const before = await findInvoice(trx, id, true);
    if (!canEditLines(before)) throw new ActionRefused("linesFixed");
    await updateRecord(trx, actor, "invoice", id, before, fields);
  });
}
