import { describe, expect, it } from "vitest";
import { periodOf, readReportPeriod, recentPeriods } from "./report-period";

describe("a report's period", () => {
  it("reads a month, a quarter and a year with their first and last days", () => {
    expect(readReportPeriod("2026-02")).toEqual({
      kind: "month",
      key: "2026-02",
      from: "2026-02-01",
      to: "2026-02-28",
    });
    expect(readReportPeriod("2028-02")?.to).toBe("2028-02-29");
    expect(readReportPeriod("2026-Q4")).toEqual({
      kind: "quarter",
      key: "2026-Q4",
      from: "2026-10-01",
      to: "2026-12-31",
    });
    expect(readReportPeriod("2026")).toEqual({ kind: "year", key: "2026", from: "2026-01-01", to: "2026-12-31" });
    for (const wrong of ["2026-13", "2026-Q5", "1999", "26-11", "", null, "2026-11-01", "2026-q1"])
      expect(readReportPeriod(wrong), String(wrong)).toBeNull();
  });

  it("finds the period of a day, and offers the recent ones", () => {
    expect(periodOf("quarter", "2026-11-28").key).toBe("2026-Q4");
    expect(periodOf("month", "2026-11-28").key).toBe("2026-11");
    const keys = recentPeriods("2026-02-10").map((p) => p.key);
    expect(keys.slice(0, 3)).toEqual(["2026-02", "2026-01", "2025-12"]);
    expect(keys).toContain("2025-Q2");
    expect(keys.filter((k) => k.includes("Q"))).toEqual([
      "2026-Q1",
      "2025-Q4",
      "2025-Q3",
      "2025-Q2",
      "2025-Q1",
      "2024-Q4",
      "2024-Q3",
      "2024-Q2",
    ]);
    expect(keys.slice(-5)).toEqual(["2026", "2025", "2024", "2023", "2022"]);
  });
});
