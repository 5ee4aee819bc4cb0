import { data, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AdminProvider } from "~/lib/auth-context";
import { requireAdmin } from "~/server/session.server";

/**
 * Every /admin route sits under this layout, whose loader checks the administrator on the server
 * (SPEC.md section 6): anyone else is redirected to /auth, replacing the history entry.
 * The back-office screens come with the admin issue; this is the guarded shell.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return data({ admin: { displayName: user.displayName, role: user.admin.role } }, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta: Route.MetaFunction = () => [{ title: "Admin Panel | Autoparc Systems" }, { name: "robots", content: "noindex" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminProvider admin={loaderData.admin}>
    <div className="min-h-screen bg-slate-100">
      <header className="flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4">
        <p className="font-bold text-slate-900">Admin Panel</p>
        <p className="text-sm text-slate-600">
          {loaderData.admin.displayName} · {loaderData.admin.role}
        </p>
      </header>
      <main className="p-6">
        <Outlet />
      </main>
    </div>
    </AdminProvider>
  );
}
