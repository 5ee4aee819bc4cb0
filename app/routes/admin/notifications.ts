import { adminRoute } from "~/admin-kit/route-handle";
import { data, redirect } from "react-router";
import type { Route } from "./+types/notifications";
import { requireAdmin } from "~/admin-kit/access.server";
import { markNotificationsRead } from "~/features/admin/notifications.server";
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

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, handle.adminAccess);
  return redirect("/admin");
}
