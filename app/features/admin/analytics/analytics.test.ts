import { describe, expect, it } from "vitest";
import { periodMonths } from "./analytics";

const today = "2026-11-20";

describe("analytics periods", () => {
  it("periods: last 6, last 12 months, or January to this month", () => {
    expect(periodMonths("6m", today)).toEqual(["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"]);
    expect(periodMonths("12m", today)).toHaveLength(12);
    expect(periodMonths("12m", today)[0]).toBe("2025-12");
    expect(periodMonths("year", today)[0]).toBe("2026-01");
    expect(periodMonths("year", today)).toHaveLength(11);
  });
});
