import { describe, expect, it } from "vitest";
import { languageOfPath, localePath, stripLanguage, switchLanguagePath } from "./paths";

describe("language paths", () => {
  it("reads the language from the URL: Romanian only under /ro", () => {
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/services")).toBe("en");
    expect(languageOfPath("/ro")).toBe("ro");
    expect(languageOfPath("/ro/services")).toBe("ro");
    expect(languageOfPath("/robots.txt")).toBe("en");
    expect(languageOfPath("/roads")).toBe("en");
  });

  it("strips and adds the prefix", () => {
    expect(stripLanguage("/ro")).toBe("/");
    expect(stripLanguage("/ro/blog/x")).toBe("/blog/x");
    expect(stripLanguage("/blog")).toBe("/blog");
    expect(localePath("/", "ro")).toBe("/ro");
    expect(localePath("/services", "ro")).toBe("/ro/services");
    expect(localePath("/#projects", "ro")).toBe("/ro#projects");
    expect(localePath("/services", "en")).toBe("/services");
  });

  it("switches language on the same page, keeping query and hash", () => {
    expect(switchLanguagePath("/", "", "", "ro")).toBe("/ro");
    expect(switchLanguagePath("/ro", "", "#about", "en")).toBe("/#about");
    expect(switchLanguagePath("/blog", "?category=Industrial", "", "ro")).toBe("/ro/blog?category=Industrial");
    expect(switchLanguagePath("/ro/blog", "?category=Industrial", "", "en")).toBe("/blog?category=Industrial");
  });
});
