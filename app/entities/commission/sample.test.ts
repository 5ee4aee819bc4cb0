import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../../domain/admin/demo";
import { affiliateSample } from "../affiliate/sample";
import { roundCents } from "../invoice/rules";
import { invoiceSample } from "../invoice/sample";
import { commissionSample } from "./sample";

describe("commissionSample", () => {
  it("refers to sample invoices and affiliates", () => {
    const invoiceNumbers = new Set(invoiceSample.map((i) => i.invoiceNumber));
    const affiliateNames = new Set(affiliateSample.map((a) => a.name));
    for (const commission of commissionSample) {
      expect(invoiceNumbers.has(commission.invoiceNumber ?? ""), `${commission.id} → ${commission.invoiceNumber}`).toBe(
        true,
      );
      expect(affiliateNames.has(commission.affiliateName), `${commission.id} → ${commission.affiliateName}`).toBe(true);
    }
  });

  it("computes each commission as sale amount × rate, to the cent, at a rate between 6 and 15", () => {
    for (const commission of commissionSample) {
      expect(commission.commissionAmount, commission.id).toBe(
        roundCents((commission.saleAmount * commission.commissionRate) / 100),
      );
      expect(commission.commissionRate, commission.id).toBeGreaterThanOrEqual(6);
      expect(commission.commissionRate, commission.id).toBeLessThanOrEqual(15);
    }
  });

  it("has 3 Paid, 3 Pending, 2 Processing and 2 Overdue, dated on or before DEMO_TODAY", () => {
    const count = (status: string) => commissionSample.filter((c) => c.status === status).length;
    expect([count("Paid"), count("Pending"), count("Processing"), count("Overdue")]).toEqual([3, 3, 2, 2]);
    for (const commission of commissionSample) {
      expect(commission.createdAt <= DEMO_TODAY, commission.id).toBe(true);
      if (commission.paidDate)
        expect(commission.paidDate >= commission.createdAt && commission.paidDate <= DEMO_TODAY, commission.id).toBe(
          true,
        );
    }
  });
});
