import { describe, expect, it } from "vitest";
import { affiliate, commission, invoice, lead, opportunity, socialPost } from "../../../tests/support/admin-fixtures";
import { ratingTone } from "../../entities/affiliate/rules";
import { budgetProgress } from "../../entities/campaign/rules";
import { canProcessPayment } from "../../entities/commission/rules";
import { invoiceTotals, lineTotal, needsAction } from "../../entities/invoice/rules";
import { invoiceSchema } from "../../entities/invoice/schema";
import { probabilityTone } from "../../entities/lead/rules";
import { isOpen, isWon } from "../../entities/opportunity/rules";
import { engagementOf, showsEngagement } from "../../entities/social-post/rules";
import { lastMonths } from "./dates";
import { percentChange } from "./trend";

describe("colour rules", () => {
  // Each band is tried at its top and its bottom, so each colour is expected twice in a row.
  const atBothEdges = (tones: string[]) => tones.flatMap((tone) => [tone, tone]);
  it("probability: 75+ green, 50+ yellow, 25+ orange, else red", () => {
    expect([100, 75, 74, 50, 49, 25, 24, 0].map(probabilityTone)).toEqual(
      atBothEdges(["green", "yellow", "orange", "red"]),
    );
  });
  it("rating: 4.5+ green, 4+ blue, 3.5+ yellow, else red", () => {
    expect([5, 4.5, 4.4, 4, 3.9, 3.5, 3.4, 0].map(ratingTone)).toEqual(atBothEdges(["green", "blue", "yellow", "red"]));
  });
});

describe("invoice rules", () => {
  it("tax is the rate's share of the subtotal and the total is subtotal plus tax, to the cent", () => {
    expect(invoiceTotals([{ quantity: 1, unitPrice: 1000 }], 9)).toEqual({
      amount: 1000,
      taxAmount: 90,
      totalAmount: 1090,
    });
    expect(lineTotal({ quantity: 3, unitPrice: 0.1 })).toBe(0.3);
    expect(
      invoiceTotals(
        [
          { quantity: 12, unitPrice: 6850 },
          { quantity: 1, unitPrice: 1234.56 },
        ],
        19,
      ),
    ).toEqual({ amount: 83434.56, taxAmount: 15852.57, totalAmount: 99287.13 });
  });
  it("the schema refuses totals that break the rule", () => {
    const good = invoice();
    expect(invoiceSchema.safeParse(good).success).toBe(true);
    expect(invoiceSchema.safeParse({ ...good, taxAmount: good.taxAmount + 1 }).success).toBe(false);
    expect(invoiceSchema.safeParse({ ...good, taxRate: 9 }).success).toBe(false);
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

describe("dates and trends", () => {
  it("lists the months of a period, oldest first, across a year end", () => {
    expect(lastMonths("2026-02-14", 4)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });
  it("percent change, null when there is nothing before", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBe(0);
  });
});

describe("id and number formats", () => {
  it("accepts the documented forms and refuses others", async () => {
    const { leadSchema } = await import("../../entities/lead/schema");
    const { opportunitySchema } = await import("../../entities/opportunity/schema");
    const { affiliateSchema } = await import("../../entities/affiliate/schema");
    const { commissionSchema } = await import("../../entities/commission/schema");
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
