import { describe, expect, it } from "vitest";
import { routeKind } from "./metrics.server";

describe("metrics route kinds", () => {
  it("count every spelling of the back-office as admin, with a label from a fixed few", () => {
    for (const path of ["/admin", "/ADMIN/x%2Fy", "/Admin/", "/%61dmin/invoices", "/ADMIN.data", "/admin//erp"])
      expect(routeKind(path), path).toBe("admin");
    expect(routeKind("/API/AUTH/verify-email")).toBe("api");
    expect(routeKind("/HEALTHZ")).toBe("health");
    expect(routeKind("/about.data")).toBe("data");
    expect(routeKind("/assets/app-1.js")).toBe("asset");
    const kinds = new Set(["/ADMIN/a%2Fb", "/x/%E0%A4%A", "/%7e/../q", "/RO/about", "/blog/X"].map(routeKind));
    for (const kind of kinds) expect(["asset", "health", "api", "admin", "data", "page"]).toContain(kind);
  });
});
