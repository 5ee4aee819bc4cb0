import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../../domain/admin/demo";
import { budgetProgress } from "./rules";
import { campaignPlatforms, campaignStatuses } from "./schema";
import { campaignSample } from "./sample";

describe("campaignSample", () => {
  it("has unique ids and names", () => {
    expect(new Set(campaignSample.map((c) => c.id)).size).toBe(campaignSample.length);
    expect(new Set(campaignSample.map((c) => c.name)).size).toBe(campaignSample.length);
  });

  it("uses every platform and every status, at least 3 Active", () => {
    expect(new Set(campaignSample.map((c) => c.platform))).toEqual(new Set(campaignPlatforms));
    expect(new Set(campaignSample.map((c) => c.status))).toEqual(new Set(campaignStatuses));
    expect(campaignSample.filter((c) => c.status === "Active").length).toBeGreaterThanOrEqual(3);
  });

  it("has an overspent campaign (progress capped at 100%) and an unstarted draft", () => {
    const overspent = campaignSample.filter((c) => c.spent > c.budget);
    expect(overspent.length).toBeGreaterThan(0);
    for (const campaign of overspent) expect(budgetProgress(campaign)).toBe(100);
    expect(campaignSample.some((c) => c.status === "Draft" && c.spent === 0 && c.reach === 0)).toBe(true);
  });

  it("publishes all but drafts, on or before DEMO_TODAY", () => {
    for (const campaign of campaignSample) {
      expect(campaign.publishedDate === null, campaign.id).toBe(campaign.status === "Draft");
      if (campaign.publishedDate) expect(campaign.publishedDate <= DEMO_TODAY, campaign.id).toBe(true);
      expect(campaign.createdAt <= DEMO_TODAY, campaign.id).toBe(true);
    }
  });
});
