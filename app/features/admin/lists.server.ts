import { sql } from "kysely";
import { addDays, monthOf } from "~/domain/admin/dates";
import { teamMembers } from "~/domain/admin/schema";
import { member, members } from "~/domain/admin/vocabulary";
import { affiliateCategories, affiliateSchema, affiliateStatuses } from "~/domain/affiliate/schema";
import { campaignPlatforms, campaignSchema, campaignStatuses } from "~/domain/campaign/schema";
import { commissionSchema, commissionStatuses } from "~/domain/commission/schema";
import { contactSchema, contactStatuses } from "~/domain/contact/schema";
import { AWAITING_PAYMENT } from "~/domain/invoice/rules";
import { invoiceSchema, invoiceStatuses } from "~/domain/invoice/schema";
import { invoicePeriods, type InvoicePeriod } from "~/domain/invoice/summary";
import { leadPriorities, leadSchema, leadStatuses } from "~/domain/lead/schema";
import { closedStages } from "~/domain/opportunity/rules";
import { opportunitySchema, opportunityStages } from "~/domain/opportunity/schema";
import { socialPlatforms, socialPostSchema, socialPostStatuses } from "~/domain/social-post/schema";
import { readAdminData } from "./data.server";
import { queryList, type ListDefinition, type ListSelect } from "./live/list-query.server";
import { readListQuery, readPage } from "./list-query.server";
import type { AdminScreen } from "./screen.server";

function defineList<T, K extends string, const S extends Record<string, ListSelect>>(
  definition: ListDefinition<T, K, S>,
) {
  return definition;
}

const count = sql`count(*)::int`;
const countWhere = (column: string, value: string) => sql`count(*) filter (where ${sql.ref(column)} = ${value})::int`;
const total = (column: string) => sql`coalesce(sum(${sql.ref(column)}), 0)`;
const totalWhere = (column: string, statuses: readonly string[]) =>
  sql`coalesce(sum(${sql.ref(column)}) filter (where status in (${sql.join(statuses)})), 0)`;
const newestFirst = (column: string) => sql`${sql.ref(column)} desc, id desc`;

export const contactList = defineList({
  table: "contacts",
  schema: contactSchema,
  selects: { status: { field: "status", values: contactStatuses } },
  order: newestFirst("created_at"),
  cards: () => ({
    total: count,
    activeCustomers: countWhere("status", member(contactStatuses, "Active Customer")),
    hotLeads: countWhere("status", member(contactStatuses, "Hot Lead")),
    totalValue: total("value"),
  }),
});

export const leadList = defineList({
  table: "leads",
  schema: leadSchema,
  selects: {
    status: { field: "status", values: leadStatuses },
    priority: { field: "priority", values: leadPriorities },
  },
  order: newestFirst("created_at"),
  cards: (today) => ({
    total: count,
    pipelineValue: total("value"),
    averageProbability: sql`coalesce(round(avg(probability)), 0)`,
    thisMonth: sql`count(*) filter (where created_at >= ${`${monthOf(today)}-01`}::date and created_at < (${`${monthOf(today)}-01`}::date + interval '1 month'))::int`,
  }),
});

const isOpen = sql`stage not in (${sql.join([...closedStages])})`;
export const opportunityList = defineList({
  table: "opportunities",
  schema: opportunitySchema,
  selects: {
    stage: { field: "stage", values: opportunityStages },
    member: { field: "assignedTo", values: teamMembers },
  },
  order: newestFirst("created_at"),
  cards: () => ({
    total: count,
    pipelineValue: sql`coalesce(sum(value) filter (where ${isOpen}), 0)`,
    wonValue: sql`coalesce(sum(value) filter (where won_date is not null), 0)`,
    averageOpenProbability: sql`coalesce(round(avg(probability) filter (where ${isOpen})), 0)`,
  }),
});

/** The invoice periods (This Month, Last 30 Days, Last 90 Days, This Year) by issue date, up to today. */
function invoicePeriodCondition(period: InvoicePeriod, today: string) {
  const upToToday = sql`issue_date <= ${today}::date`;
  if (period === "thisMonth") return sql`${upToToday} and issue_date >= ${`${monthOf(today)}-01`}::date`;
  if (period === "thisYear") return sql`${upToToday} and issue_date >= ${`${today.slice(0, 4)}-01-01`}::date`;
  return sql`${upToToday} and issue_date > ${addDays(today, period === "last30" ? -30 : -90)}::date`;
}

export const invoiceList = defineList({
  table: "invoices",
  schema: invoiceSchema,
  selects: { status: { field: "status", values: invoiceStatuses }, period: { values: invoicePeriods } },
  where: (query, today) => {
    const period = invoicePeriods.find((p) => p === query.period);
    return period ? [invoicePeriodCondition(period, today)] : [];
  },
  order: newestFirst("issue_date"),
  cards: () => ({
    paidTotal: totalWhere("total_amount", members(invoiceStatuses, ["Paid"])),
    pendingTotal: totalWhere("total_amount", AWAITING_PAYMENT),
    overdueTotal: totalWhere("total_amount", members(invoiceStatuses, ["Overdue"])),
    count,
  }),
});

export const affiliateList = defineList({
  table: "affiliates",
  schema: affiliateSchema,
  selects: {
    status: { field: "status", values: affiliateStatuses },
    category: { field: "category", values: affiliateCategories },
  },
  order: newestFirst("join_date"),
  cards: () => ({
    active: countWhere("status", member(affiliateStatuses, "Active")),
    totalCommissions: total("total_earnings"),
    totalSales: total("total_sales"),
    averageCommissionRate: sql`coalesce(round(avg(commission_rate), 1), 0)`,
  }),
});

export const commissionList = defineList({
  table: "commissions",
  schema: commissionSchema,
  selects: { status: { field: "status", values: commissionStatuses } },
  order: newestFirst("created_at"),
  cards: () => ({
    total: total("commission_amount"),
    paid: totalWhere("commission_amount", members(commissionStatuses, ["Paid"])),
    pending: totalWhere("commission_amount", members(commissionStatuses, ["Pending", "Processing"])),
    overdue: totalWhere("commission_amount", members(commissionStatuses, ["Overdue"])),
  }),
});

export const campaignList = defineList({
  table: "campaigns",
  schema: campaignSchema,
  selects: {
    status: { field: "status", values: campaignStatuses },
    platform: { field: "platform", values: campaignPlatforms },
  },
  order: newestFirst("scheduled_date"),
  cards: () => ({
    totalBudget: total("budget"),
    totalSpent: total("spent"),
    totalReach: sql`coalesce(sum(reach), 0)::bigint`,
    active: countWhere("status", member(campaignStatuses, "Active")),
  }),
});

export const socialPostList = defineList({
  table: "social_posts",
  schema: socialPostSchema,
  selects: {
    status: { field: "status", values: socialPostStatuses },
    platform: { field: "platform", values: socialPlatforms },
  },
  order: newestFirst("scheduled_date"),
  cards: () => ({
    total: count,
    published: countWhere("status", member(socialPostStatuses, "Published")),
    scheduled: countWhere("status", member(socialPostStatuses, "Scheduled")),
    totalEngagement: sql`coalesce(sum((engagement_data->>'likes')::int + (engagement_data->>'shares')::int + (engagement_data->>'comments')::int) filter (where status = ${member(socialPostStatuses, "Published")}), 0)`,
  }),
});

/**
 * A list screen's data in the screen's mode: the query from the URL, one page of rows, the cards
 * over every matching row, and the page count, in one query.
 */
export async function loadList<T, K extends string, S extends Record<string, ListSelect>>(
  screen: AdminScreen,
  request: Request,
  list: ListDefinition<T, K, S>,
) {
  const query = readListQuery(request, list.selects);
  const page = readPage(request);
  const result = await readAdminData(screen.prefs.mode, (db) => queryList(db, list, query, page, screen.today));
  return { query, ...result };
}

/** The lists a CSV export can be asked for, by the name in /admin/export/<name>. */
export const exportableLists = {
  contacts: contactList,
  leads: leadList,
  opportunities: opportunityList,
  invoices: invoiceList,
  affiliates: affiliateList,
  commissions: commissionList,
  campaigns: campaignList,
  social: socialPostList,
} as const;
