import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../../domain/admin/demo";
import { leadSample } from "../lead/sample";
import { opportunityStages } from "./schema";
import { opportunitySample } from "./sample";

describe("opportunitySample", () => {
  it("has unique ids, each opportunity coming from a lead in leadSample", () => {
    expect(new Set(opportunitySample.map((o) => o.id)).size).toBe(opportunitySample.length);
    const leadIds = new Set(leadSample.map((l) => l.id));
    for (const o of opportunitySample) expect(leadIds.has(o.leadId ?? ""), `${o.id} → ${o.leadId}`).toBe(true);
    for (const o of opportunitySample)
      expect(o.createdAt >= (leadSample.find((l) => l.id === o.leadId)?.createdAt ?? ""), o.id).toBe(true);
  });

  it("uses every stage: three won in different months, one lost, the rest open", () => {
    expect(opportunitySample.map((o) => o.stage)).toEqual(expect.arrayContaining([...opportunityStages]));
    const won = opportunitySample.filter((o) => o.stage === "Closed Won");
    expect(won).toHaveLength(3);
    expect(new Set(won.map((o) => o.wonDate?.slice(0, 7))).size).toBe(3);
    for (const o of won) {
      expect(o.probability, o.id).toBe(100);
      expect(o.wonDate !== null && o.wonDate <= DEMO_TODAY, o.id).toBe(true);
    }
    const lost = opportunitySample.filter((o) => o.stage === "Closed Lost");
    expect(lost).toHaveLength(1);
    for (const o of lost) expect([o.probability, o.wonDate], o.id).toEqual([0, null]);
    for (const o of opportunitySample.filter((x) => !x.stage.startsWith("Closed"))) expect(o.wonDate, o.id).toBeNull();
  });

  it("dates opportunities up to DEMO_TODAY, newest first", () => {
    for (const o of opportunitySample) {
      expect(o.createdAt <= DEMO_TODAY && o.lastActivity <= DEMO_TODAY && o.lastActivity >= o.createdAt, o.id).toBe(
        true,
      );
      expect(o.nextStep.length, o.id).toBeGreaterThan(0);
    }
    const created = opportunitySample.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });
});
