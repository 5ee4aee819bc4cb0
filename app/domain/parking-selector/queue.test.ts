import { describe, expect, it } from "vitest";
import { erlangC, queueLengthPercentile, waitPercentileS } from "./queue";

/** Values worked out by hand from the textbook formulas, not from the code. */
describe("the peak hour's queue", () => {
  it("Erlang C: one server is busy (a movement waits) with the probability of its load", () => {
    // M/M/1: P(wait) = ρ.
    expect(erlangC(1, 0.8)).toBeCloseTo(0.8, 12);
    // Two servers, 1 Erlang: C = (a²/2!)·(c/(c−a)) / (1 + a + (a²/2!)·(c/(c−a))) = 1 / 3.
    expect(erlangC(2, 1)).toBeCloseTo(1 / 3, 12);
    expect(erlangC(2, 2)).toBe(1);
  });

  it("M/M/1 at 80 %: 95 % of movements wait at most ln(0.8 / 0.05) / (μ − λ)", () => {
    // 60 s a movement, 48 an hour (ρ = 0.8): μ − λ = 1/60 − 0.8/60 = 1/300 per second.
    const exponential = waitPercentileS(1, 0.8 / 60, 60, 0.95, 1);
    expect(exponential).toBeCloseTo(300 * Math.log(16), 6);
    // Less variable service (cs² = 0.25) waits (1 + 0.25) / 2 as long.
    expect(waitPercentileS(1, 0.8 / 60, 60, 0.95, 0.25)).toBeCloseTo(0.625 * exponential, 6);
    expect(waitPercentileS(1, 1 / 60, 60, 0.95, 0.25)).toBe(Number.POSITIVE_INFINITY);
  });

  it("M/M/1 at 80 %: the queue exceeds n cars with probability 0.8^(n+2), so 12 cover 95 %", () => {
    // P(Nq > n) = ρ^(n+2): 0.8^13 = 0.055 > 0.05, 0.8^14 = 0.044: n = 12 (11.4 before rounding up).
    expect(queueLengthPercentile(1, 0.8 / 60, 60, 0.95, 1)).toBe(12);
    // Less variable service: 11.43 × 0.625 = 7.1, so 8.
    expect(queueLengthPercentile(1, 0.8 / 60, 60, 0.95, 0.25)).toBe(8);
    // Lightly loaded: a movement waits in fewer than 5 % of cases, no queue to plan for.
    expect(queueLengthPercentile(2, 0.1 / 60, 60, 0.95, 0.25)).toBe(0);
    expect(queueLengthPercentile(1, 1 / 60, 60, 0.95, 0.25)).toBe(Number.POSITIVE_INFINITY);
  });
});
