import { data, replace } from "react-router";
import { permissionsNeeded, permissionsOf, type AdminAccess, type AdminPermission } from "~/domain/account/permissions";
import { isAdministrator, type AdminProfile } from "~/domain/account/rules";
import { log } from "~/server/log.server";
import { getCurrentUser, signInPath, type CurrentUser } from "~/server/session.server";
import { readAdminPreferences } from "./preferences.server";
import { getDb } from "~/server/db/db.server";
import { getEnv } from "~/server/env.server";
import { secondFactorState, type SecondFactorState } from "~/server/second-factor.server";

/** The back-office page asked for, to return to after signing in (a page, not a form post). */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  return request.method === "GET" ? `${url.pathname}${url.search}` : "/admin";
}

function adminSignInQuery(request: Request): string {
  return new URLSearchParams({ reason: "admin", next: returnPath(request) }).toString();
}

/** The page that sets up the second factor, or asks for its code. */
export const SECOND_FACTOR_PATH = "/admin/two-factor";

/**
 * Whether an administrator's session must still pass the second factor: one who has set it up
 * gives a code in every new session; one who has not must set it up first, unless the
 * deployment makes it optional (a development machine).
 */
export function mustPassSecondFactor(state: SecondFactorState, setting: "required" | "optional"): boolean {
  if (state.factor === "confirmed") return !state.sessionVerified;
  return setting === "required";
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
  { secondFactorStep = false }: { secondFactorStep?: boolean } = {},
): Promise<CurrentUser & { admin: AdminProfile; permissions: AdminPermission[] }> {
  const user = await getCurrentUser(request);
  const admin = user?.admin;
  if (!user || !admin || !isAdministrator(admin))
    throw replace(`${signInPath(request, readAdminPreferences(request).lang)}?${adminSignInQuery(request)}`);
  // Before anything else of the back-office, even whether a permission is held: the second
  // factor (its set-up, or this session's code step), except on the page that asks for it.
  if (!secondFactorStep) {
    const state = await secondFactorState(await getDb(), user.id, user.sessionId);
    if (mustPassSecondFactor(state, getEnv().ADMIN_SECOND_FACTOR)) {
      log.info({ admin: user.id, path: new URL(request.url).pathname, factor: state.factor }, "second factor asked");
      throw replace(`${SECOND_FACTOR_PATH}?${new URLSearchParams({ next: returnPath(request) }).toString()}`);
    }
  }
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
