import { isLanguage, type Language } from "./languages";

/**
 * The language a visitor last read the public site in. Public URLs carry their language (/ro/...);
 * the back-office and the links better-auth mails do not, so they fall back to this remembered
 * choice. Written by the page's own script (a preference, not tracking: no consent needed), so
 * public pages stay free of Set-Cookie and cacheable.
 */
export const SITE_LANGUAGE_COOKIE = "site_lang";
const ONE_YEAR_S = 31_536_000;

export function rememberLanguage(lang: Language): void {
  const current = document.cookie.split("; ").find((part) => part.startsWith(`${SITE_LANGUAGE_COOKIE}=`));
  if (current === `${SITE_LANGUAGE_COOKIE}=${lang}`) return;
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${SITE_LANGUAGE_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure}`;
}

/** The first language of an Accept-Language header that the site speaks. */
export function acceptedLanguage(header: string | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLanguage) ?? null;
}
