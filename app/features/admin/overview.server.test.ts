import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import * as make from "../../../tests/support/admin-fixtures";
import { migratedDatabase, testDatabases } from "../../../tests/support/databases";
import type { Database } from "~/server/db/schema";
import { recordEvent } from "~/admin-kit/records/events.server";
import { analyticsFigures, crmFigures, dashboardFigures, dashboardMetrics, erpFigures } from "./overview.server";
import { mayUse, type AdminScreenName } from "~/domain/account/permissions";

/** A super administrator reads every screen. */
const everything = () => true;

const databases = testDatabases();

const today = "2026-11-20";

/** A small fixed book of records, dated around today. */
const records = {
  contacts: [
    make.contact({ status: "Active Customer", createdAt: "2026-11-05" }),
    make.contact({ status: "Active Customer", createdAt: "2026-10-01" }),
    make.contact({ status: "Cold Lead" }),
  ],
  leads: [
    make.lead({ priority: "High", createdAt: "2026-11-10", systemType: "duplicator" }),
    make.lead({ priority: "High", createdAt: "2026-06-10" }),
    make.lead({ priority: "Low", createdAt: "2026-11-01" }),
    make.lead({ priority: "Medium", createdAt: "2025-03-01" }),
  ],
  opportunities: [
    make.opportunity({ createdAt: "2026-11-02", systemType: "duplicator", value: 400 }),
    make.opportunity({
      stage: "Closed Won",
      wonDate: "2026-11-15",
      probability: 100,
      value: 6000,
      createdAt: "2026-09-01",
    }),
    make.opportunity({
      stage: "Closed Won",
      wonDate: "2025-01-15",
      probability: 100,
      value: 9999,
      createdAt: "2024-12-01",
    }),
    make.opportunity({
      stage: "Closed Lost",
      probability: 0,
      createdAt: "2026-08-01",
      systemType: "sliding",
      value: 100,
    }),
  ],
  invoices: [
    make.invoice({ status: "Paid", paidDate: "2026-11-10", issueDate: "2026-10-01", clientName: "Beta" }),
    make.invoice({
      status: "Paid",
      paidDate: "2026-10-10",
      issueDate: "2026-09-15",
      clientName: "Acme Dev",
      lines: [{ quantity: 2, unitPrice: 1000 }],
    }),
    make.invoice({ status: "Sent", issueDate: "2026-11-12", clientName: "Acme Dev" }),
    make.invoice({ status: "Draft", issueDate: "2026-11-13", clientName: "Gamma" }),
    make.invoice({ status: "Cancelled", issueDate: "2026-11-05", clientName: "Zeta" }),
    make.invoice({ status: "Overdue", issueDate: "2026-03-01", dueDate: "2026-04-01", clientName: "Old Client" }),
  ],
  affiliates: [make.affiliate(), make.affiliate({ status: "Inactive" })],
  commissions: [
    make.commission({ status: "Paid", paidDate: "2026-11-01", commissionAmount: 100 }),
    make.commission({ status: "Paid", paidDate: "2026-10-05", commissionAmount: 50 }),
    make.commission(),
  ],
  campaigns: [make.campaign({ scheduledDate: "2026-11-01" }), make.campaign({ status: "Completed" })],
  social_posts: [
    make.socialPost({ publishedDate: "2026-11-03T09:00:00+02:00" }),
    make.socialPost({ status: "Scheduled", publishedDate: null }),
  ],
};

const tables = [
  "contacts",
  "leads",
  "opportunities",
  "invoices",
  "affiliates",
  "commissions",
  "campaigns",
  "social_posts",
] as const;

/** The overview screens' figures, as the database computes them from stated records. */
describe.each(databases)("overview figures on $name", (target) => {
  let db!: Kysely<Database>;
  migratedDatabase(target, (opened) => (db = opened));

  async function store(book: Partial<Record<(typeof tables)[number], readonly { id: string }[]>>) {
    for (const table of tables) await make.storeRecords(db, table, book[table] ?? []);
  }

  /** The cards of the CRM screen and of the ERP screen, for an administrator who may read everything. */
  async function expectCards(
    crm: Awaited<ReturnType<typeof crmFigures>>["cards"],
    erp: Awaited<ReturnType<typeof erpFigures>>["cards"],
  ) {
    expect((await crmFigures(db, everything)).cards).toEqual(crm);
    expect((await erpFigures(db)).cards).toEqual(erp);
  }

  it("an empty book shows zeros and no trends, not sample figures", async () => {
    await store({});
    const zero = await dashboardMetrics(db, today, everything);
    for (const metric of Object.values(zero)) expect(metric).toEqual({ value: 0, trend: 0 });
    await expectCards(
      { totalContacts: 0, activeLeads: 0, totalOpportunities: 0, conversionRate: 0 },
      { totalRevenue: 0, pendingInvoices: 0, totalAffiliates: 0, commissionsEarned: 0 },
    );
  });

  it("dashboard: sums and counts the records each card names; trends compare the last 30 days with the 30 before", async () => {
    await store(records);
    const m = await dashboardMetrics(db, today, everything);
    // Revenue: issued invoices net of VAT (1000 + 2000 + 1000 + 1000), not the draft or the cancelled one.
    expect(m.totalRevenue?.value).toBe(5000);
    expect(m.activeContacts?.value).toBe(2);
    expect(m.hotLeads?.value).toBe(2);
    expect(m.opportunities?.value).toBe(1);
    expect(m.pendingInvoices?.value).toBe(1210);
    expect(m.commissionPayments?.value).toBe(150);
    expect(m.activeCampaigns?.value).toBe(1);
    expect(m.socialEngagement?.value).toBe(15);
    // Issued 1000 on 11-12 (current) against 1000 on 10-01 (previous): no change.
    expect(m.totalRevenue?.trend).toBe(0);
    // One active customer created in each window: no change.
    expect(m.activeContacts?.trend).toBe(0);
    // One hot lead in the current window, none in the previous: nothing to compare.
    expect(m.hotLeads?.trend).toBeNull();
    expect(m.commissionPayments?.trend).toBe(100);
  });

  it("CRM: contacts, leads, opportunities, won per lead; ERP: revenue, invoices awaiting payment, affiliates, paid commissions", async () => {
    await store(records);
    await expectCards(
      { totalContacts: 3, activeLeads: 4, totalOpportunities: 4, conversionRate: 50 },
      { totalRevenue: 5000, pendingInvoices: 1, totalAffiliates: 2, commissionsEarned: 150 },
    );
  });

  it("an administrator sees only the cards and activity lines of the screens they may read", async () => {
    await store(records);
    const actor = { id: "u1", name: "Ana Pop" };
    await recordEvent(db, actor, "invoice", "INV-2026-001", "paid", { paidDate: today });
    await recordEvent(db, actor, "campaign", "CMP-2026-001", "edited", {});
    await recordEvent(db, actor, "lead", "LD-2026-001", "status", { from: "New", to: "Contacted" });
    const crmOnly = (screen: AdminScreenName) => mayUse(["crm.read"], { screen });
    const cards = await dashboardMetrics(db, today, crmOnly);
    expect(Object.keys(cards).sort()).toEqual(["activeContacts", "hotLeads", "opportunities"]);
    const { activities } = await dashboardFigures(db, today, crmOnly);
    expect(activities.map((a) => a.type)).toEqual(["lead"]);
    const erpOnly = (screen: AdminScreenName) => mayUse(["erp.read"], { screen });
    expect(Object.keys(await dashboardMetrics(db, today, erpOnly)).sort()).toEqual([
      "commissionPayments",
      "pendingInvoices",
      "totalRevenue",
    ]);
    expect((await dashboardFigures(db, today, erpOnly)).activities.map((a) => a.type)).toEqual(["payment"]);
    expect(await dashboardMetrics(db, today, () => false)).toEqual({});
    const analyticsOnly = (screen: AdminScreenName) => mayUse(["analytics.read"], { screen });
    expect((await analyticsFigures(db, "6m", today, analyticsOnly)).activities).toEqual([]);
    await make.clearRecordEvents(db);
  });

  it("revenue is one figure: the dashboard, the ERP panel and analytics give the same sum for the same invoices", async () => {
    await store(records);
    const dashboard = (await dashboardMetrics(db, today, everything)).totalRevenue?.value;
    const erp = (await erpFigures(db)).cards.totalRevenue;
    // This year's analytics cover every invoice of the book (all issued in 2026).
    const year = (await analyticsFigures(db, "year", today, everything)).report.kpis.revenue;
    expect([dashboard, erp, year]).toEqual([5000, 5000, 5000]);
  });

  it("revenue is issued invoices less credit notes, by delivery day, the same on every screen", async () => {
    await store(records);
    const [acme] = await db
      .selectFrom("invoices")
      .select("id")
      .where("client_name", "=", "Acme Dev")
      .orderBy("id")
      .execute();
    // 400 of Acme's September invoice credited this month; Beta's invoice delivered in August.
    await db
      .insertInto("credit_notes")
      .values({
        id: "CN-2026-901",
        invoice_id: acme!.id,
        issue_date: "2026-11-15",
        reason: "Returned",
        items: JSON.stringify([
          { line: 0, description: "Item", quantity: 0.4, unit: "piece", unitPrice: 1000, total: 400 },
        ]),
        tax_rate: 21,
        amount: 400,
        tax_amount: 84,
        total_amount: 484,
        seller: JSON.stringify({}),
        created_by: "Elena Ionescu",
      })
      .execute();
    await db.updateTable("invoices").set({ delivery_date: "2026-08-20" }).where("client_name", "=", "Beta").execute();
    const dashboard = (await dashboardMetrics(db, today, everything)).totalRevenue?.value;
    const erp = (await erpFigures(db)).cards.totalRevenue;
    const year = (await analyticsFigures(db, "year", today, everything)).report;
    expect([dashboard, erp, year.kpis.revenue]).toEqual([4600, 4600, 4600]);
    // By month: the credit note in November, Beta's invoice in August (its delivery), not October.
    const month = (m: string) => year.monthly.find((p) => p.month === m)?.revenue;
    expect([month("2026-08"), month("2026-10"), month("2026-11")]).toEqual([1000, 0, 600]);
    expect(year.topCustomers.find((c) => c.name === "Acme Dev")).toEqual({
      name: "Acme Dev",
      revenue: 2600,
      invoices: 2,
    });
    await db.deleteFrom("credit_notes").execute();
  });

  it("team activity is newest first and limited to the CRM kinds", async () => {
    const actor = { id: "u1", name: "Ana Pop" };
    await recordEvent(db, actor, "invoice", "INV-2026-001", "paid", { paidDate: today });
    await recordEvent(db, actor, "lead", "LD-2026-001", "status", { from: "New", to: "Contacted" });
    await recordEvent(db, actor, "contact", "CT-2026-001", "note", { text: "Called back" });
    const crm = await crmFigures(db, everything);
    expect(crm.teamActivity.map((a) => a.type)).toEqual(["note", "lead"]);
  });

  it("each change in the activity feed is labelled by its record's kind, a payment as a payment, once", async () => {
    const actor = { id: "u1", name: "Ana Pop" };
    await recordEvent(db, actor, "socialPost", "SP-2026-001", "published", {});
    await recordEvent(db, actor, "installation", "INS-2026-001", "edited", { fields: ["spaces"] });
    await recordEvent(db, actor, "affiliate", "AFF-001", "edited", { fields: ["phone"] });
    await recordEvent(db, actor, "commission", "COM-2026-001", "commissionPaid", { paidDate: today, value: 100 });
    // Paying it notes it on the affiliate's history too: the feed lists the payment once.
    await recordEvent(db, actor, "affiliate", "AFF-001", "commissionPaid", { paidDate: today, value: 100 });
    await recordEvent(db, actor, "campaign", "CMP-2026-001", "edited", { fields: ["budget"] });
    // A commission earned is noted on the affiliate's history too: the feed lists it once, as the commission.
    await recordEvent(db, actor, "commission", "COM-2026-002", "commissionEarned", { value: 50 });
    await recordEvent(db, actor, "affiliate", "AFF-001", "commissionEarned", {
      commissionId: "COM-2026-002",
      value: 50,
    });
    const { activities } = await dashboardFigures(db, today, everything);
    expect(activities.slice(0, 6).map((a) => [a.type, a.subject])).toEqual([
      ["commission", "COM-2026-002"],
      ["campaign", "CMP-2026-001"],
      ["payment", "COM-2026-001"],
      ["affiliate", "AFF-001"],
      ["installation", "INS-2026-001"],
      ["socialPost", "SP-2026-001"],
    ]);
    await make.clearRecordEvents(db);
  });

  it("analytics: the period changes the figures", async () => {
    await store(records);
    const six = (await analyticsFigures(db, "6m", today, everything)).report;
    const twelve = (await analyticsFigures(db, "12m", today, everything)).report;
    // Issued, net of VAT, by issue month: 10-01 Beta 1000, 09-15 Acme 2000, 11-12 Acme 1000; 03-01 only in 12 months.
    expect(six.kpis.revenue).toBe(4000);
    expect(twelve.kpis.revenue).toBe(5000);
    expect(six.kpis.leads).toBe(3);
    expect(six.kpis.conversionRate).toBe(33.3);
    expect(six.kpis.averageDeal).toBe(6000);
    expect(six.monthly.find((p) => p.month === "2026-11")).toEqual({
      month: "2026-11",
      revenue: 1000,
      leads: 2,
      conversions: 1,
    });
    expect(six.topCustomers[0]).toEqual({ name: "Acme Dev", revenue: 3000, invoices: 2 });
    expect(six.topCustomers.map((c) => c.name)).not.toContain("Zeta");
    expect(twelve.topCustomers.map((c) => c.name)).toContain("Old Client");
    expect(six.distribution).toEqual([
      { systemType: "multiSlot", count: 1, value: 6000 },
      { systemType: "duplicator", count: 1, value: 400 },
      { systemType: "sliding", count: 1, value: 100 },
    ]);
  });
});
