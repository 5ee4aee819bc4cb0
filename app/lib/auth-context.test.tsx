import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminProvider, AuthProvider, useAdmin, useAuth, useCan } from "./auth-context";

describe("auth context hooks", () => {
  it("throw their messages outside their providers", () => {
    const AuthOrphan = () => (useAuth(), null);
    const AdminOrphan = () => (useAdmin(), null);
    expect(() => renderToString(<AuthOrphan />)).toThrow("useAuth must be used within an AuthProvider");
    expect(() => renderToString(<AdminOrphan />)).toThrow("useAdmin must be used within an AdminProvider");
  });
  it("give the provided values inside", () => {
    const Show = () => (
      <p>{`${useAuth().user?.initials}|${useAdmin().role}|${String(useCan("crm.read"))}|${String(useCan("erp.write"))}`}</p>
    );
    const html = renderToString(
      <AuthProvider user={{ displayName: "Ana Pop", initials: "AP", email: "a@b.ro", isAdmin: true }}>
        <AdminProvider admin={{ displayName: "Ana Pop", role: "super_admin", permissions: ["crm.read"] }}>
          <Show />
        </AdminProvider>
      </AuthProvider>,
    );
    expect(html).toContain("AP|super_admin|true|false");
  });
});
