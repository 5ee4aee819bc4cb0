import type { Language } from "./languages";

/** Lower-case letters, digits and `-_~.` between slashes, no segment starting with a dot. */
const PLAIN_PATH = /^(?:\/(?!\.)[a-z0-9_~.-]*)+$/;

/**
 * A request's path as the router reads it, for every decision taken beside the router (the page's
 * language, caching, headers, body limits, metrics), so that no other spelling of a URL that
 * reaches a route escapes a decision about it: dot segments and backslashes resolved as the URL
 * parser does, a data request's `.data` dropped, each segment percent-decoded (an encoded `/` stays
 * inside its segment), lower-cased (routes match whatever the case) and trailing slashes dropped.
 * Null when a segment is not valid percent-encoding: the server refuses such a URL. Nothing in the
 * browser uses it, so it stays out of the first-load bundle.
 */
export function routePath(pathname: string): string | null {
  // Most paths are read as they are: the URL parser and decoding would cost microseconds a request.
  if (PLAIN_PATH.test(pathname) && !/.\/$|\.data$/.test(pathname)) return pathname;
  try {
    return (
      // Appended, not resolved against it: "//admin" is a path here, not a host.
      new URL(`http://path.invalid${pathname}`).pathname
        .replace(/^\/_root\.data$|\.data$/, "")
        .split("/")
        .map((segment) => decodeURIComponent(segment).replaceAll("/", "%2F"))
        .join("/")
        .toLowerCase()
        .replace(/(.)\/+$/, "$1") || "/"
    );
  } catch {
    return null;
  }
}

/**
 * The parts of the site a path belongs to (routes.ts): the back-office, a person's account,
 * the sign-in pages, better-auth's endpoints, or the public pages. A path that is not valid
 * percent-encoding is read undecoded, as the router then reads it.
 */
export type RouteArea = "admin" | "account" | "auth" | "auth-api" | "public";

export function routeArea(pathname: string): RouteArea {
  const path = routePath(pathname) ?? pathname.toLowerCase();
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  if (path === "/api/auth" || path.startsWith("/api/auth/")) return "auth-api";
  const page = stripLanguage(path);
  if (page === "/account") return "account";
  if (page === "/auth" || page.startsWith("/auth/")) return "auth";
  return "public";
}

/**
 * The language a public URL is in: Romanian under /ro, English everywhere else, for a path in the
 * site's own spelling (its links, the browser's location). A request's path is read with
 * routeLanguage: the router takes /RO/about for /ro/about.
 */
export function languageOfPath(pathname: string): Language {
  return pathname === "/ro" || pathname.startsWith("/ro/") ? "ro" : "en";
}

/** The language of the page the router takes a path to, whatever its spelling (/RO/about and /%72o/about are Romanian). */
export function routeLanguage(pathname: string): Language {
  return languageOfPath(routePath(pathname) ?? pathname);
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
