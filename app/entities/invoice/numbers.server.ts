import { sql, type Transaction } from "kysely";
import type { Database } from "~/server/db/schema";

/** An invoice number: INV, the year of issue, and its place in that year's series (001, 002, … 1000). */
export function invoiceNumber(year: number, place: number): string {
  return `INV-${year}-${String(place).padStart(3, "0")}`;
}

/**
 * Takes `count` consecutive numbers of `year`'s series inside the transaction that stores the
 * invoices, and returns the place of the first. The year's counter row is locked until that
 * transaction ends, so concurrent writers get numbers that never repeat and a rolled-back one leaves
 * no gap. A year's first number follows any INV number of that year already stored (an invoice kept
 * from before the counter existed). Every writer of invoice numbers comes through here.
 */
export async function reserveInvoiceNumbers(trx: Transaction<Database>, year: number, count: number): Promise<number> {
  const prefix = `INV-${year}-`;
  const { rows } = await sql<{ last: number }>`
    insert into invoice_numbers (year, last)
    values (${year}, ${count}::int + coalesce((
      select max(substring(n from ${prefix.length + 1}::int)::int) from (
        select invoice_number as n from invoices union all select id from invoices
      ) stored
      where n like ${`${prefix}%`} and substring(n from ${prefix.length + 1}::int) ~ '^[0-9]+$'), 0))
    on conflict (year) do update set last = invoice_numbers.last + ${count}::int
    returning last`.execute(trx);
  return rows[0]!.last - count + 1;
}

/** The next number of the year of `issueDate`, taken inside the transaction that stores the invoice. */
export async function nextInvoiceNumber(trx: Transaction<Database>, issueDate: string): Promise<string> {
  const year = Number(issueDate.slice(0, 4));
  return invoiceNumber(year, await reserveInvoiceNumbers(trx, year, 1));
}
