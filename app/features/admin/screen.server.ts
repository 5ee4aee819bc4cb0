import type { TFunction } from "i18next";
import { serverT } from "~/i18n/translations.server";
import type { Language } from "~/i18n/types";
import type { AdminRecords } from "~/domain/admin/panels";
import { readAdminPreferences, type AdminPreferences } from "~/server/admin-preferences.server";
import { requireAdmin } from "~/server/session.server";
import { adminRecords, adminToday } from "./records.server";

export type AdminScreen = { prefs: AdminPreferences; lang: Language; today: string; t: TFunction; admin: Awaited<ReturnType<typeof requireAdmin>> };

/**
 * What every admin screen's loader starts with. Loaders run in parallel with the layout's, so each
 * checks the administrator itself: no screen's data leaves the server for anyone else.
 */
export async function adminScreen(request: Request): Promise<AdminScreen> {
  const admin = await requireAdmin(request);
  const prefs = readAdminPreferences(request);
  return { prefs, lang: prefs.lang, today: adminToday(prefs.mode), t: serverT(prefs.lang, "admin"), admin };
}

/** An overview screen (dashboard, analytics, CRM and ERP panels): the screen and every record it sums. */
export async function adminOverview(request: Request): Promise<AdminScreen & { records: AdminRecords }> {
  const screen = await adminScreen(request);
  return { ...screen, records: await adminRecords(screen.prefs.mode) };
}

/** The browser tab's title: "Contacts | Admin Panel". */
export function adminTitle(screen: AdminScreen, key: string): string {
  return `${screen.t(key)} | ${screen.t("shell.title")}`;
}
