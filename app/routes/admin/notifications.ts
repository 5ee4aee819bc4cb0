import { adminRoute } from "~/admin-kit/route-handle";
import { data, redirect } from "react-router";
import type { Route } from "./+types/notifications";
import { requireAdmin } from "~/admin-kit/access.server";
import { markNotificationOpened, markNotificationsRead, notificationPage } from "~/features/admin/notifications.server";
import { readAdminPreferences } from "~/admin-kit/preferences.server";
import { readAdminData } from "~/features/admin/data.server";
import { getDb } from "~/server/db/db.server";
import { safeRedirect } from "~/server/redirect.server";

export const handle = adminRoute("frame");

/**
 * POST /admin/notifications: "Mark all as read" for the signed-in administrator. With JavaScript
 * the bell's fetcher gets a small answer (and the layout's count is read again); without it the
 * browser goes back to the page it came from (a same-site path only).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request, handle.adminAccess);
  const form = await request.formData();
  await markNotificationsRead(await getDb(), user.id);
  const back = safeRedirect(form.get("from"));
  if (back && form.get("js") !== "1") return redirect(back);
  return data({ ok: true }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * GET /admin/notifications?open=ID: a notification opened from the bell is marked read and its
 * record's page opened; anything else (no id, another's kind, no notification) goes to the dashboard.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request, handle.adminAccess);
  const open = new URL(request.url).searchParams.get("open") ?? "";
  if (!/^[1-9]\d{0,9}$/.test(open) || Number(open) > 2_147_483_647) return redirect("/admin");
  const id = Number(open);
  // Demo Mode's notifications are its samples': opened, not marked (Demo Mode changes nothing).
  const { mode } = readAdminPreferences(request);
  const page = await readAdminData(mode, (db) => notificationPage(db, user.permissions, id));
  if (page && mode === "live") await markNotificationOpened(await getDb(), user.id, id);
  return redirect(page ?? "/admin");
}
