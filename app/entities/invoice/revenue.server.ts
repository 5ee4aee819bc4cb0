import { sql } from "kysely";
import { member, members } from "~/domain/admin/vocabulary";
import { REVENUE_STATUSES } from "./rules";
import { invoiceStatuses } from "./schema";

/**
 * Revenue, the one definition every screen uses (the dashboard, the ERP panel, analytics and the
 * financial report): what was invoiced net of VAT (VAT is collected for the state, not earned),
 * less what credit notes took back. Each issued invoice (REVENUE_STATUSES: not a draft, not a
 * cancelled draft) counts its subtotal on the day of its delivery (its issue day when it names
 * none); each credit note counts its subtotal negative on the day it was issued. As a relation:
 * one row per invoice or credit note, with its day, its subtotal and VAT (signed), its VAT in lei
 * (at the invoice's own exchange rate, rounded to the ban as its document states it; a credit note
 * keeps its invoice's rate), its rate and VAT category, and the client.
 */
export const revenueEntries = sql`(
  select 'invoice' as kind, i.id as invoice_id, i.client_name, coalesce(i.delivery_date, i.issue_date) as day,
    i.amount, i.tax_amount, round(i.tax_amount * i.exchange_rate, 2) as tax_lei, i.tax_rate, i.vat_category
  from invoices i where i.status in (${sql.join(members(invoiceStatuses, REVENUE_STATUSES))})
  union all
  select 'creditNote', c.invoice_id, i.client_name, c.issue_date, -c.amount, -c.tax_amount,
    -round(c.tax_amount * i.exchange_rate, 2), c.tax_rate, i.vat_category
  from credit_notes c join invoices i on i.id = c.invoice_id
) as revenue_entries`;

/**
 * What an issued invoice still owed on `asOf`, the one definition of a receivable (the invoice
 * list's Pending and Overdue cards, the dashboard's pending invoices, the financial report's
 * receivables): its total less its credit notes and its payments not reversed, made by then. An
 * invoice marked paid before payments were recorded owes nothing once paid. An expression over a
 * row of the `invoices` table (unaliased).
 */
export function owedOn(asOf: string) {
  return sql<number>`greatest(0, case
      when invoices.status = ${member(invoiceStatuses, "Paid")} and invoices.paid_date <= ${asOf}::date
        and not exists (select 1 from invoice_payments p where p.invoice_id = invoices.id and p.reversed_at is null)
      then 0
      else invoices.total_amount
        - coalesce((select sum(c.total_amount) from credit_notes c
            where c.invoice_id = invoices.id and c.issue_date <= ${asOf}::date), 0)
        - coalesce((select sum(p.amount) from invoice_payments p
            where p.invoice_id = invoices.id and p.reversed_at is null and p.paid_on <= ${asOf}::date), 0)
      end)`;
}

/** Cash received: the payments not reversed, each on the day it was paid. A different figure from revenue. */
export const cashEntries = sql`(
  select p.invoice_id, p.paid_on as day, p.amount from invoice_payments p where p.reversed_at is null
) as cash_entries`;
