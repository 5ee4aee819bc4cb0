import type { SystemType } from "~/domain/admin/schema";
import { systemTypes } from "~/domain/admin/schema";
import { lastMonths, monthOf } from "~/domain/admin/dates";
import { isWon } from "~/entities/opportunity/rules";

/** The analytics periods: Last 6 months, Last 12 months, This year. */
export const analyticsPeriods = ["6m", "12m", "year"] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = "6m";

/** The months a period covers, oldest first, ending with the month of `today`. */
export function periodMonths(period: AnalyticsPeriod, today: string): string[] {
  if (period === "6m") return lastMonths(today, 6);
  if (period === "12m") return lastMonths(today, 12);
  return lastMonths(today, Number(today.slice(5, 7)));
}

/** What the analytics read of the records: the few columns the database selects for the period. */
export type AnalyticsRecords = {
  /**
   * Revenue as every screen counts it (app/entities/invoice/revenue.server.ts): each issued
   * invoice's subtotal net of VAT on its delivery day, each credit note's negative on its day.
   */
  revenue: readonly { kind: "invoice" | "creditNote"; day: string; amount: number; clientName: string }[];
  /** The leads as a count per day of creation. */
  leadsPerDay: readonly { day: string; count: number }[];
  opportunities: readonly { wonDate: string | null; createdAt: string; systemType: string | null; value: number }[];
};

/** The sum of a value over records, to the cent. */
function sum<T>(records: readonly T[], value: (record: T) => number): number {
  return Math.round(records.reduce((total, record) => total + value(record), 0) * 100) / 100;
}

export type MonthPoint = { month: string; revenue: number; leads: number; conversions: number };
export type TopCustomer = { name: string; revenue: number; invoices: number };
export type SystemShare = { systemType: SystemType; count: number; value: number };

export function analytics(r: AnalyticsRecords, period: AnalyticsPeriod, today: string) {
  const months = periodMonths(period, today);
  const inPeriod = (day: string | null) => day !== null && day.slice(0, 10) <= today && months.includes(monthOf(day));
  const invoices = r.revenue.filter((i) => inPeriod(i.day));
  const leadDays = r.leadsPerDay.filter((l) => inPeriod(l.day));
  const won = r.opportunities.filter((o) => isWon(o) && inPeriod(o.wonDate));
  const projects = r.opportunities.filter((o) => inPeriod(o.createdAt));

  const monthly: MonthPoint[] = months.map((month) => ({
    month,
    revenue: sum(
      invoices.filter((i) => monthOf(i.day) === month),
      (i) => i.amount,
    ),
    leads: sum(
      leadDays.filter((l) => monthOf(l.day) === month),
      (l) => l.count,
    ),
    conversions: won.filter((o) => monthOf(o.wonDate!) === month).length,
  }));

  const byClient = new Map<string, TopCustomer>();
  for (const invoice of invoices) {
    const entry = byClient.get(invoice.clientName) ?? { name: invoice.clientName, revenue: 0, invoices: 0 };
    entry.revenue = Math.round((entry.revenue + invoice.amount) * 100) / 100;
    if (invoice.kind === "invoice") entry.invoices += 1;
    byClient.set(invoice.clientName, entry);
  }
  const topCustomers = [...byClient.values()].sort((a, b) => b.revenue - a.revenue).slice(0, 5);

  const distribution: SystemShare[] = systemTypes
    .map((systemType) => {
      const ofType = projects.filter((o) => o.systemType === systemType);
      return { systemType, count: ofType.length, value: sum(ofType, (o) => o.value) };
    })
    .filter((share) => share.count > 0);

  const revenue = sum(invoices, (i) => i.amount);
  const leads = sum(leadDays, (l) => l.count);
  return {
    kpis: {
      revenue,
      leads,
      conversionRate: leads === 0 ? 0 : Math.round((won.length / leads) * 1000) / 10,
      averageDeal: won.length === 0 ? 0 : Math.round((sum(won, (o) => o.value) / won.length) * 100) / 100,
    },
    monthly,
    topCustomers,
    distribution,
  };
}
export type Analytics = ReturnType<typeof analytics>;
