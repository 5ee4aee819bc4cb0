/** Characters a browser drops or turns into `/` while resolving a URL: control characters, backslash. */
// eslint-disable-next-line no-control-regex -- matches control characters on purpose
const UNSAFE = /[\u0000-\u001f\u007f\\]|%(?:[01][0-9a-f]|7f|5c)/i;
const PROBE_ORIGIN = "http://same-site.invalid";

/**
 * The one validator of every redirect target taken from a request: a path on this site, or null.
 * No scheme, no `//` (another host), no backslash and no control character anywhere, raw or
 * percent-encoded, since browsers resolve `/\tevil.example` or `/\\evil.example` off-site.
 */
export function safeRedirect(value: FormDataEntryValue | string | null | undefined): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || UNSAFE.test(value)) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // "/.//evil.example" normalises to "//evil.example": judge the path as it will be sent.
    if (url.origin !== PROBE_ORIGIN || path.startsWith("//")) return null;
    return path;
  } catch {
    return null;
  }
}
