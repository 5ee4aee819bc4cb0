import { describe, expect, it } from "vitest";
import {
  languageOfPath,
  localePath,
  routeArea,
  routeLanguage,
  routePath,
  stripLanguage,
  switchLanguagePath,
} from "./paths";

describe("language paths", () => {
  it("reads the language from the URL: Romanian only under /ro", () => {
    for (const path of ["/ro", "/ro/services"]) expect(languageOfPath(path), path).toBe("ro");
    for (const path of ["/", "/services", "/robots.txt", "/roads"]) expect(languageOfPath(path), path).toBe("en");
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

  it("reads a request's language as the router reads the prefix: any case, percent-encoded, with a trailing slash", () => {
    for (const path of [
      "/RO/services",
      "/Ro",
      "/%72o/about",
      "/%52O/about/",
      "/ro/",
      "/ro.data",
      "/x/../RO/about",
      "/ro?x=1",
    ])
      expect(routeLanguage(path), path).toBe("ro");
    for (const path of ["/roads", "/r%6fads", "//ro", "/ro%2Fabout", "/", "/%E0%A4%A"])
      expect(routeLanguage(path), path).toBe("en");
  });
});

/** Spellings the router takes for the same route (it decodes each segment and ignores letter case). */
const SPELLINGS: Record<string, string[]> = {
  admin: [
    "/admin",
    "/ADMIN",
    "/Admin/",
    "/%61dmin",
    "/%41DMIN/invoices",
    "/admin.data",
    "/ADMIN.data",
    "/admin//invoices",
    "/admin/INVOICES/",
    "/x/../admin",
    "/x/%2e%2e/Admin/erp",
    "/admin\\invoices",
    "/ADMIN/x%2Fy",
  ],
  account: [
    "/account",
    "/ACCOUNT",
    "/Account/",
    "/%61ccount",
    "/ACCOUNT.data",
    "/ro/account",
    "/RO/ACCOUNT",
    "/%72o/account/",
  ],
  auth: ["/auth", "/AUTH", "/Auth/forgot/", "/ro/auth/reset", "/%61uth.data"],
  "auth-api": ["/api/auth/verify-email", "/API/AUTH/sign-in/email", "/Api/Auth/", "/api/%61uth/reset-password/x"],
  public: [
    "/",
    "/about",
    "/ADMINISTRATION",
    "/admin.x",
    "/administrator/x",
    "/accounts",
    "/authors",
    "//admin",
    "/api/authx",
    "/admin%2Finvoices",
  ],
};

describe("the router's reading of a path", () => {
  it("decodes, lower-cases and drops a data request's suffix and trailing slashes, keeping an encoded slash in its segment", () => {
    expect(routePath("/ADMIN/%69nvoices/")).toBe("/admin/invoices");
    expect(routePath("/admin.data")).toBe("/admin");
    expect(routePath("/_root.data")).toBe("/");
    expect(routePath("/ADMIN/x%2Fy")).toBe("/admin/x%2fy");
    expect(routePath("/x/%2E%2E/admin")).toBe("/admin");
    expect(routePath("/")).toBe("/");
    // Paths already in that form, as they are.
    for (const path of ["/services/automated", "//admin", "/a//b", "/a..b", "/.well-known/x", "/blog/x-1_2~3"])
      expect(routePath(path), path).toBe(path);
    expect(routePath("/a/./b/")).toBe("/a/b");
  });

  it("is null for a path that is not valid percent-encoding", () => {
    for (const path of ["/%E0%A4%A", "/admin/%E0%A4%A", "/%zz", "/about%", "/%E0%A4%A.data"])
      expect(routePath(path), path).toBeNull();
  });

  it("puts every spelling of a route in that route's part of the site", () => {
    for (const [area, paths] of Object.entries(SPELLINGS))
      for (const path of paths) expect(routeArea(path), path).toBe(area);
    // A malformed path, as the router reads it: undecoded.
    expect(routeArea("/ADMIN/%E0%A4%A")).toBe("admin");
  });
});
