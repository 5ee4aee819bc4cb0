import { parse, serialize } from "cookie";
import { getEnv } from "./env.server";

/**
 * Every cookie the server reads or sets goes through here. Reading is tolerant: a value that is
 * not valid percent-encoding (another site's `_ga=GA1.1.%` on the same domain) is kept as sent,
 * never an error. Setting marks every cookie `Secure` when the site is served over https.
 */
export function readCookies(request: Request): Record<string, string | undefined> {
  return parse(request.headers.get("cookie") ?? "");
}

export function readCookie(request: Request, name: string): string | undefined {
  return readCookies(request)[name];
}

export type CookieOptions = {
  /** Seconds; none means the browser session; 0 deletes the cookie. */
  maxAge?: number;
  path?: string;
  /** False only for a cookie the page's own script reads. */
  httpOnly?: boolean;
};

/** True when the public site is https (behind a TLS proxy, the request itself arrives as http). */
export function siteIsHttps(): boolean {
  return getEnv().SITE_URL.startsWith("https://");
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): string {
  return serialize(name, value, {
    path: options.path ?? "/",
    maxAge: options.maxAge,
    httpOnly: options.httpOnly ?? true,
    sameSite: "lax",
    secure: siteIsHttps(),
  });
}

export function deleteCookie(name: string, options: Omit<CookieOptions, "maxAge"> = {}): string {
  return setCookie(name, "", { ...options, maxAge: 0 });
}
