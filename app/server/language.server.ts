import type { Language } from "~/i18n/types";
import { isLanguage } from "~/i18n/types";
import { acceptedLanguage, SITE_LANGUAGE_COOKIE } from "~/lib/language-memory";
import { routeArea, routeLanguage } from "~/lib/paths";
import { readCookie } from "./cookies.server";

/**
 * The language for a URL without one (the back-office, its sign-in redirect): the language the
 * visitor last read the site in, else the page they came from on this site, else their browser's
 * preference, else English.
 */
export function preferredLanguage(request: Request): Language {
  const remembered = readCookie(request, SITE_LANGUAGE_COOKIE);
  if (isLanguage(remembered)) return remembered;
  const referer = refererPath(request);
  if (referer !== null) return routeLanguage(referer);
  return acceptedLanguage(request.headers.get("accept-language")) ?? "en";
}

function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    // Only a public page says a language: the back-office's own URLs have none.
    const sameSite = from.origin === new URL(request.url).origin;
    const area = routeArea(from.pathname);
    return sameSite && area !== "admin" && area !== "auth-api" ? from.pathname : null;
  } catch {
    return null;
  }
}
