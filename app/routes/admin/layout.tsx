import { data, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AdminProvider } from "~/lib/auth-context";
import { bundlesFor } from "~/i18n/translations.server";
import { ToastHost } from "~/components/ui/toast";
import { AdminShell } from "~/features/admin/shell/admin-shell";
import { readAdminPreferences } from "~/server/admin-preferences.server";
import { requireAdmin } from "~/server/session.server";

/**
 * Every /admin route sits under this layout, whose loader checks the administrator on the server
 * (SPEC.md section 6): anyone else is redirected to /auth, replacing the history entry.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const prefs = readAdminPreferences(request);
  return data(
    {
      admin: { displayName: user.displayName, role: user.admin.role },
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

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminProvider admin={loaderData.admin}>
      <AdminShell mode={loaderData.mode} initiallyCollapsed={loaderData.sidebarCollapsed}>
        <Outlet />
      </AdminShell>
      <ToastHost />
    </AdminProvider>
  );
}
