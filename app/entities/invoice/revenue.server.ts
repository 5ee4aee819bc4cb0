import { sql } from "kysely";
import { members } from "~/domain/admin/vocabulary";
import { REVENUE_STATUSES } from "./rules";
import { invoiceStatuses } from "./schema";

/**
 * Revenue, the one definition every screen uses (the dashboard, the ERP panel, analytics and the
 * financial report): what was invoiced net of VAT (VAT is collected for the state, not earned),
 * less what credit notes took back. Each issued invoice (REVENUE_STATUSES: not a draft, not a
 * cancelled draft) counts its subtotal on the day of its delivery (its issue day when it names
 * none); each credit note counts its subtotal negative on the day it was issued. As a relation:
 * one row per invoice or credit note, with its day, its subtotal and VAT (signed), its rate and VAT
 * category, and the client.
 */
export const revenueEntries = sql`(
  select 'invoice' as kind, i.id as invoice_id, i.client_name, coalesce(i.delivery_date, i.issue_date) as day,
    i.amount, i.tax_amount, i.tax_rate, i.vat_category
  from invoices i where i.status in (${sql.join(members(invoiceStatuses, REVENUE_STATUSES))})
  union all
  select 'creditNote', c.invoice_id, i.client_name, c.issue_date, -c.amount, -c.tax_amount, c.tax_rate, i.vat_category
  from credit_notes c join invoices i on i.id = c.invoice_id
) as revenue_entries`;

/** Cash received: the payments not reversed, each on the day it was paid. A different figure from revenue. */
export const cashEntries = sql`(
  select p.invoice_id, p.paid_on as day, p.amount from invoice_payments p where p.reversed_at is null
) as cash_entries`;
