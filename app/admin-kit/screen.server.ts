import type { Translator } from "~/i18n/translate";
import { serverT } from "~/i18n/translations.server";
import type { Language } from "~/i18n/types";
import { readAdminPreferences, type AdminPreferences } from "~/admin-kit/preferences.server";
import { requireAdmin } from "~/admin-kit/access.server";
import { mayUse, type AdminAccess, type AdminScreenName } from "~/domain/account/permissions";
import { DEMO_TODAY } from "~/domain/admin/demo";
import { officeDay } from "~/domain/admin/dates";
import type { AdminMode } from "./preference-cookies";

export type AdminScreen = {
  prefs: AdminPreferences;
  lang: Language;
  today: string;
  t: Translator;
  admin: Awaited<ReturnType<typeof requireAdmin>>;
  /** Whether the administrator may read a screen: every figure, line and result from another screen is shown only then. */
  mayRead: (screen: AdminScreenName) => boolean;
};

/**
 * What every admin screen's loader starts with, given what its route declares it needs (`access`). Loaders run in parallel with the layout's, so each
 * checks the administrator itself: no screen's data leaves the server for anyone else.
 */
export async function adminScreen(request: Request, access: AdminAccess): Promise<AdminScreen> {
  const admin = await requireAdmin(request, access);
  const prefs = readAdminPreferences(request);
  const mayRead = (screen: AdminScreenName) => mayUse(admin.permissions, { screen });
  return { prefs, lang: prefs.lang, today: adminToday(prefs.mode), t: serverT(prefs.lang, "admin"), admin, mayRead };
}

/** The browser tab's title: "Contacts | Admin Panel". */
export function adminTitle(screen: AdminScreen, key: string): string {
  return `${screen.t(key)} | ${screen.t("shell.title")}`;
}

/** A screen's loader: the administrator checked, the tab's title from `titleKey`, and what `read` finds. */
export async function titledScreen<T extends object>(
  request: Request,
  access: AdminAccess,
  titleKey: string,
  read: (screen: AdminScreen) => Promise<T>,
): Promise<T & { title: string }> {
  const screen = await adminScreen(request, access);
  return { title: adminTitle(screen, titleKey), ...(await read(screen)) };
}

/** The day periods count from: the samples' own "today" in Demo Mode, the real one in Live Mode. */
export function adminToday(mode: AdminMode): string {
  return mode === "demo" ? DEMO_TODAY : officeDay(new Date());
}
