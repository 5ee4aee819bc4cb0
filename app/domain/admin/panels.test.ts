import { describe, expect, it } from "vitest";
import {
  activity,
  affiliate,
  campaign,
  commission,
  contact,
  invoice,
  lead,
  opportunity,
  socialPost,
} from "../../../tests/support/admin-fixtures";
import { analytics, periodMonths } from "./analytics";
import { crmCards, dashboardMetrics, erpCards, newestFirst, type AdminRecords } from "./panels";

const today = "2026-11-20";

/** A small fixed book of records, dated around today. */
const records: AdminRecords = {
  contacts: [
    contact({ status: "Active Customer", createdAt: "2026-11-05" }),
    contact({ status: "Active Customer", createdAt: "2026-10-01" }),
    contact({ status: "Cold Lead" }),
  ],
  crmContacts: [],
  leads: [
    lead({ priority: "High", createdAt: "2026-11-10", systemType: "duplicator" }),
    lead({ priority: "High", createdAt: "2026-06-10" }),
    lead({ priority: "Low", createdAt: "2026-11-01" }),
    lead({ priority: "Medium", createdAt: "2025-03-01" }),
  ],
  opportunities: [
    opportunity({ createdAt: "2026-11-02", systemType: "duplicator", value: 400 }),
    opportunity({ stage: "Closed Won", wonDate: "2026-11-15", probability: 100, value: 6000, createdAt: "2026-09-01" }),
    opportunity({ stage: "Closed Won", wonDate: "2025-01-15", probability: 100, value: 9999, createdAt: "2024-12-01" }),
    opportunity({ stage: "Closed Lost", probability: 0, createdAt: "2026-08-01", systemType: "sliding", value: 100 }),
  ],
  invoices: [
    invoice({ status: "Paid", paidDate: "2026-11-10", issueDate: "2026-10-01", clientName: "Beta" }),
    invoice({
      status: "Paid",
      paidDate: "2026-10-10",
      issueDate: "2026-09-15",
      clientName: "Acme Dev",
      lines: [{ quantity: 2, unitPrice: 1000 }],
    }),
    invoice({ status: "Sent", issueDate: "2026-11-12", clientName: "Acme Dev" }),
    invoice({ status: "Draft", issueDate: "2026-11-13", clientName: "Gamma" }),
    invoice({ status: "Overdue", issueDate: "2026-03-01", dueDate: "2026-04-01", clientName: "Old Client" }),
  ],
  affiliates: [affiliate(), affiliate({ status: "Inactive" })],
  commissions: [
    commission({ status: "Paid", paidDate: "2026-11-01", commissionAmount: 100 }),
    commission({ status: "Paid", paidDate: "2026-10-05", commissionAmount: 50 }),
    commission(),
  ],
  campaigns: [campaign({ scheduledDate: "2026-11-01" }), campaign({ status: "Completed" })],
  socialPosts: [
    socialPost({ publishedDate: "2026-11-03T09:00:00+02:00" }),
    socialPost({ status: "Scheduled", publishedDate: null }),
  ],
  activities: [
    activity({ id: "ACT-001", at: "2026-11-01T09:00:00+02:00" }),
    activity({ id: "ACT-002", at: "2026-11-19T09:00:00+02:00" }),
  ],
};

describe("dashboard metrics", () => {
  const m = dashboardMetrics(records, today);
  it("sums and counts the records each card names", () => {
    expect(m.totalRevenue.value).toBe(1190 + 2380);
    expect(m.activeContacts.value).toBe(2);
    expect(m.hotLeads.value).toBe(2);
    expect(m.opportunities.value).toBe(1);
    expect(m.pendingInvoices.value).toBe(1190);
    expect(m.commissionPayments.value).toBe(150);
    expect(m.activeCampaigns.value).toBe(1);
    expect(m.socialEngagement.value).toBe(15);
  });
  it("trends compare the last 30 days with the 30 before", () => {
    // Paid 1190 on 11-10 (current) against 2380 on 10-10 (previous): -50%.
    expect(m.totalRevenue.trend).toBe(-50);
    // One active customer created in each window: no change.
    expect(m.activeContacts.trend).toBe(0);
    // One hot lead in the current window, none in the previous: nothing to compare.
    expect(m.hotLeads.trend).toBeNull();
    expect(m.commissionPayments.trend).toBe(100);
  });
  it("an empty book shows zeros and no trends, not sample figures", () => {
    const empty: AdminRecords = {
      contacts: [],
      crmContacts: [],
      leads: [],
      opportunities: [],
      invoices: [],
      affiliates: [],
      commissions: [],
      campaigns: [],
      socialPosts: [],
      activities: [],
    };
    const zero = dashboardMetrics(empty, today);
    for (const metric of Object.values(zero)) expect(metric).toEqual({ value: 0, trend: 0 });
    expect(crmCards(empty)).toEqual({ totalContacts: 0, activeLeads: 0, totalOpportunities: 0, conversionRate: 0 });
    expect(erpCards(empty)).toEqual({ totalRevenue: 0, pendingInvoices: 0, totalAffiliates: 0, commissionsEarned: 0 });
  });
});

describe("CRM and ERP panels", () => {
  it("CRM: contacts, leads, opportunities, won per lead", () => {
    expect(crmCards(records)).toEqual({ totalContacts: 3, activeLeads: 4, totalOpportunities: 4, conversionRate: 50 });
  });
  it("ERP: paid revenue, invoices awaiting payment, affiliates, paid commissions", () => {
    expect(erpCards(records)).toEqual({
      totalRevenue: 3570,
      pendingInvoices: 1,
      totalAffiliates: 2,
      commissionsEarned: 150,
    });
  });
  it("recent lists are newest first and limited", () => {
    expect(newestFirst(records.activities, (a) => a.at, 1).map((a) => a.id)).toEqual(["ACT-002"]);
  });
});

describe("analytics", () => {
  it("periods: last 6, last 12 months, or January to this month", () => {
    expect(periodMonths("6m", today)).toEqual(["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"]);
    expect(periodMonths("12m", today)).toHaveLength(12);
    expect(periodMonths("12m", today)[0]).toBe("2025-12");
    expect(periodMonths("year", today)[0]).toBe("2026-01");
    expect(periodMonths("year", today)).toHaveLength(11);
  });
  it("the period changes the figures", () => {
    const six = analytics(records, "6m", today);
    const twelve = analytics(records, "12m", today);
    // Invoiced (not drafts) by issue month: 10-01 Beta 1190, 09-15 Acme 2380, 11-12 Acme 1190; 03-01 only in 12 months.
    expect(six.kpis.revenue).toBe(4760);
    expect(twelve.kpis.revenue).toBe(5950);
    expect(six.kpis.leads).toBe(3);
    expect(six.kpis.conversionRate).toBe(33.3);
    expect(six.kpis.averageDeal).toBe(6000);
    expect(six.monthly.find((p) => p.month === "2026-11")).toEqual({
      month: "2026-11",
      revenue: 1190,
      leads: 2,
      conversions: 1,
    });
    expect(six.topCustomers[0]).toEqual({ name: "Acme Dev", revenue: 3570, invoices: 2 });
    expect(twelve.topCustomers.map((c) => c.name)).toContain("Old Client");
    expect(six.distribution).toEqual([
      { systemType: "multiSlot", count: 1, value: 6000 },
      { systemType: "duplicator", count: 1, value: 400 },
      { systemType: "sliding", count: 1, value: 100 },
    ]);
  });
});
