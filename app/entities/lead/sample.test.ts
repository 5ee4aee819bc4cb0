import { describe, expect, it } from "vitest";
import { systemTypes } from "../../domain/admin/schema";
import { DEMO_TODAY } from "../../domain/admin/demo";
import { leadPriorities, leadStatuses } from "./schema";
import { leadSample } from "./sample";

describe("leadSample", () => {
  it("has unique ids whose year is the creation year", () => {
    expect(new Set(leadSample.map((l) => l.id)).size).toBe(leadSample.length);
    for (const lead of leadSample) expect(lead.id.slice(3, 7), lead.id).toBe(lead.createdAt.slice(0, 4));
  });

  it("uses every status, priority and system type", () => {
    expect(leadSample.map((l) => l.status)).toEqual(expect.arrayContaining([...leadStatuses]));
    expect(leadSample.map((l) => l.priority)).toEqual(expect.arrayContaining([...leadPriorities]));
    expect(leadSample.map((l) => l.systemType)).toEqual(expect.arrayContaining([...systemTypes]));
  });

  it("spreads probabilities over the four colour bands", () => {
    const band = (min: number, max: number) =>
      leadSample.filter((l) => l.probability >= min && l.probability <= max).length;
    expect(band(75, 100)).toBeGreaterThan(0);
    expect(band(50, 74)).toBeGreaterThan(0);
    expect(band(25, 49)).toBeGreaterThan(0);
    expect(band(0, 24)).toBeGreaterThan(0);
  });

  it("dates leads up to DEMO_TODAY, newest first, with several this month and last month", () => {
    for (const lead of leadSample) {
      expect(lead.createdAt >= "2025-12-01" && lead.createdAt <= DEMO_TODAY, lead.id).toBe(true);
      expect(lead.lastActivity >= lead.createdAt && lead.lastActivity <= DEMO_TODAY, lead.id).toBe(true);
      expect(lead.expectedCloseDate! > lead.createdAt && lead.expectedCloseDate! <= "2027-06-30", lead.id).toBe(true);
      expect(lead.value! >= 20000 && lead.value! <= 2500000, lead.id).toBe(true);
    }
    expect(leadSample.filter((l) => l.createdAt.startsWith("2026-11")).length).toBeGreaterThanOrEqual(3);
    expect(leadSample.filter((l) => l.createdAt.startsWith("2026-10")).length).toBeGreaterThanOrEqual(2);
    const created = leadSample.map((l) => l.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });
});
