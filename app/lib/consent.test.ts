import { describe, expect, it } from "vitest";
import { readCookie } from "~/server/cookies.server";
import { CONSENT_COOKIE, readConsent } from "./consent";

const consentOf = (cookie: string | null) =>
  readConsent(readCookie(new Request("http://x/", cookie ? { headers: { cookie } } : {}), CONSENT_COOKIE));

describe("cookie consent", () => {
  it("is undecided without a valid stored choice", () => {
    expect(consentOf(null)).toBe("undecided");
    expect(consentOf("other=1")).toBe("undecided");
    expect(consentOf("consent=maybe")).toBe("undecided");
  });
  it("reads accepted and refused among other cookies, malformed ones included", () => {
    expect(consentOf("a=1; consent=accepted; b=2")).toBe("accepted");
    expect(consentOf("consent=refused")).toBe("refused");
    expect(consentOf("_ga=GA1.1.%; x=%ZZ; consent=refused")).toBe("refused");
  });
});
