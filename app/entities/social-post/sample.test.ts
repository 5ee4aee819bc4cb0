import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../../domain/admin/demo";
import { campaignSample } from "../campaign/sample";
import { socialPostStatuses } from "./schema";
import { socialPostSample } from "./sample";

const MEDIA = [
  "/illustrations/multi-slot.svg",
  "/illustrations/circular-forklift.svg",
  "/illustrations/duplicator.svg",
  "/illustrations/simple.svg",
  "/illustrations/sliding.svg",
  "/illustrations/longitudinal-forklift.svg",
];

describe("socialPostSample", () => {
  it("refers to sample campaigns by id and name, or to none", () => {
    const campaigns = new Map(campaignSample.map((c) => [c.id, c.name]));
    for (const post of socialPostSample) {
      if (post.campaignId === null) {
        expect(post.campaignName, post.id).toBeNull();
      } else {
        expect(campaigns.has(post.campaignId), `${post.id} → ${post.campaignId}`).toBe(true);
        expect(post.campaignName, post.id).toBe(campaigns.get(post.campaignId));
      }
    }
  });

  it("uses every status: 5+ Published, 2 Scheduled, 1 Draft, 1 Failed", () => {
    const count = (status: string) => socialPostSample.filter((p) => p.status === status).length;
    for (const status of socialPostStatuses) expect(count(status), status).toBeGreaterThan(0);
    expect(count("Published")).toBeGreaterThanOrEqual(5);
    expect([count("Scheduled"), count("Draft"), count("Failed")]).toEqual([2, 1, 1]);
  });

  it("has engagement and a publish date only when published, and shows only the product illustrations", () => {
    for (const post of socialPostSample) {
      const figures = Object.values(post.engagementData);
      if (post.status === "Published") {
        expect(post.publishedDate, post.id).not.toBeNull();
        expect(
          figures.some((n) => n > 0),
          post.id,
        ).toBe(true);
        expect(new Date(post.publishedDate!).getTime() <= new Date(`${DEMO_TODAY}T23:59:59Z`).getTime(), post.id).toBe(
          true,
        );
      } else {
        expect(post.publishedDate, post.id).toBeNull();
        expect(
          figures.every((n) => n === 0),
          post.id,
        ).toBe(true);
      }
      for (const url of post.mediaUrls) expect(MEDIA, post.id).toContain(url);
      expect(post.createdAt <= DEMO_TODAY, post.id).toBe(true);
    }
  });
});
