import { useMatches } from "react-router";
import type { AdminAccess, AdminScreenName } from "~/domain/account/permissions";

/**
 * A back-office route module's `handle`: what a request to it needs, declared once beside the
 * route. Its loader and action hand `adminAccess` to the server's check, and the browser reads the
 * same declaration (through the matched routes) to hide what the administrator may not do.
 */
export type AdminRouteHandle = { adminAccess: AdminAccess };

export const adminRoute = (screen: AdminScreenName): AdminRouteHandle => ({ adminAccess: { screen } });

function isAdminRouteHandle(handle: unknown): handle is AdminRouteHandle {
  return typeof handle === "object" && handle !== null && "adminAccess" in handle;
}

/** The access the deepest matched back-office route declares (the screen on show). */
export function useRouteAccess(): AdminAccess | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle;
    if (isAdminRouteHandle(handle)) return handle.adminAccess;
  }
  return undefined;
}
