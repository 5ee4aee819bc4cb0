import { sql } from "kysely";
import { addDays, monthOf } from "~/domain/admin/dates";
import { members } from "~/domain/admin/vocabulary";
import { AWAITING_PAYMENT } from "./rules";
import { owedOn } from "./revenue.server";
import { invoiceSchema, invoiceStatuses } from "./schema";
import { invoicePeriods, type InvoicePeriod } from "./summary";
import { defineList, count, totalWhere } from "~/admin-kit/lists/query.server";
import { invoiceView } from "./view";

/** The invoice periods (This Month, Last 30 Days, Last 90 Days, This Year) by issue date, up to today. */
function invoicePeriodCondition(period: InvoicePeriod, today: string) {
  const upToToday = sql`issue_date <= ${today}::date`;
  if (period === "thisMonth") return sql`${upToToday} and issue_date >= ${`${monthOf(today)}-01`}::date`;
  if (period === "thisYear") return sql`${upToToday} and issue_date >= ${`${today.slice(0, 4)}-01-01`}::date`;
  return sql`${upToToday} and issue_date > ${addDays(today, period === "last30" ? -30 : -90)}::date`;
}

/** The back-office list of this entity: its table, selects, order and cards (the query all lists share is in features/admin/lists). */
export const invoiceList = defineList(invoiceView, invoiceSchema, "invoices", {
  fields: { period: null },
  searched: ["invoiceNumber", "clientName", "description"],
  where: (query, today) => {
    const period = invoicePeriods.find((p) => p === query.period);
    return period ? [invoicePeriodCondition(period, today)] : [];
  },
  newest: "issue_date",
  // Pending and Overdue: what those invoices still owe (less credit notes and payments), not their totals.
  cards: (today) => ({
    paidTotal: totalWhere("total_amount", members(invoiceStatuses, ["Paid"])),
    pendingTotal: totalWhere(owedOn(today), AWAITING_PAYMENT),
    overdueTotal: totalWhere(owedOn(today), members(invoiceStatuses, ["Overdue"])),
    count,
  }),
});
