import { isOneOf } from "~/lib/one-of";

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

type Profile = { is_active: boolean; role: string; permissions: Record<string, boolean> | null };

/** The permissions a profile holds: all for super_admin, else those set to true; none when inactive. */
export function permissionsOf(profile: Profile | null | undefined): AdminPermission[] {
  if (!profile?.is_active) return [];
  if (profile.role === SUPER_ADMIN_ROLE) return [...adminPermissions];
  return adminPermissions.filter((permission) => profile.permissions?.[permission] === true);
}

/** The back-office's areas: the screens under each path, and what reading and changing them takes. */
const areas: { paths: string[]; read: AdminPermission; write: AdminPermission }[] = [
  { paths: ["/admin/analytics"], read: "analytics.read", write: "analytics.read" },
  {
    paths: ["/admin/crm", "/admin/contacts", "/admin/leads", "/admin/opportunities"],
    read: "crm.read",
    write: "crm.write",
  },
  {
    paths: ["/admin/erp", "/admin/invoices", "/admin/affiliates", "/admin/commissions"],
    read: "erp.read",
    write: "erp.write",
  },
  { paths: ["/admin/campaigns", "/admin/social"], read: "content.read", write: "content.write" },
];

/** The list names of /admin/export/<list>, by the screen they export. */
const exportScreens: Record<string, string> = { social: "/admin/social" };

function areaOf(pathname: string) {
  return areas.find((area) => area.paths.some((path) => pathname === path || pathname.startsWith(`${path}/`)));
}

/**
 * The permissions a request to the back-office needs: its area's read permission to look,
 * its write permission to change (any method but GET and HEAD), and `export` on top for a
 * CSV export. The dashboard, settings and the administrator's own preferences need none.
 */
export function permissionsFor(method: string, pathname: string): AdminPermission[] {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  const exported = /^\/admin\/export\/([^/]+)$/.exec(path);
  if (exported) {
    const area = areaOf(exportScreens[exported[1]!] ?? `/admin/${exported[1]}`);
    return area ? [area.read, "export"] : ["export"];
  }
  const area = areaOf(path);
  if (!area) return [];
  return method === "GET" || method === "HEAD" ? [area.read] : [area.read, area.write];
}

/** Whether a screen (a nav item's path) can be opened with these permissions. */
export function canOpen(permissions: readonly AdminPermission[], pathname: string): boolean {
  return permissionsFor("GET", pathname).every((permission) => permissions.includes(permission));
}
