import type { Language } from "~/i18n/types";

/** The language a public URL is in: Romanian under /ro, English everywhere else. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/ro" || pathname.startsWith("/ro/") ? "ro" : "en";
}

/** The page path without its language prefix: "/ro/services" -> "/services", "/ro" -> "/". */
export function stripLanguage(pathname: string): string {
  if (pathname === "/ro") return "/";
  if (pathname.startsWith("/ro/")) return pathname.slice(3) || "/";
  return pathname;
}

/** The URL of a page path in a language: ("/services", "ro") -> "/ro/services"; anchors kept ("/#about"). */
export function localePath(path: string, lang: Language): string {
  if (lang === "en") return path;
  if (path === "/") return "/ro";
  if (path.startsWith("/#")) return `/ro${path.slice(1)}`;
  return `/ro${path}`;
}

/** The same page in another language, keeping query and hash. */
export function switchLanguagePath(pathname: string, search: string, hash: string, to: Language): string {
  return `${localePath(stripLanguage(pathname), to)}${search}${hash}`;
}
