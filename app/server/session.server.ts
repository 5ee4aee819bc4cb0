import { data, replace } from "react-router";
import { permissionsFor, permissionsOf, type AdminPermission } from "~/domain/account/permissions";
import { displayName, initials, isAdministrator, type AdminProfile } from "~/domain/account/rules";
import { languageOfPath, localePath } from "~/lib/paths";
import { isAdminPath, readAdminPreferences } from "./admin-preferences.server";
import { getAuth } from "./auth.server";
import { hasSessionCookie } from "./session-cookie";
import { getDb } from "./db/db.server";
import { log } from "./log.server";

export type CurrentUser = {
  id: string;
  email: string;
  fullName: string;
  displayName: string;
  initials: string;
  admin: AdminProfile | null;
};

/** The signed-in user, or null; reads the database only when a session cookie is present. */
export async function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  if (!hasSessionCookie(request.headers.get("cookie"))) return null;
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const db = await getDb();
  const profile = await db
    .selectFrom("profiles")
    .select("full_name")
    .where("user_id", "=", session.user.id)
    .executeTakeFirst();
  const fullName = profile?.full_name ?? session.user.name ?? "";
  const name = displayName({ fullName, email: session.user.email });
  return {
    id: session.user.id,
    email: session.user.email,
    fullName,
    displayName: name,
    initials: initials(name),
    admin: await getAdminProfile(session.user.id),
  };
}

/**
 * The active admin_profiles row of a user, or null. A missing row is simply
 * "not an admin"; any other failure is logged and also means not an admin.
 */
export async function getAdminProfile(userId: string): Promise<AdminProfile | null> {
  try {
    const db = await getDb();
    const row = await db
      .selectFrom("admin_profiles")
      .select(["is_active", "role", "permissions"])
      .where("user_id", "=", userId)
      .where("is_active", "=", true)
      .executeTakeFirst();
    return row ?? null;
  } catch (error) {
    log.error({ err: error, userId }, "admin profile lookup failed");
    return null;
  }
}

/** The sign-in page in the request's language: its URL's, or for the back-office its remembered one. */
function authPath(request: Request): string {
  const pathname = new URL(request.url).pathname;
  return localePath("/auth", isAdminPath(pathname) ? readAdminPreferences(request).lang : languageOfPath(pathname));
}

/** After signing in, the visitor returns to the back-office page they asked for (a page, not a form post). */
function adminSignInQuery(request: Request): string {
  const url = new URL(request.url);
  const next = request.method === "GET" ? `${url.pathname}${url.search}` : "/admin";
  return new URLSearchParams({ reason: "admin", next }).toString();
}

/** The signed-in user, or a redirect to the sign-in page. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw replace(authPath(request));
  return user;
}

/**
 * An administrator (active admin_profiles row) who holds what this request needs (its area's
 * read permission, its write permission to change anything, `export` for an export): anyone
 * else signed out is sent to /auth (replacing the history entry); an administrator without the
 * permission gets a 403 naming it. Every admin loader and action comes through here.
 */
export async function requireAdmin(
  request: Request,
  options: { forThisRequest: boolean } = { forThisRequest: true },
): Promise<CurrentUser & { admin: AdminProfile; permissions: AdminPermission[] }> {
  const user = await getCurrentUser(request);
  const admin = user?.admin;
  if (!user || !admin || !isAdministrator(admin)) throw replace(`${authPath(request)}?${adminSignInQuery(request)}`);
  const permissions = permissionsOf(admin);
  const url = new URL(request.url);
  const needed = options.forThisRequest ? permissionsFor(request.method, url.pathname) : [];
  const missing = needed.filter((permission) => !permissions.includes(permission));
  if (missing.length) {
    log.warn(
      { admin: user.id, method: request.method, path: url.pathname, missing },
      "admin request refused: permission missing",
    );
    throw data({ permission: missing[0] }, { status: 403, headers: { "Cache-Control": "private, no-store" } });
  }
  return { ...user, admin, permissions };
}
