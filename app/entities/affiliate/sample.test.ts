import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../../domain/admin/demo";
import { ratingTone } from "./rules";
import { affiliateCategories } from "./schema";
import { affiliateSample } from "./sample";

describe("affiliateSample", () => {
  it("has unique ids, codes and names", () => {
    for (const key of ["id", "affiliateCode", "name"] as const) {
      expect(new Set(affiliateSample.map((a) => a[key])).size, key).toBe(affiliateSample.length);
    }
  });

  it("keeps commission rates between 6 and 15 and ratings to one decimal, covering every colour band", () => {
    for (const affiliate of affiliateSample) {
      expect(affiliate.commissionRate, affiliate.id).toBeGreaterThanOrEqual(6);
      expect(affiliate.commissionRate, affiliate.id).toBeLessThanOrEqual(15);
      expect(Math.round(affiliate.performanceRating * 10) / 10, affiliate.id).toBe(affiliate.performanceRating);
    }
    expect(new Set(affiliateSample.map((a) => ratingTone(a.performanceRating)))).toEqual(
      new Set(["green", "blue", "yellow", "red"]),
    );
  });

  it("uses Active (5+), Pending (1) and Inactive (1) but not Suspended, and every category", () => {
    const count = (status: string) => affiliateSample.filter((a) => a.status === status).length;
    expect(count("Active")).toBeGreaterThanOrEqual(5);
    expect(count("Pending")).toBe(1);
    expect(count("Inactive")).toBe(1);
    expect(count("Suspended")).toBe(0);
    expect(new Set(affiliateSample.map((a) => a.category))).toEqual(new Set(affiliateCategories));
  });

  it("has a last sale for all but the pending affiliate, never after DEMO_TODAY", () => {
    for (const affiliate of affiliateSample) {
      expect(affiliate.lastSale === null, affiliate.id).toBe(affiliate.status === "Pending");
      if (affiliate.lastSale)
        expect(affiliate.lastSale >= affiliate.joinDate && affiliate.lastSale <= DEMO_TODAY, affiliate.id).toBe(true);
      expect(affiliate.joinDate <= DEMO_TODAY, affiliate.id).toBe(true);
    }
  });
});
