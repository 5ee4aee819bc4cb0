import { describe, expect, it } from "vitest";
import {
  adminPermissions,
  mayUse,
  permissionsNeeded,
  permissionsOf,
  roleFor,
  teamRoles,
  withReads,
} from "./permissions";
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

  it("each admin route needs its screen's read permission, changes its write permission, exports `export` too", () => {
    expect(permissionsNeeded({ screen: "dashboard" }, "GET")).toEqual([]);
    expect(permissionsNeeded({ screen: "frame" }, "POST")).toEqual([]);
    expect(permissionsNeeded({ screen: "leads" }, "GET")).toEqual(["crm.read"]);
    expect(permissionsNeeded({ screen: "leads" }, "HEAD")).toEqual(["crm.read"]);
    expect(permissionsNeeded({ screen: "contacts" }, "POST")).toEqual(["crm.read", "crm.write"]);
    expect(permissionsNeeded({ screen: "contacts" }, "DELETE")).toEqual(["crm.read", "crm.write"]);
    expect(permissionsNeeded({ screen: "invoices" }, "GET")).toEqual(["erp.read"]);
    expect(permissionsNeeded({ screen: "social", export: true }, "GET")).toEqual(["content.read", "export"]);
    expect(permissionsNeeded({ screen: "commissions", export: true }, "GET")).toEqual(["erp.read", "export"]);
    expect(permissionsNeeded({ screen: "analytics" }, "POST")).toEqual(["analytics.read"]);
    expect(mayUse(["crm.read"], { screen: "crm" })).toBe(true);
    expect(mayUse(["crm.read"], { screen: "erp" })).toBe(false);
    expect(mayUse(["crm.read"], { screen: "contacts" }, "POST")).toBe(false);
  });

  it("a chosen change permission brings its area's read; a chosen set is named by the preset that holds exactly it", () => {
    expect(withReads(["erp.write", "content.write", "export"])).toEqual([
      "erp.read",
      "erp.write",
      "content.read",
      "content.write",
      "export",
    ]);
    expect(withReads(["admins.manage"])).toEqual(["admins.manage"]);
    expect(roleFor([...teamRoles.sales])).toBe("sales");
    expect(roleFor([...adminPermissions])).toBe("super_admin");
    expect(roleFor(["crm.read", "export"])).toBe("custom");
  });
});
