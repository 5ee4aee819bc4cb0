import { data, replace } from "react-router";
import { permissionsNeeded, permissionsOf, type AdminAccess, type AdminPermission } from "~/domain/account/permissions";
import { isAdministrator, type AdminProfile } from "~/domain/account/rules";
import { log } from "~/server/log.server";
import { getCurrentUser, signInPath, type CurrentUser } from "~/server/session.server";
import { readAdminPreferences } from "./preferences.server";

/** After signing in, the visitor returns to the back-office page they asked for (a page, not a form post). */
function adminSignInQuery(request: Request): string {
  const url = new URL(request.url);
  const next = request.method === "GET" ? `${url.pathname}${url.search}` : "/admin";
  return new URLSearchParams({ reason: "admin", next }).toString();
}

/**
 * An administrator (active admin_profiles row) who holds what this request needs, as the route
 * answering it declares (`access`: its screen's read permission, its write permission to change
 * anything, `export` for an export):
 * anyone else signed out is sent to /auth (replacing the history entry); an administrator without
 * the permission gets a 403 naming it. Every admin loader and action comes through here.
 */
export async function requireAdmin(
  request: Request,
  access: AdminAccess,
): Promise<CurrentUser & { admin: AdminProfile; permissions: AdminPermission[] }> {
  const user = await getCurrentUser(request);
  const admin = user?.admin;
  if (!user || !admin || !isAdministrator(admin))
    throw replace(`${signInPath(request, readAdminPreferences(request).lang)}?${adminSignInQuery(request)}`);
  const permissions = permissionsOf(admin);
  const needed = permissionsNeeded(access, request.method);
  const missing = needed.filter((permission) => !permissions.includes(permission));
  if (missing.length) {
    log.warn(
      { admin: user.id, method: request.method, path: new URL(request.url).pathname, access, missing },
      "admin request refused: permission missing",
    );
    throw data({ permission: missing[0] }, { status: 403, headers: { "Cache-Control": "private, no-store" } });
  }
  return { ...user, admin, permissions };
}
