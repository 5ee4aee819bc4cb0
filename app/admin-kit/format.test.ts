import { describe, expect, it } from "vitest";
import { adminFormat } from "./format";

describe("admin formatting follows the admin's language", () => {
  it("money in euros with the € sign and two decimals", () => {
    expect(adminFormat("en").money(1234.5)).toBe("€1,234.50");
    expect(adminFormat("ro").money(1234.5).replace(/\s/g, " ")).toBe("1.234,50 €");
    expect(adminFormat("en").money(0)).toBe("€0.00");
  });
  it("calendar days without a time-zone shift, and months for charts", () => {
    expect(adminFormat("en").date("2026-11-01")).toBe("1 Nov 2026");
    expect(adminFormat("ro").date("2026-11-01")).toBe("1 nov. 2026");
    expect(adminFormat("en").month("2026-02")).toBe("Feb 26");
  });
  it("trends carry their sign; percentages their unit", () => {
    expect(adminFormat("en").trend(12.5)).toBe("+12.5%");
    expect(adminFormat("en").trend(-3)).toBe("-3%");
    expect(adminFormat("ro").percent(12.5)).toBe("12,5%");
  });
});
