import type { TFunction } from "i18next";
import { serverT } from "~/i18n/translations.server";
import type { Language } from "~/i18n/types";
import type { AdminRecords } from "~/domain/admin/panels";
import { readAdminPreferences, type AdminPreferences } from "~/server/admin-preferences.server";
import { requireAdmin } from "~/server/session.server";
import { adminRecords } from "./records.server";

export type AdminScreen = { prefs: AdminPreferences; lang: Language; records: AdminRecords; today: string; t: TFunction };

/**
 * What every admin screen's loader starts with. Loaders run in parallel with the layout's, so each
 * checks the administrator itself: no screen's data leaves the server for anyone else.
 */
export async function adminScreen(request: Request): Promise<AdminScreen> {
  await requireAdmin(request);
  const prefs = readAdminPreferences(request);
  const { records, today } = adminRecords(prefs.mode);
  return { prefs, lang: prefs.lang, records, today, t: serverT(prefs.lang, "admin") };
}

/** The browser tab's title: "Contacts | Admin Panel". */
export function adminTitle(screen: AdminScreen, key: string): string {
  return `${screen.t(key)} | ${screen.t("shell.title")}`;
}
