import { describe, expect, it } from "vitest";
import {
  affiliate,
  campaign,
  commission,
  contact,
  invoice,
  lead,
  opportunity,
  socialPost,
} from "../../../tests/support/admin-fixtures";
import { affiliateCards, filterAffiliates, ratingTone } from "../affiliate/rules";
import { budgetProgress, campaignCards, filterCampaigns } from "../campaign/rules";
import { canProcessPayment, commissionCards, filterCommissions } from "../commission/rules";
import { contactCards, filterContacts } from "../contact/rules";
import { INVOICE_TAX_RATE, invoiceTotals, lineTotal, needsAction } from "../invoice/rules";
import { invoiceSchema } from "../invoice/schema";
import { filterInvoices, inInvoicePeriod, invoiceCards } from "../invoice/summary";
import { filterLeads, leadCards, probabilityTone } from "../lead/rules";
import { filterOpportunities, isOpen, isWon, opportunityCards } from "../opportunity/rules";
import { engagementOf, filterSocialPosts, showsEngagement, socialPostCards } from "../social-post/rules";
import { lastMonths, withinDays } from "./dates";
import { matchesSearch } from "./search";
import { percentChange, windowTrend } from "./trend";

describe("colour rules", () => {
  it("probability: 75+ green, 50+ yellow, 25+ orange, else red", () => {
    expect([100, 75, 74, 50, 49, 25, 24, 0].map(probabilityTone)).toEqual([
      "green",
      "green",
      "yellow",
      "yellow",
      "orange",
      "orange",
      "red",
      "red",
    ]);
  });
  it("rating: 4.5+ green, 4+ blue, 3.5+ yellow, else red", () => {
    expect([5, 4.5, 4.4, 4, 3.9, 3.5, 3.4, 0].map(ratingTone)).toEqual([
      "green",
      "green",
      "blue",
      "blue",
      "yellow",
      "yellow",
      "red",
      "red",
    ]);
  });
});

describe("invoice rules", () => {
  it("tax is 19% of the subtotal and the total is subtotal plus tax, to the cent", () => {
    expect(INVOICE_TAX_RATE).toBe(0.19);
    expect(lineTotal({ quantity: 3, unitPrice: 0.1 })).toBe(0.3);
    expect(
      invoiceTotals([
        { quantity: 12, unitPrice: 6850 },
        { quantity: 1, unitPrice: 1234.56 },
      ]),
    ).toEqual({ amount: 83434.56, taxAmount: 15852.57, totalAmount: 99287.13 });
  });
  it("the schema refuses totals that break the rule", () => {
    const good = invoice();
    expect(invoiceSchema.safeParse(good).success).toBe(true);
    expect(invoiceSchema.safeParse({ ...good, taxAmount: good.taxAmount + 1 }).success).toBe(false);
    expect(invoiceSchema.safeParse({ ...good, totalAmount: good.amount }).success).toBe(false);
    expect(invoiceSchema.safeParse({ ...good, id: "INV-26-1" }).success).toBe(false);
    expect(invoiceSchema.safeParse({ ...good, status: "Paid", paidDate: null }).success).toBe(false);
  });
  it("only overdue invoices need action", () => {
    expect(["Draft", "Sent", "Pending", "Paid", "Overdue"].map((status) => needsAction({ status }))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });
  it("periods count from today by issue date", () => {
    const today = "2026-11-20";
    expect(inInvoicePeriod("2026-11-01", "thisMonth", today)).toBe(true);
    expect(inInvoicePeriod("2026-10-31", "thisMonth", today)).toBe(false);
    expect(inInvoicePeriod("2026-10-22", "last30", today)).toBe(true);
    expect(inInvoicePeriod("2026-10-21", "last30", today)).toBe(false);
    expect(inInvoicePeriod("2026-08-23", "last90", today)).toBe(true);
    expect(inInvoicePeriod("2026-01-01", "thisYear", today)).toBe(true);
    expect(inInvoicePeriod("2025-12-31", "thisYear", today)).toBe(false);
    expect(inInvoicePeriod("2026-11-21", "thisMonth", today)).toBe(false);
  });
});

describe("opportunity, commission, campaign and post rules", () => {
  it("open means the stage does not contain Closed; a won date means won", () => {
    expect(
      ["Discovery", "Qualification", "Proposal", "Negotiation", "Closed Won", "Closed Lost"].map((stage) =>
        isOpen({ stage: stage as never }),
      ),
    ).toEqual([true, true, true, true, false, false]);
    expect(isWon({ wonDate: "2026-06-01" })).toBe(true);
    expect(isWon({ wonDate: null })).toBe(false);
  });
  it("Process Payment only on Pending commissions", () => {
    expect(
      (["Paid", "Pending", "Processing", "Overdue"] as const).map((status) => canProcessPayment({ status })),
    ).toEqual([false, true, false, false]);
  });
  it("the budget bar is capped at 100%", () => {
    expect(budgetProgress({ budget: 1000, spent: 250 })).toBe(25);
    expect(budgetProgress({ budget: 1000, spent: 1500 })).toBe(100);
    expect(budgetProgress({ budget: 0, spent: 0 })).toBe(0);
  });
  it("engagement counts likes, shares and comments of published posts only", () => {
    expect(showsEngagement({ status: "Published" })).toBe(true);
    expect(showsEngagement({ status: "Scheduled" })).toBe(false);
    expect(engagementOf(socialPost())).toBe(15);
    expect(engagementOf(socialPost({ status: "Draft" }))).toBe(0);
  });
});

describe("search: case-insensitive substring over the named fields only", () => {
  const ana = contact({
    firstName: "Ana",
    lastName: "Pop",
    email: "ana.pop@example.ro",
    company: "Acme Dev",
    notes: "tower",
  });
  it("matches any named field, ignoring case", () => {
    expect(matchesSearch(ana, ["firstName", "company"], "ACME")).toBe(true);
    expect(matchesSearch(ana, ["firstName", "company"], "  na ")).toBe(true);
    expect(matchesSearch(ana, ["firstName", "company"], "tower")).toBe(false);
    expect(matchesSearch(ana, ["firstName"], "")).toBe(true);
  });
  it("each list searches exactly its named search fields", () => {
    const people = [
      ana,
      contact({
        id: "CT-2026-002",
        firstName: "Ion",
        lastName: "Marin",
        email: "ion@parc.ro",
        company: "Parc SRL",
        status: "Hot Lead",
        jobTitle: "Acme fan",
      }),
    ];
    expect(filterContacts(people, { q: "marin" }).map((c) => c.firstName)).toEqual(["Ion"]);
    expect(filterContacts(people, { q: "PARC.RO" }).map((c) => c.firstName)).toEqual(["Ion"]);
    expect(filterContacts(people, { q: "acme" }).map((c) => c.firstName)).toEqual(["Ana"]);
    expect(filterContacts(people, { status: "Hot Lead" }).map((c) => c.firstName)).toEqual(["Ion"]);
    expect(filterContacts(people, { q: "ana", status: "Hot Lead" })).toEqual([]);
    expect(
      filterLeads([lead({ title: "Tower", contactName: "X", company: "Y", description: "hidden" })], { q: "hidden" }),
    ).toEqual([]);
    expect(filterLeads([lead({ contactName: "Maria Ionescu" })], { q: "ionescu" })).toHaveLength(1);
    expect(filterOpportunities([opportunity({ company: "Primăria Cluj" })], { q: "primăria" })).toHaveLength(1);
    expect(filterOpportunities([opportunity()], { member: "Elena Ionescu" })).toHaveLength(0);
    expect(
      filterInvoices([invoice({ description: "Duplicator supply" })], { q: "DUPLICATOR" }, "2026-11-20"),
    ).toHaveLength(1);
    expect(filterInvoices([invoice({ clientEmail: "x@secret.ro" })], { q: "secret" }, "2026-11-20")).toHaveLength(0);
    expect(filterAffiliates([affiliate()], { q: "arh2024" })).toHaveLength(1);
    expect(
      filterCommissions([commission(), commission({ id: "COM-2026-002", status: "Paid", paidDate: "2026-02-01" })], {
        q: "afr-001",
        status: "Paid",
      }),
    ).toHaveLength(1);
    expect(filterCampaigns([campaign()], { q: "linkedin" })).toHaveLength(1);
    expect(filterSocialPosts([socialPost({ campaignName: "Winter Fair" })], { q: "winter" })).toHaveLength(1);
  });
});

describe("cards are computed from the records", () => {
  it("contacts: total, active customers, hot leads, total value", () => {
    const cards = contactCards([
      contact({ status: "Active Customer", value: 100.5 }),
      contact({ status: "Hot Lead", value: 200.25 }),
      contact({ status: "Hot Lead", value: 0 }),
    ]);
    expect(cards).toEqual({ total: 3, activeCustomers: 1, hotLeads: 2, totalValue: 300.75 });
    expect(contactCards([])).toEqual({ total: 0, activeCustomers: 0, hotLeads: 0, totalValue: 0 });
  });
  it("leads: total, pipeline value, average probability, this month", () => {
    const cards = leadCards(
      [
        lead({ value: 1000, probability: 20, createdAt: "2026-11-02" }),
        lead({ value: 3000, probability: 81, createdAt: "2026-10-30" }),
      ],
      "2026-11-20",
    );
    expect(cards).toEqual({ total: 2, pipelineValue: 4000, averageProbability: 51, thisMonth: 1 });
  });
  it("opportunities: pipeline and average probability over open ones, won value over won ones", () => {
    const cards = opportunityCards([
      opportunity({ value: 1000, probability: 40 }),
      opportunity({ value: 2000, probability: 60, stage: "Negotiation" }),
      opportunity({ value: 5000, probability: 100, stage: "Closed Won", wonDate: "2026-06-01" }),
      opportunity({ value: 9000, probability: 0, stage: "Closed Lost" }),
    ]);
    expect(cards).toEqual({ total: 4, pipelineValue: 3000, wonValue: 5000, averageOpenProbability: 50 });
  });
  it("invoices: paid, pending (Pending + Sent), overdue totals and count", () => {
    const paid = invoice({ status: "Paid", paidDate: "2026-02-01" });
    const cards = invoiceCards([
      paid,
      invoice({ status: "Sent" }),
      invoice({ status: "Pending" }),
      invoice({ status: "Overdue" }),
      invoice({ status: "Draft" }),
    ]);
    expect(cards).toEqual({ paidTotal: 1190, pendingTotal: 2380, overdueTotal: 1190, count: 5 });
  });
  it("affiliates: active count, commissions, sales, average rate", () => {
    const cards = affiliateCards([
      affiliate({ commissionRate: 6, totalEarnings: 60, totalSales: 1000 }),
      affiliate({ status: "Pending", commissionRate: 15, totalEarnings: 150, totalSales: 1000 }),
    ]);
    expect(cards).toEqual({ active: 1, totalCommissions: 210, totalSales: 2000, averageCommissionRate: 10.5 });
  });
  it("commissions: total, paid, pending (Pending + Processing), overdue", () => {
    const cards = commissionCards([
      commission({ commissionAmount: 100 }),
      commission({ status: "Processing", commissionAmount: 50 }),
      commission({ status: "Paid", paidDate: "2026-02-01", commissionAmount: 25 }),
      commission({ status: "Overdue", commissionAmount: 10 }),
    ]);
    expect(cards).toEqual({ total: 185, paid: 25, pending: 150, overdue: 10 });
  });
  it("campaigns: budget, spent, reach, active", () => {
    expect(campaignCards([campaign(), campaign({ status: "Paused", budget: 500, spent: 700, reach: 50 })])).toEqual({
      totalBudget: 1500,
      totalSpent: 1200,
      totalReach: 150,
      active: 1,
    });
  });
  it("social posts: total, published, scheduled, engagement of published posts", () => {
    const posts = [
      socialPost(),
      socialPost({ status: "Scheduled", publishedDate: null }),
      socialPost({ status: "Failed", publishedDate: null }),
    ];
    expect(socialPostCards(posts)).toEqual({ total: 3, published: 1, scheduled: 1, totalEngagement: 15 });
  });
});

describe("dates and trends", () => {
  it("lists the months of a period, oldest first, across a year end", () => {
    expect(lastMonths("2026-02-14", 4)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });
  it("a window includes today and excludes its first day before", () => {
    expect(withinDays("2026-11-20", "2026-11-20", 30)).toBe(true);
    expect(withinDays("2026-10-21", "2026-11-20", 30)).toBe(false);
    expect(withinDays(null, "2026-11-20", 30)).toBe(false);
  });
  it("percent change, null when there is nothing before", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBe(0);
  });
  it("compares the last 30 days with the 30 before", () => {
    const records = [
      { d: "2026-11-20", v: 30 },
      { d: "2026-10-22", v: 10 },
      { d: "2026-10-21", v: 20 },
      { d: "2026-09-22", v: 100 },
      { d: "2026-09-21", v: 1000 },
    ];
    // current (10-22 .. 11-20): 30 + 10 = 40; previous (09-22 .. 10-21): 20 + 100 = 120
    expect(
      windowTrend(
        records,
        (r) => r.d,
        (r) => r.v,
        "2026-11-20",
      ),
    ).toBe(-66.7);
  });
});

describe("id and number formats", () => {
  it("accepts the documented forms and refuses others", async () => {
    const { leadSchema } = await import("../lead/schema");
    const { opportunitySchema } = await import("../opportunity/schema");
    const { affiliateSchema } = await import("../affiliate/schema");
    const { commissionSchema } = await import("../commission/schema");
    expect(leadSchema.safeParse(lead({ id: "LD-2026-001" })).success).toBe(true);
    expect(leadSchema.safeParse(lead({ id: "LD-26-1" })).success).toBe(false);
    expect(opportunitySchema.safeParse(opportunity({ leadId: "LEAD-1" })).success).toBe(false);
    expect(opportunitySchema.safeParse(opportunity({ wonDate: "2026-01-01" })).success).toBe(false);
    expect(affiliateSchema.safeParse(affiliate({ affiliateCode: "ABC2024" })).success).toBe(true);
    expect(affiliateSchema.safeParse(affiliate({ affiliateCode: "abc2024" })).success).toBe(false);
    expect(affiliateSchema.safeParse(affiliate({ performanceRating: 5.1 })).success).toBe(false);
    expect(commissionSchema.safeParse(commission({ affiliateCode: "AFR-001" })).success).toBe(true);
    expect(commissionSchema.safeParse(commission({ affiliateCode: "AFR-1" })).success).toBe(false);
    expect(commissionSchema.safeParse(commission({ commissionAmount: 99 })).success).toBe(false);
    expect(invoiceSchema.safeParse(invoice({ invoiceNumber: "APS-2026-001" })).success).toBe(true);
    expect(invoiceSchema.safeParse(invoice({ invoiceNumber: "2026-001" })).success).toBe(false);
  });
});
