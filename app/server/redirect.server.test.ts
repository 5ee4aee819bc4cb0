import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect.server";

describe("redirect targets", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirect("/")).toBe("/");
    expect(safeRedirect("/ro/blog?category=Industrial#top")).toBe("/ro/blog?category=Industrial#top");
    expect(safeRedirect("/admin/leads?q=a%20b")).toBe("/admin/leads?q=a%20b");
  });

  it.each([
    "https://evil.example/",
    "javascript:alert(1)",
    "//evil.example",
    "/\\evil.example",
    "/\tevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    "/%5Cevil.example",
    "/a%00b",
    "/\u0000",
    "\\/evil.example",
    "/.//evil.example",
    "/a/..//evil.example",
    " /x",
    "",
    null,
  ])("refuses %j", (target) => {
    expect(safeRedirect(target)).toBeNull();
  });

  it("never yields a target that a browser resolves off-site", () => {
    // Every single character after the first slash, as a browser would resolve it.
    for (let code = 0; code < 0x80; code++) {
      const target = safeRedirect(`/${String.fromCharCode(code)}/evil.example`);
      if (target !== null) expect(new URL(target, "https://site.example").origin).toBe("https://site.example");
    }
  });
});
