import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

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
    const env = parseEnv({ PORT: "8080", SITE_URL: "https://parcari.example/", DATABASE_URL: "" });
    expect(env.PORT).toBe(8080);
    expect(env.SITE_URL).toBe("https://parcari.example");
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it("refuses bad values, naming each one", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrow(EnvError);
    try {
      parseEnv({ PORT: "abc", SITE_URL: "ftp://x", DATABASE_URL: "mysql://x", SALES_EMAIL: "nope" });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ["PORT", "SITE_URL", "DATABASE_URL", "SALES_EMAIL"]) expect(message).toContain(name);
    }
  });
});
