import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminProvider, AuthProvider, useAdmin, useAuth, useCan } from "./auth-context";

describe("auth context hooks", () => {
  it("throw their messages outside their providers", () => {
    const AuthOrphan = () => (useAuth(), null);
    const AdminOrphan = () => (useAdmin(), null);
    expect(() => renderToString(<AuthOrphan />)).toThrow("AuthProvider is missing above this component");
    expect(() => renderToString(<AdminOrphan />)).toThrow("AdminProvider is missing above this component");
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
