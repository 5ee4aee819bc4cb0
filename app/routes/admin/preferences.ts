import { adminRoute } from "~/admin-kit/route-handle";
import { data, redirect } from "react-router";
import type { Route } from "./+types/preferences";
import { z } from "~/lib/zod";
import { languages } from "~/i18n/types";
import { adminModes } from "~/admin-kit/preference-cookies";
import { adminReturnPath, languageCookie, modeCookies } from "~/admin-kit/preferences.server";
import { requireAdmin } from "~/admin-kit/access.server";

export const handle = adminRoute("frame");

const preferenceSchema = z.union([z.object({ mode: z.enum(adminModes) }), z.object({ lang: z.enum(languages) })]);

/**
 * Stores the back-office's Demo/Live mode or language (administrators only). A plain form post
 * (no JavaScript) goes back to the page it came from; a fetcher gets { ok } and the page revalidates.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request, handle.adminAccess);
  const form = await request.formData();
  const parsed = preferenceSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ ok: false as const }, { status: 400 });
  const cookies = "mode" in parsed.data ? modeCookies(parsed.data.mode) : [languageCookie(parsed.data.lang)];
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  const redirectTo = adminReturnPath(form.get("redirectTo"));
  if (redirectTo) return redirect(redirectTo, { headers });
  return data({ ok: true as const }, { headers });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, handle.adminAccess);
  return redirect("/admin");
}
