import type { Language } from "~/i18n/types";

/**
 * A request's path as the router reads it, for every decision taken beside the router (the page's
 * language, caching, headers, body limits, metrics), so that no other spelling of a URL that
 * reaches a route escapes a decision about it: dot segments and backslashes resolved as the URL
 * parser does, a data request's `.data` dropped, each segment percent-decoded (an encoded `/` stays
 * inside its segment), ASCII letters lower-cased (routes match whatever the case) and trailing
 * slashes dropped. Null when a segment is not valid percent-encoding: the server refuses such a URL.
 */
export function routePath(pathname: string): string | null {
  const decoded = decodeSegments(parsedPath(pathname));
  return decoded === null ? null : lowerPath(decoded);
}

/** The path as the URL parser leaves it ("/x/%2e%2e/admin" is "/admin"), without a data request's suffix. */
function parsedPath(pathname: string): string {
  const url = new URL("http://path.invalid");
  url.pathname = pathname;
  const path = url.pathname;
  return path === "/_root.data" ? "/" : path.replace(/\.data$/, "");
}

function decodeSegments(path: string): string | null {
  try {
    return path
      .split("/")
      .map((segment) => decodeURIComponent(segment).replaceAll("/", "%2F"))
      .join("/");
  } catch {
    return null;
  }
}

function lowerPath(path: string): string {
  return path.replace(/[A-Z]/g, (c) => c.toLowerCase()).replace(/(.)\/+$/, "$1");
}

/**
 * The parts of the site a path belongs to (routes.ts): the back-office, a person's account,
 * the sign-in pages, better-auth's endpoints, or the public pages. A path that is not valid
 * percent-encoding is read undecoded, as the router then reads it.
 */
export type RouteArea = "admin" | "account" | "auth" | "auth-api" | "public";

export function routeArea(pathname: string): RouteArea {
  const path = routePath(pathname) ?? lowerPath(parsedPath(pathname));
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  if (path === "/api/auth" || path.startsWith("/api/auth/")) return "auth-api";
  const page = stripLanguage(path);
  if (page === "/account") return "account";
  if (page === "/auth" || page.startsWith("/auth/")) return "auth";
  return "public";
}

/** The language a public URL is in: Romanian under /ro (however it is spelled), English everywhere else. */
export function languageOfPath(pathname: string): Language {
  const path = routePath(pathname) ?? pathname;
  return path === "/ro" || path.startsWith("/ro/") ? "ro" : "en";
}

/** The page path without its language prefix: "/ro/services" -> "/services", "/ro" -> "/". */
export function stripLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.replace(/^\/[^/]*/, "") || "/";
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
