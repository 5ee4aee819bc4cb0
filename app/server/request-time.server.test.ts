import { describe, expect, it } from "vitest";
import { requestTime } from "./request-time.server";

describe("requestTime", () => {
  const clock = () => 1_700_000_000_000;

  it("takes a stated moment only on a server with test routes", () => {
    expect(requestTime("1800000000000", true, clock)).toBe(1_800_000_000_000);
    expect(requestTime("1800000000000", false, clock)).toBe(clock());
  });

  it("falls back to the clock for anything but one number of milliseconds", () => {
    for (const stated of [undefined, null, "", "soon", "-5", "1e12", "1.5", ["1", "2"], "9".repeat(16)])
      expect(requestTime(stated, true, clock), String(stated)).toBe(clock());
  });
});
