import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { EnvError, deprecatedSettings, parseEnv } from "./env.server";

describe("configuration", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it("treats empty values as unset and trims the site URL's trailing slash", () => {
    const env = parseEnv({ PORT: "8080", SITE_URL: "https://parcari.example/", DATABASE_URL: "", TRUST_PROXY: "1" });
    expect(env.PORT).toBe(8080);
    expect(env.SITE_URL).toBe("https://parcari.example");
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it("reads the enquiry settings by their old names too, and says which are old", () => {
    const old = { LEAD_RATE_LIMIT: "7", LEAD_MIN_FILL_SECONDS: "2", LEAD_RETRY_SECONDS: "30" };
    const env = parseEnv(old);
    expect([env.ENQUIRY_RATE_LIMIT, env.ENQUIRY_MIN_FILL_SECONDS, env.ENQUIRY_RETRY_SECONDS]).toEqual([7, 2, 30]);
    expect(deprecatedSettings(old)).toEqual(["LEAD_RATE_LIMIT", "LEAD_MIN_FILL_SECONDS", "LEAD_RETRY_SECONDS"]);
    // The new name wins; an empty old one is unset.
    expect(parseEnv({ LEAD_RATE_LIMIT: "7", ENQUIRY_RATE_LIMIT: "9" }).ENQUIRY_RATE_LIMIT).toBe(9);
    expect(deprecatedSettings({ LEAD_RATE_LIMIT: "", ENQUIRY_RATE_LIMIT: "9" })).toEqual([]);
    expect(() => parseEnv({ LEAD_RATE_LIMIT: "none" })).toThrow(/ENQUIRY_RATE_LIMIT/);
  });
  it("refuses a configuration that cannot work, saying what to set", () => {
    expect(() => parseEnv({ SITE_URL: "https://parcari.example" })).toThrow(
      /TRUST_PROXY: SITE_URL is https.*set TRUST_PROXY to the number of proxies/,
    );
  });
  it("runs one worker per core by default, on the embedded database as on PostgreSQL", () => {
    expect(parseEnv({ WEB_CONCURRENCY: "2" }).WEB_CONCURRENCY).toBe(2);
    expect(parseEnv({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://x/y" }).WEB_CONCURRENCY).toBe(2);
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(availableParallelism());
    expect(parseEnv({ DATABASE_URL: "postgres://x/y" }).WEB_CONCURRENCY).toBe(availableParallelism());
  });
  it("refuses bad values, naming each one", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrow(EnvError);
    const bad = () =>
      parseEnv({
        PORT: "abc",
        SITE_URL: "ftp://x",
        DATABASE_URL: "mysql://x",
        SALES_EMAIL: "nope",
        FORM_BODY_LIMIT_KB: "0",
      });
    expect(bad).toThrow(EnvError);
    let message = "";
    try {
      bad();
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ["PORT", "SITE_URL", "DATABASE_URL", "SALES_EMAIL", "FORM_BODY_LIMIT_KB"])
      expect(message).toContain(name);
  });
});
