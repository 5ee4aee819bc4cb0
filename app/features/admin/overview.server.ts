import { leadStatuses } from "~/entities/lead/schema";
import { myTasks } from "~/entities/task/mine.server";
import { sql, type Kysely, type RawBuilder } from "kysely";
import { addDays, lastMonths } from "~/domain/admin/dates";
import { analytics, periodMonths, type AnalyticsPeriod } from "~/features/admin/analytics/analytics";
import { CRM_ACTIVITY_TYPES, dashboardMetricNames, type DashboardMetrics, type Metric } from "~/domain/admin/panels";
import type { AdminScreenName } from "~/domain/account/permissions";
import { TREND_WINDOW_DAYS, percentChange } from "~/domain/admin/trend";
import { affiliateSchema } from "~/entities/affiliate/schema";
import { commissionSchema } from "~/entities/commission/schema";
import { contactSchema } from "~/entities/contact/schema";
import { invoiceSchema } from "~/entities/invoice/schema";
import { owedOn, revenueEntries } from "~/entities/invoice/revenue.server";
import { AWAITING_PAYMENT } from "~/entities/invoice/rules";
import { closedStages } from "~/entities/opportunity/rules";
import type { Database } from "~/server/db/schema";
import { recentActivities } from "~/admin-kit/records/events.server";
import { readRecord, recordColumns, type Flagged, type RecordSchema } from "~/admin-kit/lists/query.server";
import { readAdminData } from "./data.server";
import type { Contact, ContactStatus, CrmContactStatus } from "~/entities/contact/schema";
import type { AdminScreen } from "~/admin-kit/screen.server";
import { member, members } from "~/domain/admin/vocabulary";
import { invoiceStatuses } from "~/entities/invoice/schema";
import { contactStatuses } from "~/entities/contact/schema";
import { leadPriorities } from "~/entities/lead/schema";
import { commissionStatuses } from "~/entities/commission/schema";
import { campaignStatuses } from "~/entities/campaign/schema";
import { socialPostStatuses } from "~/entities/social-post/schema";
import { postEngagement } from "~/entities/social-post/list.server";

/**
 * The overview screens' figures, as aggregates the database computes (decision 0008), so a
 * dashboard costs a few queries however many rows there are. Demo Mode runs the same queries on
 * the demo data set (./data.server.ts).
 */

type Db = Kysely<Database>;

async function newest<T>(
  db: Db,
  table: keyof Database,
  schema: RecordSchema<T>,
  order: RawBuilder<unknown>,
  limit: number,
): Promise<Flagged<T>[]> {
  const { rows } =
    await sql<unknown>`select ${recordColumns(schema)} from ${sql.table(table)} order by ${order} limit ${limit}`.execute(
      db,
    );
  return rows.map((row) => readRecord(table, schema, row));
}

/** One dashboard figure: its total, and its sums over the last 30 days and the 30 before, by a date. */
function metric(
  source: string | RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  day: RawBuilder<unknown>,
  value: RawBuilder<unknown>,
  today: string,
) {
  const start = addDays(today, -TREND_WINDOW_DAYS);
  const previousStart = addDays(start, -TREND_WINDOW_DAYS);
  return sql`(select json_build_object(
      'value', coalesce(sum(${value}), 0),
      'current', coalesce(sum(${value}) filter (where ${day} > ${start}::date and ${day} <= ${today}::date), 0),
      'previous', coalesce(sum(${value}) filter (where ${day} > ${previousStart}::date and ${day} <= ${start}::date), 0))
    from ${typeof source === "string" ? sql.table(source) : source} where ${where})`;
}

/** The screen each dashboard card's records come from: a card is shown only to those who may read it. */
const metricScreens = {
  totalRevenue: "invoices",
  activeContacts: "contacts",
  hotLeads: "leads",
  opportunities: "opportunities",
  pendingInvoices: "invoices",
  commissionPayments: "commissions",
  activeCampaigns: "campaigns",
  socialEngagement: "social",
} as const satisfies Record<keyof DashboardMetrics, AdminScreenName>;

/** Who may read what: whether a screen may be opened by the administrator asking. */
export type MayRead = (screen: AdminScreenName) => boolean;

/** The dashboard's cards that the administrator may read (`may`), each computed by the database. */
export async function dashboardMetrics(db: Db, today: string, may: MayRead): Promise<Partial<DashboardMetrics>> {
  const one = sql`1`;
  const figures = {
    totalRevenue: metric(revenueEntries, sql`true`, sql`day`, sql`amount`, today),
    activeContacts: metric(
      "contacts",
      sql`status = ${member(contactStatuses, "Active Customer")}`,
      sql`created_at`,
      one,
      today,
    ),
    hotLeads: metric("leads", sql`priority = ${member(leadPriorities, "High")}`, sql`created_at`, one, today),
    opportunities: metric(
      "opportunities",
      sql`stage not in (${sql.join([...closedStages])})`,
      sql`created_at`,
      one,
      today,
    ),
    // What the invoices awaiting payment still owe: the receivable, as the report counts it.
    pendingInvoices: metric(
      "invoices",
      sql`status in (${sql.join(members(invoiceStatuses, AWAITING_PAYMENT))})`,
      sql`issue_date`,
      owedOn(today),
      today,
    ),
    commissionPayments: metric(
      "commissions",
      sql`status = ${member(commissionStatuses, "Paid")}`,
      sql`paid_date`,
      sql`commission_amount`,
      today,
    ),
    activeCampaigns: metric(
      "campaigns",
      sql`status = ${member(campaignStatuses, "Active")}`,
      sql`scheduled_date`,
      one,
      today,
    ),
    socialEngagement: metric(
      "social_posts",
      sql`status = ${member(socialPostStatuses, "Published")}`,
      sql`(published_date at time zone 'UTC')::date`,
      postEngagement,
      today,
    ),
  };
  const shown = dashboardMetricNames.filter((name) => may(metricScreens[name]));
  if (!shown.length) return {};
  const { rows } = await sql<
    Record<keyof typeof figures, { value: number | string; current: number | string; previous: number | string }>
  >`select ${sql.join(shown.map((name) => sql`${figures[name]} as ${sql.id(name)}`))}`.execute(db);
  const row = rows[0]!;
  const cents = (value: number | string) => Math.round(Number(value) * 100) / 100;
  const metricOf = (f: (typeof row)[keyof typeof figures]): Metric => ({
    value: cents(f.value),
    trend: percentChange(cents(f.current), cents(f.previous)),
  });
  return Object.fromEntries(shown.map((name) => [name, metricOf(row[name])]));
}

export async function dashboardFigures(db: Db, today: string, may: MayRead) {
  const [metrics, activities] = await Promise.all([dashboardMetrics(db, today, may), recentActivities(db, 6, may)]);
  return { metrics, activities };
}

/** The dashboard: the figures the administrator may read, and their own tasks (none when they may not read tasks). */
export function dashboardData(screen: AdminScreen) {
  return readAdminData(screen.prefs.mode, async (db) => ({
    ...(await dashboardFigures(db, screen.today, screen.mayRead)),
    myTasks: screen.mayRead("tasks") ? await myTasks(db, screen.admin.id, screen.today) : null,
    today: screen.today,
  }));
}

export function crmData(screen: AdminScreen) {
  return readAdminData(screen.prefs.mode, (db) => crmFigures(db, screen.mayRead));
}

export async function crmFigures(db: Db, may: MayRead) {
  const crmTypes: readonly string[] = CRM_ACTIVITY_TYPES;
  const [counts, contacts, activities] = await Promise.all([
    // Active leads are those not converted yet; the conversion rate is over every lead.
    sql<{ contacts: number; leads: number; active: number; opportunities: number; won: number }>`select
        (select count(*)::int from contacts) as contacts, (select count(*)::int from leads) as leads,
        (select count(*)::int from leads where status <> ${member(leadStatuses, "Converted")}) as active,
        (select count(*)::int from opportunities) as opportunities, (select count(*)::int from opportunities where won_date is not null) as won`.execute(
      db,
    ),
    newest(db, "contacts", contactSchema, sql`last_contact desc, id desc`, 5),
    recentActivities(db, 50, may),
  ]);
  const c = counts.rows[0]!;
  return {
    cards: {
      totalContacts: c.contacts,
      activeLeads: c.active,
      totalOpportunities: c.opportunities,
      conversionRate: c.leads === 0 ? 0 : Math.round((c.won / c.leads) * 1000) / 10,
    },
    recentContacts: contacts.map(crmContactOf),
    teamActivity: activities.filter((a) => crmTypes.includes(a.type)).slice(0, 5),
  };
}

export function erpData(screen: AdminScreen) {
  return readAdminData(screen.prefs.mode, erpFigures);
}

export async function erpFigures(db: Db) {
  const [cards, recentInvoices, partners, commissions] = await Promise.all([
    sql<{ totalRevenue: number; pendingInvoices: number; totalAffiliates: number; commissionsEarned: number }>`select
        (select coalesce(sum(amount), 0) from ${revenueEntries}) as "totalRevenue",
        (select count(*)::int from invoices where status in (${sql.join(members(invoiceStatuses, ["Pending", "Sent"]))})) as "pendingInvoices",
        (select count(*)::int from affiliates) as "totalAffiliates",
        (select coalesce(sum(commission_amount), 0) from commissions where status = ${member(commissionStatuses, "Paid")}) as "commissionsEarned"`.execute(
      db,
    ),
    newest(db, "invoices", invoiceSchema, sql`issue_date desc, id desc`, 5),
    newest(db, "affiliates", affiliateSchema, sql`total_sales desc, id`, 5),
    newest(db, "commissions", commissionSchema, sql`created_at desc, id desc`, 5),
  ]);
  const c = cards.rows[0]!;
  return {
    cards: {
      totalRevenue: Number(c.totalRevenue),
      pendingInvoices: c.pendingInvoices,
      totalAffiliates: c.totalAffiliates,
      commissionsEarned: Number(c.commissionsEarned),
    },
    recentInvoices,
    partners,
    commissions,
  };
}

/**
 * Analytics reads only what the period needs: the invoices, won and new opportunities dated in it
 * (a few columns each), and the leads as a count per day.
 */
export function analyticsData(screen: AdminScreen, period: AnalyticsPeriod) {
  return readAdminData(screen.prefs.mode, (db) => analyticsFigures(db, period, screen.today, screen.mayRead));
}

export async function analyticsFigures(db: Db, period: AnalyticsPeriod, today: string, may: MayRead) {
  const from = `${periodMonths(period, today)[0] ?? lastMonths(today, 1)[0]}-01`;
  const to = today;
  const [revenue, leadDays, opportunities, activities] = await Promise.all([
    sql<{
      kind: "invoice" | "creditNote";
      day: string;
      amount: number;
      clientName: string;
    }>`select kind, day, amount, client_name as "clientName" from ${revenueEntries} where day between ${from}::date and ${to}::date`.execute(
      db,
    ),
    sql<{
      day: string;
      count: number;
    }>`select created_at as day, count(*)::int as count from leads where created_at between ${from}::date and ${to}::date group by created_at`.execute(
      db,
    ),
    sql<{
      wonDate: string | null;
      createdAt: string;
      systemType: string | null;
      value: number;
    }>`select won_date as "wonDate", created_at as "createdAt", system_type as "systemType", value from opportunities where (created_at between ${from}::date and ${to}::date) or (won_date between ${from}::date and ${to}::date)`.execute(
      db,
    ),
    recentActivities(db, 5, may),
  ]);
  const report = analytics(
    { revenue: revenue.rows, leadsPerDay: leadDays.rows, opportunities: opportunities.rows },
    period,
    today,
  );
  return { report, activities };
}

/** The CRM panel's shorter vocabulary for a contact's status. */
const crmStatusOf: Record<ContactStatus, CrmContactStatus> = {
  "Active Customer": "Active",
  "Hot Lead": "Hot Lead",
  Negotiating: "Negotiating",
  "Proposal Sent": "Negotiating",
  "New Lead": "New",
  "Follow-up Required": "Follow-up",
  "Cold Lead": "Follow-up",
};

export function crmContactOf(contact: Contact) {
  return {
    id: contact.id,
    name: `${contact.firstName} ${contact.lastName}`.trim(),
    email: contact.email,
    company: contact.company,
    phone: contact.phone,
    status: crmStatusOf[contact.status],
    lastContact: contact.lastContact,
    value: contact.value,
  };
}
