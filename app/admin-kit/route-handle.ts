import { useMatches } from "react-router";
import type { AdminAccess, AdminScreenName } from "~/domain/account/permissions";
import { screenOfRoute } from "~/domain/admin/record-kinds";

/**
 * A back-office route module's `handle`: what a request to it needs, declared once beside the
 * route. Its loader and action hand `adminAccess` to the server's check, and the browser reads the
 * same declaration (through the matched routes) to hide what the administrator may not do. The
 * modules that serve every kind of record (routes/admin/record-*.tsx) declare `recordRoute`
 * instead: their screen is the one their route's id names.
 */
export type AdminRouteHandle = { adminAccess: AdminAccess };

export const adminRoute = (screen: AdminScreenName): AdminRouteHandle => ({ adminAccess: { screen } });

/** The handle of the modules that serve every kind of record. */
export const recordRoute = { adminAccessOfRoute: true } as const;

function isAdminRouteHandle(handle: unknown): handle is AdminRouteHandle {
  return typeof handle === "object" && handle !== null && "adminAccess" in handle;
}

function accessOf(match: { id: string; handle: unknown }): AdminAccess | undefined {
  const { handle } = match;
  if (isAdminRouteHandle(handle)) return handle.adminAccess;
  const screen = handle === recordRoute ? screenOfRoute(match.id) : undefined;
  return screen && { screen };
}

/** The access the deepest matched back-office route declares (the screen on show). */
export function useRouteAccess(): AdminAccess | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const access = accessOf(matches[i]!);
    if (access) return access;
  }
  return undefined;
}
