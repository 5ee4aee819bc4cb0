import { describe, expect, it } from "vitest";
import { acceptedLanguage } from "./language-memory";

describe("acceptedLanguage", () => {
  it("takes the highest-ranked language the site speaks", () => {
    expect(acceptedLanguage("ro-RO,ro;q=0.9,en-US;q=0.8")).toBe("ro");
    expect(acceptedLanguage("de-DE,de;q=0.9,en;q=0.5,ro;q=0.4")).toBe("en");
    expect(acceptedLanguage("en;q=0.3, ro;q=0.7")).toBe("ro");
  });
  it("ignores refused and unknown languages, and nothing usable is null", () => {
    expect(acceptedLanguage("ro;q=0, en;q=0.1")).toBe("en");
    expect(acceptedLanguage("fr,de")).toBeNull();
    expect(acceptedLanguage("")).toBeNull();
    expect(acceptedLanguage(null)).toBeNull();
    expect(acceptedLanguage(";;;,,q=")).toBeNull();
  });
});
