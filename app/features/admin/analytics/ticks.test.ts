import { describe, expect, it } from "vitest";
import { adminFormat } from "~/admin-kit/format";
import { axisTicks } from "./ticks";

describe("axisTicks", () => {
  it("covers the largest value from 0 in round steps", () => {
    expect(axisTicks(1_426_633)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(axisTicks(350_000)).toEqual([0, 100_000, 200_000, 300_000, 400_000]);
    expect(axisTicks(7, { whole: true })).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(3, { whole: true })).toEqual([0, 1, 2, 3]);
  });

  it("an axis of zeros still has two different ticks", () => {
    expect(axisTicks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(axisTicks(0, { whole: true })).toEqual([0, 1]);
  });

  it("never gives two ticks the same label once formatted, in either language", () => {
    for (const lang of ["en", "ro"] as const) {
      const format = adminFormat(lang);
      for (const max of [
        0, 0.3, 1, 7, 12, 99, 250, 999, 1_000, 4_321, 12_500, 350_000, 1_426_633, 9_999_999, 123_456_789,
      ]) {
        const money = axisTicks(max).map(format.compactMoney);
        expect(new Set(money).size, `${lang} ${max}: ${money.join(" ")}`).toBe(money.length);
        const counts = axisTicks(max, { whole: true }).map(format.number);
        expect(new Set(counts).size, `${lang} ${max}: ${counts.join(" ")}`).toBe(counts.length);
      }
    }
  });
});
