import { isLanguage, type Language } from "~/i18n/types";
import { ADMIN_LANGUAGE_COOKIE, ADMIN_MODE_COOKIE, SIDEBAR_COOKIE, type AdminMode } from "~/features/admin/preferences";

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export type AdminPreferences = { mode: AdminMode; lang: Language; sidebarCollapsed: boolean };

/**
 * The back-office's own settings, kept in cookies: Demo or Live Mode (for the browser session,
 * starting in Demo), its language (DECISIONS.md D2), and whether the sidebar is collapsed.
 */
export function readAdminPreferences(request: Request): AdminPreferences {
  const lang = readCookie(request, ADMIN_LANGUAGE_COOKIE);
  return {
    mode: readCookie(request, ADMIN_MODE_COOKIE) === "live" ? "live" : "demo",
    lang: isLanguage(lang) ? lang : "en",
    sidebarCollapsed: readCookie(request, SIDEBAR_COOKIE) === "collapsed",
  };
}

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

function secure(request: Request) {
  return new URL(request.url).protocol === "https:" ? "; Secure" : "";
}

/** No Max-Age: the mode lasts for the browser session, as the issue asks. */
export function modeCookie(request: Request, mode: AdminMode): string {
  return `${ADMIN_MODE_COOKIE}=${mode}; Path=/admin; SameSite=Lax; HttpOnly${secure(request)}`;
}

export function languageCookie(request: Request, lang: Language): string {
  return `${ADMIN_LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure(request)}`;
}
