import { describe, expect, it } from "vitest";
import { vatRateOn } from "./vat";

describe("VAT by the day of delivery", () => {
  it("is 19% up to 31 July 2025 and 21% from 1 August 2025 (standard); the reduced rate 9% then 11%", () => {
    expect(vatRateOn("2025-07-31")).toBe(19);
    expect(vatRateOn("2025-08-01")).toBe(21);
    expect(vatRateOn("2026-11-26")).toBe(21);
    expect(vatRateOn("2020-01-15")).toBe(19);
    expect(vatRateOn("2025-07-31", "reduced")).toBe(9);
    expect(vatRateOn("2025-08-01", "reduced")).toBe(11);
  });

  it("a day not typed yet counts at the rate in force now", () => {
    expect(vatRateOn("")).toBe(21);
    expect(vatRateOn("2025-08")).toBe(21);
  });
});
