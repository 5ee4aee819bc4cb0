import { adminRoute } from "~/admin-kit/route-handle";
import { data, isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { ErrorPage } from "~/components/site/error-page";
import { AdminError } from "~/admin-kit/ui/admin-error";
import type { Route } from "./+types/layout";
import { AdminProvider } from "~/domain/account/auth-context";
import { bundlesFor } from "~/i18n/translations.server";
import { ToastHost } from "~/components/ui/toast";
import { AdminShell } from "~/features/admin/shell/admin-shell";
import { readAdminPreferences } from "~/admin-kit/preferences.server";
import { requireAdmin } from "~/admin-kit/access.server";
import { notificationsFor } from "~/features/admin/notifications.server";
import { readAdminData } from "~/features/admin/data.server";
import { listStaff } from "~/entities/staff/list.server";
import { StaffProvider } from "~/entities/staff/names";

export const handle = adminRoute("frame");

/**
 * Every /admin route sits under this layout, whose loader checks the administrator on the server:
 * anyone else is redirected to /auth, replacing the history entry.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The frame (names, navigation) is every administrator's; each screen's own loader checks its permission.
  const user = await requireAdmin(request, handle.adminAccess);
  const prefs = readAdminPreferences(request);
  // The team of the mode's data set names the owners on every screen and fills the "Assigned to" selects.
  const { notifications, staff } = await readAdminData(prefs.mode, async (db) => ({
    notifications: await notificationsFor(db, user.id, user.permissions),
    staff: await listStaff(db),
  }));
  return data(
    {
      admin: { displayName: user.displayName, role: user.admin.role, permissions: user.permissions },
      notifications,
      staff,
      mode: prefs.mode,
      sidebarCollapsed: prefs.sidebarCollapsed,
      translations: bundlesFor(prefs.lang, ["admin"]),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * An error in a screen (a permission missing: 403, a record gone, a fault) is shown inside the
 * back-office frame, in its language, when the administrator's own data could be read.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const refused: unknown = isRouteErrorResponse(error) ? error.data : undefined;
  const permission =
    refused && typeof refused === "object" && "permission" in refused && typeof refused.permission === "string"
      ? refused.permission
      : undefined;
  if (!layout) return <ErrorPage status={status} />;
  return (
    <AdminProvider admin={layout.admin}>
      <AdminShell mode={layout.mode} initiallyCollapsed={layout.sidebarCollapsed}>
        <AdminError status={status} permission={permission} />
      </AdminShell>
    </AdminProvider>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminProvider admin={loaderData.admin}>
      <StaffProvider staff={loaderData.staff}>
        <AdminShell mode={loaderData.mode} initiallyCollapsed={loaderData.sidebarCollapsed}>
          <Outlet />
        </AdminShell>
      </StaffProvider>
      <ToastHost />
    </AdminProvider>
  );
}
