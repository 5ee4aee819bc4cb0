import { sql } from "kysely";
import { addDays, monthOf } from "~/domain/admin/dates";
import { member, members } from "~/domain/admin/vocabulary";
import { affiliateSchema, affiliateStatuses } from "~/domain/affiliate/schema";
import { campaignSchema, campaignStatuses } from "~/domain/campaign/schema";
import { commissionSchema, commissionStatuses } from "~/domain/commission/schema";
import { contactSchema, contactStatuses } from "~/domain/contact/schema";
import { AWAITING_PAYMENT } from "~/domain/invoice/rules";
import { invoiceSchema, invoiceStatuses } from "~/domain/invoice/schema";
import { invoicePeriods, type InvoicePeriod } from "~/domain/invoice/summary";
import { leadSchema } from "~/domain/lead/schema";
import { closedStages } from "~/domain/opportunity/rules";
import { opportunitySchema } from "~/domain/opportunity/schema";
import { socialPostSchema, socialPostStatuses } from "~/domain/social-post/schema";
import { readAdminData } from "../data.server";
import {
  affiliateView,
  campaignView,
  commissionView,
  contactView,
  invoiceView,
  leadView,
  opportunityView,
  socialPostView,
} from "./views";
import type { ListView } from "../ui/list-screen";
import { queryList, type ListDefinition, type ListSelect } from "./query.server";
import { readListQuery, readPage } from "./url.server";
import { adminScreen, adminTitle, type AdminScreen } from "../screen.server";

/**
 * A list's server half, its selects taken from its view (views.ts: one list of values per
 * select), each select filtering the field `fields` names (none: the list's `where` reads it).
 */
function defineList<T, K extends string>(
  view: ListView,
  fields: Record<string, string>,
  definition: Omit<ListDefinition<T, K, Record<string, ListSelect>>, "selects">,
): ListDefinition<T, K, Record<string, ListSelect>> {
  const selects = Object.fromEntries(
    view.selects.map((select): [string, ListSelect] => [
      select.name,
      { field: fields[select.name], values: select.values },
    ]),
  );
  return { ...definition, selects };
}

const count = sql`count(*)::int`;
const countWhere = (column: string, value: string) => sql`count(*) filter (where ${sql.ref(column)} = ${value})::int`;
const total = (column: string) => sql`coalesce(sum(${sql.ref(column)}), 0)`;
const totalWhere = (column: string, statuses: readonly string[]) =>
  sql`coalesce(sum(${sql.ref(column)}) filter (where status in (${sql.join(statuses)})), 0)`;
const newestFirst = (column: string) => sql`${sql.ref(column)} desc, id desc`;

export const contactList = defineList(
  contactView,
  { status: "status" },
  {
    table: "contacts",
    schema: contactSchema,
    order: newestFirst("created_at"),
    cards: () => ({
      total: count,
      activeCustomers: countWhere("status", member(contactStatuses, "Active Customer")),
      hotLeads: countWhere("status", member(contactStatuses, "Hot Lead")),
      totalValue: total("value"),
    }),
  },
);

export const leadList = defineList(
  leadView,
  { status: "status", priority: "priority" },
  {
    table: "leads",
    schema: leadSchema,
    order: newestFirst("created_at"),
    cards: (today) => ({
      total: count,
      pipelineValue: total("value"),
      averageProbability: sql`coalesce(round(avg(probability)), 0)`,
      thisMonth: sql`count(*) filter (where created_at >= ${`${monthOf(today)}-01`}::date and created_at < (${`${monthOf(today)}-01`}::date + interval '1 month'))::int`,
    }),
  },
);

const isOpen = sql`stage not in (${sql.join([...closedStages])})`;
export const opportunityList = defineList(
  opportunityView,
  { stage: "stage", member: "assignedTo" },
  {
    table: "opportunities",
    schema: opportunitySchema,
    order: newestFirst("created_at"),
    cards: () => ({
      total: count,
      pipelineValue: sql`coalesce(sum(value) filter (where ${isOpen}), 0)`,
      wonValue: sql`coalesce(sum(value) filter (where won_date is not null), 0)`,
      averageOpenProbability: sql`coalesce(round(avg(probability) filter (where ${isOpen})), 0)`,
    }),
  },
);

/** The invoice periods (This Month, Last 30 Days, Last 90 Days, This Year) by issue date, up to today. */
function invoicePeriodCondition(period: InvoicePeriod, today: string) {
  const upToToday = sql`issue_date <= ${today}::date`;
  if (period === "thisMonth") return sql`${upToToday} and issue_date >= ${`${monthOf(today)}-01`}::date`;
  if (period === "thisYear") return sql`${upToToday} and issue_date >= ${`${today.slice(0, 4)}-01-01`}::date`;
  return sql`${upToToday} and issue_date > ${addDays(today, period === "last30" ? -30 : -90)}::date`;
}

export const invoiceList = defineList(
  invoiceView,
  { status: "status" },
  {
    table: "invoices",
    schema: invoiceSchema,
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
);

export const affiliateList = defineList(
  affiliateView,
  { status: "status", category: "category" },
  {
    table: "affiliates",
    schema: affiliateSchema,
    order: newestFirst("join_date"),
    cards: () => ({
      active: countWhere("status", member(affiliateStatuses, "Active")),
      totalCommissions: total("total_earnings"),
      totalSales: total("total_sales"),
      averageCommissionRate: sql`coalesce(round(avg(commission_rate), 1), 0)`,
    }),
  },
);

export const commissionList = defineList(
  commissionView,
  { status: "status" },
  {
    table: "commissions",
    schema: commissionSchema,
    order: newestFirst("created_at"),
    cards: () => ({
      total: total("commission_amount"),
      paid: totalWhere("commission_amount", members(commissionStatuses, ["Paid"])),
      pending: totalWhere("commission_amount", members(commissionStatuses, ["Pending", "Processing"])),
      overdue: totalWhere("commission_amount", members(commissionStatuses, ["Overdue"])),
    }),
  },
);

export const campaignList = defineList(
  campaignView,
  { status: "status", platform: "platform" },
  {
    table: "campaigns",
    schema: campaignSchema,
    order: newestFirst("scheduled_date"),
    cards: () => ({
      totalBudget: total("budget"),
      totalSpent: total("spent"),
      totalReach: sql`coalesce(sum(reach), 0)::bigint`,
      active: countWhere("status", member(campaignStatuses, "Active")),
    }),
  },
);

export const socialPostList = defineList(
  socialPostView,
  { status: "status", platform: "platform" },
  {
    table: "social_posts",
    schema: socialPostSchema,
    order: newestFirst("scheduled_date"),
    cards: () => ({
      total: count,
      published: countWhere("status", member(socialPostStatuses, "Published")),
      scheduled: countWhere("status", member(socialPostStatuses, "Scheduled")),
      totalEngagement: sql`coalesce(sum((engagement_data->>'likes')::int + (engagement_data->>'shares')::int + (engagement_data->>'comments')::int) filter (where status = ${member(socialPostStatuses, "Published")}), 0)`,
    }),
  },
);

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

/** A list route's loader data: the screen's title, the URL's query, the cards, one page of records, the paging. */
export async function listScreenData<T, K extends string, S extends Record<string, ListSelect>>(
  request: Request,
  list: ListDefinition<T, K, S>,
  titleKey: string,
) {
  const screen = await adminScreen(request);
  const { query, cards, rows, matching, page, pageCount } = await loadList(screen, request, list);
  return { title: adminTitle(screen, titleKey), query, cards, rows, paging: { matching, page, pageCount } };
}
