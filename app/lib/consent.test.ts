import { describe, expect, it } from "vitest";
import { readConsent } from "./consent";

describe("cookie consent", () => {
  it("is undecided without a valid stored choice", () => {
    expect(readConsent(null)).toBe("undecided");
    expect(readConsent("other=1")).toBe("undecided");
    expect(readConsent("consent=maybe")).toBe("undecided");
  });
  it("reads accepted and refused among other cookies", () => {
    expect(readConsent("a=1; consent=accepted; b=2")).toBe("accepted");
    expect(readConsent("consent=refused")).toBe("refused");
  });
});
