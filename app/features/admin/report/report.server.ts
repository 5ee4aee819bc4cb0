import { sql, type Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import type { ReportPeriod } from "~/domain/admin/report-period";
import { members } from "~/domain/admin/vocabulary";
import { cashEntries, owedOn, revenueEntries } from "~/entities/invoice/revenue.server";
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
    sql<{ category: VatCategory; rate: string; taxable: string; vat: string; vatLei: string }>`select
        vat_category as category, tax_rate as rate, sum(amount) as taxable, sum(tax_amount) as vat,
        coalesce(sum(tax_lei), 0) as "vatLei"
      from ${revenueEntries} where ${inPeriod} group by 1, 2 order by 2 desc, 1`.execute(db),
    sql<{ cash: string }>`select coalesce(sum(amount), 0) as cash from ${cashEntries} where ${inPeriod}`.execute(db),
    // What each issued invoice still owed on `asOf`, by how long past its due date.
    sql<{ age: ReceivableAge; owed: string }>`select age, sum(owed) as owed from (
        select ${owedOn(asOf)} as owed,
          case
            when invoices.due_date >= ${asOf}::date then 'current'
            when ${asOf}::date - invoices.due_date <= 30 then 'days1to30'
            when ${asOf}::date - invoices.due_date <= 60 then 'days31to60'
            when ${asOf}::date - invoices.due_date <= 90 then 'days61to90'
            else 'over90' end as age
        from invoices
        where invoices.status in (${sql.join(members(invoiceStatuses, REVENUE_STATUSES))}) and invoices.issue_date <= ${asOf}::date
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
    vatLei: money(r.vatLei),
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
    vatTotalLei: money(vatRows.reduce((sum, r) => sum + r.vatLei, 0)),
    cashReceived: money(cash.rows[0]?.cash),
    receivables: { ...aged, total: money(receivableAges.reduce((sum, age) => sum + aged[age], 0)) },
    topClients: clients.rows.map((c) => ({ name: c.name, revenue: money(c.revenue), invoices: c.invoices })),
  };
}
