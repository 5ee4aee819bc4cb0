import { deleteCookie, readCookie, setCookie } from "~/server/cookies.server";
import { preferredLanguage } from "~/server/language.server";
import { safeRedirect } from "~/server/redirect.server";
import { isLanguage, type Language } from "~/i18n/types";
import { routeArea } from "~/lib/paths";
import { ADMIN_LANGUAGE_COOKIE, ADMIN_MODE_COOKIE, SIDEBAR_COOKIE, type AdminMode } from "./preference-cookies";

export type AdminPreferences = { mode: AdminMode; lang: Language; sidebarCollapsed: boolean };

/**
 * The back-office's own settings, kept in cookies: Demo or Live Mode (for the browser session,
 * starting in Demo), its language (admin URLs carry no language prefix), and whether the sidebar is collapsed.
 */
export function readAdminPreferences(request: Request): AdminPreferences {
  const lang = readCookie(request, ADMIN_LANGUAGE_COOKIE);
  return {
    mode: readCookie(request, ADMIN_MODE_COOKIE) === "live" ? "live" : "demo",
    // Until the back-office's own switch is used, the language the visitor reads the site in.
    lang: isLanguage(lang) ? lang : preferredLanguage(request),
    sidebarCollapsed: readCookie(request, SIDEBAR_COOKIE) === "collapsed",
  };
}

/** Whether a path is the back-office's, however it is spelled (the router reads `/Admin/` as `/admin`). */
export function isAdminPath(pathname: string): boolean {
  return routeArea(pathname) === "admin";
}

/** A back-office page to return to (after signing in, after a preference); anything else (another site, a public page) is null. */
export function adminReturnPath(value: FormDataEntryValue | string | null | undefined): string | null {
  const path = safeRedirect(value);
  return path && isAdminPath(new URL(path, "http://x.invalid").pathname) ? path : null;
}

/** An invitation to administer, in either language: where a visitor signing in to accept it returns. */
const INVITATION_PATH = /^(\/ro)?\/invitation\/[A-Za-z0-9_-]{20,100}$/;

/** Where a sign-in returns: a back-office page, or the invitation the visitor came to accept. */
export function signInReturnPath(value: FormDataEntryValue | string | null | undefined): string | null {
  const path = safeRedirect(value);
  return adminReturnPath(path) ?? (path && INVITATION_PATH.test(path) ? path : null);
}

/**
 * No Max-Age: the mode lasts for the browser session. Path "/": a cookie for "/admin" is not sent
 * with "/admin.data", the dashboard's data request, so the dashboard kept the old mode until a
 * reload. The second cookie removes one set that way before.
 */
export function modeCookies(mode: AdminMode): string[] {
  return [setCookie(ADMIN_MODE_COOKIE, mode), deleteCookie(ADMIN_MODE_COOKIE, { path: "/admin" })];
}

export function languageCookie(lang: Language): string {
  return setCookie(ADMIN_LANGUAGE_COOKIE, lang, { maxAge: 31_536_000 });
}
