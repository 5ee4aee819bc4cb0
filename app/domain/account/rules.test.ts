import { describe, expect, it } from "vitest";
import { adminPermissions, canOpen, permissionsFor, permissionsOf } from "./permissions";
import { displayName, hasPermission, initials, isAdministrator, isValidEmail } from "./rules";

describe("account rules", () => {
  it("initials: first letters of the words, uppercase, at most two", () => {
    expect(initials("ana maria popescu")).toBe("AM");
    expect(initials("  Ștefan  ")).toBe("Ș");
    expect(initials("ion.popescu@example.ro")).toBe("I");
    expect(initials("")).toBe("");
  });

  it("display name falls back to the e-mail, then to User", () => {
    expect(displayName({ fullName: "Ana Pop", email: "a@b.ro" })).toBe("Ana Pop");
    expect(displayName({ fullName: "  ", email: "a@b.ro" })).toBe("a@b.ro");
    expect(displayName({ fullName: null, email: null })).toBe("User");
    expect(displayName(null, "Utilizator")).toBe("Utilizator");
  });

  it("e-mail pattern: text, at sign, domain, dot-suffix, no spaces", () => {
    for (const ok of ["a@b.ro", "first.last+tag@sub.example.com"]) expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of ["", "a@b", "a b@c.ro", "@b.ro", "a@.ro", "a@b.", "a@@b.ro"])
      expect(isValidEmail(bad), bad).toBe(false);
  });

  it("permissions: super_admin holds all, others only those set to true, inactive or missing none", () => {
    const superAdmin = { is_active: true, role: "super_admin", permissions: {} };
    const editor = { is_active: true, role: "editor", permissions: { "crm.read": true, "erp.read": false } };
    for (const permission of adminPermissions) expect(hasPermission(superAdmin, permission)).toBe(true);
    expect(hasPermission(editor, "crm.read")).toBe(true);
    expect(hasPermission(editor, "erp.read")).toBe(false);
    expect(hasPermission(editor, "crm.write")).toBe(false);
    expect(hasPermission({ ...superAdmin, is_active: false }, "crm.read")).toBe(false);
    expect(hasPermission(null, "crm.read")).toBe(false);
    expect(permissionsOf({ is_active: true, role: "admin", permissions: {} })).toEqual([]);
    expect(isAdministrator({ ...editor, permissions: null })).toBe(true);
    expect(isAdministrator({ ...editor, is_active: false })).toBe(false);
    expect(isAdministrator(undefined)).toBe(false);
  });

  it("each admin request needs its area's read permission, changes its write permission, exports `export` too", () => {
    expect(permissionsFor("GET", "/admin")).toEqual([]);
    expect(permissionsFor("POST", "/admin/preferences")).toEqual([]);
    expect(permissionsFor("GET", "/admin/leads")).toEqual(["crm.read"]);
    expect(permissionsFor("GET", "/admin/leads.data")).toEqual(["crm.read"]);
    expect(permissionsFor("POST", "/admin/contacts/CT-2026-001")).toEqual(["crm.read", "crm.write"]);
    expect(permissionsFor("POST", "/admin/contacts/new")).toEqual(["crm.read", "crm.write"]);
    expect(permissionsFor("GET", "/admin/invoices/INV-2026-001")).toEqual(["erp.read"]);
    expect(permissionsFor("GET", "/admin/export/social")).toEqual(["content.read", "export"]);
    expect(permissionsFor("GET", "/admin/export/commissions")).toEqual(["erp.read", "export"]);
    expect(permissionsFor("GET", "/admin/export/nothing")).toEqual(["export"]);
    expect(canOpen(["crm.read"], "/admin/crm")).toBe(true);
    expect(canOpen(["crm.read"], "/admin/erp")).toBe(false);
  });
});
