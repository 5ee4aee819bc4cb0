import { sql, type Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import type { ReportPeriod } from "~/domain/admin/report-period";
import { member, members } from "~/domain/admin/vocabulary";
import { cashEntries, revenueEntries } from "~/entities/invoice/revenue.server";
import { REVENUE_STATUSES } from "~/entities/invoice/rules";
import { invoiceStatuses } from "~/entities/invoice/schema";
import { receivableAges, type FinancialReport, type ReceivableAge } from "./report";
import type { VatCategory } from "~/domain/vat";

const money = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

export async function financialReport(
  db: Kysely<Database>,
  period: ReportPeriod,
  today: string,
): Promise<FinancialReport> {
  const { from, to } = period;
  const asOf = to < today ? to : today;
  const inPeriod = sql`day between ${from}::date and ${to}::date`;
  const [totals, vat, cash, receivables, clients] = await Promise.all([
    sql<{ invoiced: string; credited: string }>`select
        coalesce(sum(amount) filter (where kind = 'invoice'), 0) as invoiced,
        coalesce(-sum(amount) filter (where kind = 'creditNote'), 0) as credited
      from ${revenueEntries} where ${inPeriod}`.execute(db),
    sql<{ category: VatCategory; rate: string; taxable: string; vat: string }>`select
        vat_category as category, tax_rate as rate, sum(amount) as taxable, sum(tax_amount) as vat
      from ${revenueEntries} where ${inPeriod} group by 1, 2 order by 2 desc, 1`.execute(db),
    sql<{ cash: string }>`select coalesce(sum(amount), 0) as cash from ${cashEntries} where ${inPeriod}`.execute(db),
    // What each issued invoice still owed on `asOf`: its total less the credit notes and payments
    // made by then (an invoice marked paid before payments were recorded owed nothing once paid).
    sql<{ age: ReceivableAge; owed: string }>`select age, sum(owed) as owed from (
        select i.id, greatest(0,
          case when i.status = ${member(invoiceStatuses, "Paid")} and i.paid_date <= ${asOf}::date
              and not exists (select 1 from invoice_payments p where p.invoice_id = i.id and p.reversed_at is null)
            then 0
          else i.total_amount
            - coalesce((select sum(c.total_amount) from credit_notes c where c.invoice_id = i.id and c.issue_date <= ${asOf}::date), 0)
            - coalesce((select sum(p.amount) from invoice_payments p where p.invoice_id = i.id and p.reversed_at is null and p.paid_on <= ${asOf}::date), 0)
          end) as owed,
          case
            when i.due_date >= ${asOf}::date then 'current'
            when ${asOf}::date - i.due_date <= 30 then 'days1to30'
            when ${asOf}::date - i.due_date <= 60 then 'days31to60'
            when ${asOf}::date - i.due_date <= 90 then 'days61to90'
            else 'over90' end as age
        from invoices i
        where i.status in (${sql.join(members(invoiceStatuses, REVENUE_STATUSES))}) and i.issue_date <= ${asOf}::date
      ) owed where owed > 0 group by age`.execute(db),
    sql<{ name: string; revenue: string; invoices: number }>`select client_name as name, sum(amount) as revenue,
        (count(*) filter (where kind = 'invoice'))::int as invoices
      from ${revenueEntries} where ${inPeriod} group by client_name order by 2 desc, 1 limit 5`.execute(db),
  ]);
  const invoiced = money(totals.rows[0]?.invoiced);
  const credited = money(totals.rows[0]?.credited);
  const vatRows = vat.rows.map((r) => ({
    category: r.category,
    rate: Number(r.rate),
    taxable: money(r.taxable),
    vat: money(r.vat),
  }));
  const owedAt = (age: ReceivableAge) => money(receivables.rows.find((r) => r.age === age)?.owed);
  const aged: Record<ReceivableAge, number> = {
    current: owedAt("current"),
    days1to30: owedAt("days1to30"),
    days31to60: owedAt("days31to60"),
    days61to90: owedAt("days61to90"),
    over90: owedAt("over90"),
  };
  return {
    period,
    asOf,
    invoiced,
    credited,
    netRevenue: money(invoiced - credited),
    vat: vatRows,
    vatTotal: money(vatRows.reduce((sum, r) => sum + r.vat, 0)),
    cashReceived: money(cash.rows[0]?.cash),
    receivables: { ...aged, total: money(receivableAges.reduce((sum, age) => sum + aged[age], 0)) },
    topClients: clients.rows.map((c) => ({ name: c.name, revenue: money(c.revenue), invoices: c.invoices })),
  };
}
