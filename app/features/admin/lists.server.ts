import { sql } from "kysely";
import { monthOf } from "~/domain/admin/dates";
import type { AdminRecords } from "~/domain/admin/panels";
import { teamMembers } from "~/domain/admin/schema";
import { affiliateCards, filterAffiliates } from "~/domain/affiliate/rules";
import { affiliateCategories, affiliateSchema, affiliateStatuses } from "~/domain/affiliate/schema";
import { campaignCards, filterCampaigns } from "~/domain/campaign/rules";
import { campaignPlatforms, campaignSchema, campaignStatuses } from "~/domain/campaign/schema";
import { commissionCards, filterCommissions } from "~/domain/commission/rules";
import { commissionSchema, commissionStatuses } from "~/domain/commission/schema";
import { contactCards, filterContacts } from "~/domain/contact/rules";
import { contactSchema, contactStatuses } from "~/domain/contact/schema";
import { AWAITING_PAYMENT } from "~/domain/invoice/rules";
import { invoiceSchema, invoiceStatuses } from "~/domain/invoice/schema";
import { filterInvoices, invoiceCards, invoicePeriods, type InvoicePeriod } from "~/domain/invoice/summary";
import { filterLeads, leadCards } from "~/domain/lead/rules";
import { leadPriorities, leadSchema, leadStatuses } from "~/domain/lead/schema";
import { closedStages, filterOpportunities, opportunityCards } from "~/domain/opportunity/rules";
import { opportunitySchema, opportunityStages } from "~/domain/opportunity/schema";
import { filterSocialPosts, socialPostCards } from "~/domain/social-post/rules";
import { socialPlatforms, socialPostSchema, socialPostStatuses } from "~/domain/social-post/schema";
import { addDays } from "~/domain/admin/dates";
import { getDb } from "~/server/db/db.server";
import { PAGE_SIZE, queryLiveList, unflagged, type ListPage, type LiveListSpec } from "./live/list-query.server";
import { readListQuery } from "./list-query.server";
import { demoRecords } from "./records.server";
import type { AdminScreen } from "./screen.server";
import { member, members } from "~/domain/admin/vocabulary";

type Query<S extends Record<string, readonly string[]>> = { q: string } & { [K in keyof S]?: S[K][number] };

/** A list screen: its URL selects, how Demo Mode filters the samples, how Live Mode asks the database. */
type ListDefinition<T, C, S extends Record<string, readonly string[]>> = {
  selects: S;
  demo: (records: AdminRecords, query: Query<S>, today: string) => { rows: T[]; cards: C };
  live: LiveListSpec<T>;
};

function defineList<T, C, const S extends Record<string, readonly string[]>>(definition: ListDefinition<T, C, S>) {
  return definition;
}

const count = sql`count(*)::int`;
const countWhere = (column: string, value: string) => sql`count(*) filter (where ${sql.ref(column)} = ${value})::int`;
const total = (column: string) => sql`coalesce(sum(${sql.ref(column)}), 0)`;
const totalWhere = (column: string, statuses: readonly string[]) =>
  sql`coalesce(sum(${sql.ref(column)}) filter (where status in (${sql.join(statuses)})), 0)`;
const newestFirst = (column: string) => sql`${sql.ref(column)} desc, id desc`;

export const contactList = defineList({
  selects: { status: contactStatuses },
  demo: (r, query) => {
    const rows = filterContacts(r.contacts, query);
    return { rows, cards: contactCards(rows) };
  },
  live: {
    table: "contacts",
    schema: contactSchema,
    selects: { status: "status" },
    order: newestFirst("created_at"),
    cards: () => ({
      total: count,
      activeCustomers: countWhere("status", member(contactStatuses, "Active Customer")),
      hotLeads: countWhere("status", member(contactStatuses, "Hot Lead")),
      totalValue: total("value"),
    }),
  },
});

export const leadList = defineList({
  selects: { status: leadStatuses, priority: leadPriorities },
  demo: (r, query, today) => {
    const rows = filterLeads(r.leads, query);
    return { rows, cards: leadCards(rows, today) };
  },
  live: {
    table: "leads",
    schema: leadSchema,
    selects: { status: "status", priority: "priority" },
    order: newestFirst("created_at"),
    cards: (today) => ({
      total: count,
      pipelineValue: total("value"),
      averageProbability: sql`coalesce(round(avg(probability)), 0)`,
      thisMonth: sql`count(*) filter (where created_at >= ${`${monthOf(today)}-01`}::date and created_at < (${`${monthOf(today)}-01`}::date + interval '1 month'))::int`,
    }),
  },
});

const isOpen = sql`stage not in (${sql.join([...closedStages])})`;
export const opportunityList = defineList({
  selects: { stage: opportunityStages, member: teamMembers },
  demo: (r, query) => {
    const rows = filterOpportunities(r.opportunities, query);
    return { rows, cards: opportunityCards(rows) };
  },
  live: {
    table: "opportunities",
    schema: opportunitySchema,
    selects: { stage: "stage", member: "assignedTo" },
    order: newestFirst("created_at"),
    cards: () => ({
      total: count,
      pipelineValue: sql`coalesce(sum(value) filter (where ${isOpen}), 0)`,
      wonValue: sql`coalesce(sum(value) filter (where won_date is not null), 0)`,
      averageOpenProbability: sql`coalesce(round(avg(probability) filter (where ${isOpen})), 0)`,
    }),
  },
});

/** The invoice periods (This Month, Last 30 Days, Last 90 Days, This Year) by issue date, as the demo's inInvoicePeriod counts them. */
function invoicePeriodCondition(period: InvoicePeriod, today: string) {
  const upToToday = sql`issue_date <= ${today}::date`;
  if (period === "thisMonth") return sql`${upToToday} and issue_date >= ${`${monthOf(today)}-01`}::date`;
  if (period === "thisYear") return sql`${upToToday} and issue_date >= ${`${today.slice(0, 4)}-01-01`}::date`;
  return sql`${upToToday} and issue_date > ${addDays(today, period === "last30" ? -30 : -90)}::date`;
}

export const invoiceList = defineList({
  selects: { status: invoiceStatuses, period: invoicePeriods },
  demo: (r, query, today) => {
    const rows = filterInvoices(r.invoices, query, today);
    return { rows, cards: invoiceCards(rows) };
  },
  live: {
    table: "invoices",
    schema: invoiceSchema,
    selects: { status: "status" },
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
  },
});

export const affiliateList = defineList({
  selects: { status: affiliateStatuses, category: affiliateCategories },
  demo: (r, query) => {
    const rows = filterAffiliates(r.affiliates, query);
    return { rows, cards: affiliateCards(rows) };
  },
  live: {
    table: "affiliates",
    schema: affiliateSchema,
    selects: { status: "status", category: "category" },
    order: newestFirst("join_date"),
    cards: () => ({
      active: countWhere("status", member(affiliateStatuses, "Active")),
      totalCommissions: total("total_earnings"),
      totalSales: total("total_sales"),
      averageCommissionRate: sql`coalesce(round(avg(commission_rate), 1), 0)`,
    }),
  },
});

export const commissionList = defineList({
  selects: { status: commissionStatuses },
  demo: (r, query) => {
    const rows = filterCommissions(r.commissions, query);
    return { rows, cards: commissionCards(rows) };
  },
  live: {
    table: "commissions",
    schema: commissionSchema,
    selects: { status: "status" },
    order: newestFirst("created_at"),
    cards: () => ({
      total: total("commission_amount"),
      paid: totalWhere("commission_amount", members(commissionStatuses, ["Paid"])),
      pending: totalWhere("commission_amount", members(commissionStatuses, ["Pending", "Processing"])),
      overdue: totalWhere("commission_amount", members(commissionStatuses, ["Overdue"])),
    }),
  },
});

export const campaignList = defineList({
  selects: { status: campaignStatuses, platform: campaignPlatforms },
  demo: (r, query) => {
    const rows = filterCampaigns(r.campaigns, query);
    return { rows, cards: campaignCards(rows) };
  },
  live: {
    table: "campaigns",
    schema: campaignSchema,
    selects: { status: "status", platform: "platform" },
    order: newestFirst("scheduled_date"),
    cards: () => ({
      totalBudget: total("budget"),
      totalSpent: total("spent"),
      totalReach: sql`coalesce(sum(reach), 0)::bigint`,
      active: countWhere("status", member(campaignStatuses, "Active")),
    }),
  },
});

export const socialPostList = defineList({
  selects: { status: socialPostStatuses, platform: socialPlatforms },
  demo: (r, query) => {
    const rows = filterSocialPosts(r.socialPosts, query);
    return { rows, cards: socialPostCards(rows) };
  },
  live: {
    table: "social_posts",
    schema: socialPostSchema,
    selects: { status: "status", platform: "platform" },
    order: newestFirst("scheduled_date"),
    cards: () => ({
      total: count,
      published: countWhere("status", member(socialPostStatuses, "Published")),
      scheduled: countWhere("status", member(socialPostStatuses, "Scheduled")),
      totalEngagement: sql`coalesce(sum((engagement_data->>'likes')::int + (engagement_data->>'shares')::int + (engagement_data->>'comments')::int) filter (where status = ${member(socialPostStatuses, "Published")}), 0)`,
    }),
  },
});

/** The page number from the URL: a positive whole number, else the first page. */
export function readPage(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page > 0 ? Math.min(page, 1_000_000) : 1;
}

/**
 * A list screen's data in either mode: the query from the URL, one page of rows, the cards over
 * every matching row, and the page count. Demo Mode filters the samples in memory; Live Mode
 * asks the database (one query).
 */
export async function loadList<T, C, S extends Record<string, readonly string[]>>(
  screen: AdminScreen,
  request: Request,
  list: ListDefinition<T, C, S>,
): Promise<{ query: Query<S> } & ListPage<T, C>> {
  const query = readListQuery(request, list.selects) as Query<S>;
  const page = readPage(request);
  if (screen.prefs.mode === "demo") {
    const { rows, cards } = list.demo(demoRecords, query, screen.today);
    const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
    return {
      query,
      rows: rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(unflagged),
      cards,
      matching: rows.length,
      page,
      pageCount,
    };
  }
  const result = await queryLiveList<T, C>(await getDb(), list.live, query, page, screen.today);
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
