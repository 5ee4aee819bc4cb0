import { isOneOf } from "~/lib/one-of";
import { recordScreenAreas } from "~/domain/admin/record-kinds";

/**
 * What an administrator may do, as named permissions (checked on the server for every admin
 * loader, action and export; the back-office hides what is not allowed). `super_admin` holds
 * them all; any other role holds only those granted to it (`npm run admin -- grant … --permission`).
 */
export const adminPermissions = [
  "analytics.read",
  "crm.read",
  "crm.write",
  "erp.read",
  "erp.write",
  "content.read",
  "content.write",
  "export",
  "admins.manage",
] as const;
export type AdminPermission = (typeof adminPermissions)[number];

export const SUPER_ADMIN_ROLE = "super_admin";

export const isAdminPermission = (value: unknown) => isOneOf(adminPermissions, value);

/**
 * The roles the Team screen gives, each with its permissions (written into the administrator's
 * profile when given, so a role's later change does not reach those who hold it). The command
 * line can still grant any role with any permissions, for what these do not cover.
 */
export const teamRoleNames = ["super_admin", "sales", "finance", "marketing", "viewer"] as const;
export type TeamRole = (typeof teamRoleNames)[number];
export const teamRoles: Record<TeamRole, readonly AdminPermission[]> = {
  super_admin: adminPermissions,
  sales: ["crm.read", "crm.write"],
  finance: ["erp.read", "erp.write", "analytics.read", "export"],
  marketing: ["content.read", "content.write", "analytics.read"],
  viewer: ["analytics.read", "crm.read", "erp.read", "content.read"],
};

/** The role of an administrator whose permissions were chosen one by one on the Team screen. */
export const CUSTOM_ROLE = "custom";

/** A chosen set of permissions, each change permission bringing its area's read (a change needs both). */
export function withReads(chosen: readonly AdminPermission[]): AdminPermission[] {
  const held = new Set(chosen);
  for (const area of Object.values(adminAreas)) if (area.read && held.has(area.write)) held.add(area.read);
  return adminPermissions.filter((permission) => held.has(permission));
}

/** The preset role holding exactly these permissions, else the custom role. */
export function roleFor(permissions: readonly AdminPermission[]): TeamRole | typeof CUSTOM_ROLE {
  const same = (preset: readonly AdminPermission[]) =>
    preset.length === permissions.length && preset.every((permission) => permissions.includes(permission));
  return teamRoleNames.find((role) => same(teamRoles[role])) ?? CUSTOM_ROLE;
}

/** The roles the texts name; any other (given on the command line) is shown as "admin". */
const NAMED_ROLES = ["admin", "editor", CUSTOM_ROLE, ...teamRoleNames] as const;
export type NamedRole = (typeof NAMED_ROLES)[number];
export const namedRole = (role: string): NamedRole => (isOneOf(NAMED_ROLES, role) ? role : "admin");

type Profile = { is_active: boolean; role: string; permissions: Record<string, boolean> | null };

/** The permissions a profile holds: all for super_admin, else those set to true; none when inactive. */
export function permissionsOf(profile: Profile | null | undefined): AdminPermission[] {
  if (!profile?.is_active) return [];
  if (profile.role === SUPER_ADMIN_ROLE) return [...adminPermissions];
  return adminPermissions.filter((permission) => profile.permissions?.[permission] === true);
}

/**
 * The back-office's areas, and what reading and changing each takes. The system's settings (the
 * company's legal details) are read by every administrator and changed only by one who manages
 * administrators.
 */
export const adminAreas = {
  analytics: { read: "analytics.read", write: "analytics.read" },
  crm: { read: "crm.read", write: "crm.write" },
  erp: { read: "erp.read", write: "erp.write" },
  content: { read: "content.read", write: "content.write" },
  system: { read: null, write: "admins.manage" },
  /** The team (who administers, with what) and the audit log: for those who manage administrators only. */
  team: { read: "admins.manage", write: "admins.manage" },
} as const satisfies Record<string, { read: AdminPermission | null; write: AdminPermission }>;
export type AdminArea = keyof typeof adminAreas;

/**
 * Every back-office screen by the name its routes carry (the first segment under /admin), and the
 * area it belongs to; `null` for what every administrator may use: the dashboard, the
 * search (whose results are filtered by area) and the frame around every screen (the layout, the
 * administrator's own preferences and notifications, the back-office's "not found" page).
 */
export const adminScreenAreas = {
  dashboard: null,
  settings: "system",
  team: "team",
  audit: "team",
  search: null,
  frame: null,
  analytics: "analytics",
  crm: "crm",
  erp: "erp",
  // Each kind of record's list: its screen and area are the kind's (domain/admin/record-kinds.ts).
  ...recordScreenAreas,
} as const satisfies Record<string, AdminArea | null>;
export type AdminScreenName = keyof typeof adminScreenAreas;

export const isAdminScreenName = (value: unknown): value is AdminScreenName =>
  typeof value === "string" && Object.hasOwn(adminScreenAreas, value);

/**
 * What a request to a back-office route needs, declared by the route that answers it (never read
 * from the URL's spelling): its screen, and whether it exports (a CSV download).
 */
export type AdminAccess = { screen: AdminScreenName; export?: boolean };

/**
 * The permissions a request needs: its screen's read permission to look, its write permission to
 * change (any method but GET and HEAD), and `export` on top for an export.
 */
export function permissionsNeeded(access: AdminAccess, method: string): AdminPermission[] {
  const area: AdminArea | null = adminScreenAreas[access.screen];
  const needed = new Set<AdminPermission>();
  const read: AdminPermission | null = area && adminAreas[area].read;
  if (read) needed.add(read);
  if (area && method !== "GET" && method !== "HEAD") needed.add(adminAreas[area].write);
  if (access.export) needed.add("export");
  return [...needed];
}

/** Whether an administrator holding `permissions` may make such a request (the server checks it again). */
export function mayUse(permissions: readonly AdminPermission[], access: AdminAccess, method = "GET"): boolean {
  return permissionsNeeded(access, method).every((permission) => permissions.includes(permission));
}
