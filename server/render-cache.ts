import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { parse } from "cookie";
import { DEVICE_COOKIE_PREFIX } from "../app/server/session-cookie";
import { FORM_TOKEN_COOKIE } from "../app/server/form-token.server";
import { routeArea } from "../app/lib/paths";
import { isPersonalArea, splitTarget } from "./request-path";

/**
 * Memoises rendered pages for anonymous visitors. Public pages depend only on their URL and
 * the cookie-consent choice, so one render serves every such request until the content changes
 * (a new build, or Settings' legal details: `invalidate`). Bounded so random query strings cannot
 * grow it.
 *
 * A kept page is the same bytes for every visitor: rendered with the nonce placeholder, it keeps
 * no nonce; the policy allows its inline scripts by their hashes instead, and the enquiry forms'
 * token is a cookie (form-token.server.ts). So each page is compressed once, with brotli and gzip
 * beside the plain bytes, and each of the three has a strong ETag.
 */

/** The encodings a kept page is stored in, as named in Accept-Encoding and Content-Encoding. */
export type Encoding = "br" | "gzip" | "identity";

export type CachedBody = { bytes: Buffer; etag: string };

export type CachedResponse = {
  status: number;
  /** The answer's own headers, less those set per response (length, cookies, caching, policy). */
  headers: [string, string][];
  /** What the policy's script-src adds to 'self' for this page: the hash of each inline script. */
  scriptSources: string;
  /** The plain bytes at once; brotli and gzip once they are made (`compressCached`, on a second request). */
  bodies: { identity: CachedBody; br?: CachedBody; gzip?: CachedBody };
};

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const PER_RESPONSE_HEADERS = new Set(["content-length", "set-cookie", "cache-control", "content-security-policy"]);

const digest = (bytes: string | Buffer, encoding: "base64" | "base64url") =>
  createHash("sha256").update(bytes).digest(encoding);

/**
 * The `'sha256-…'` source of every inline script of `html`, each once. Structured data runs nothing
 * and is left out; the deferred hydration module is counted, as the page's loader runs its text as
 * a script (defer-hydration.ts).
 */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes) || text === "") continue;
    sources.add(`'sha256-${digest(text, "base64")}'`);
  }
  return [...sources];
}

/** A page as kept: without its nonce (the `placeholder` it was rendered with), its scripts hashed. */
export function toCached(
  status: number,
  headers: Iterable<[string, string]>,
  body: string,
  placeholder: string,
): CachedResponse {
  const text = body.replaceAll(` nonce="${placeholder}"`, "").replaceAll(placeholder, "");
  const bytes = Buffer.from(text, "utf8");
  return {
    status,
    headers: [...headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name)),
    scriptSources: inlineScriptHashes(text).join(" "),
    bodies: { identity: { bytes, etag: `"${digest(bytes, "base64url").slice(0, 27)}"` } },
  };
}

const brotli = promisify(brotliCompress);

/**
 * Brotli's quality for a kept page. On the 71 KB home page: 10 takes 28 ms for 12.4 KB, 11 takes
 * 150 ms for 12.0 KB. Every new address (a query string too) is a page to compress, so the cost
 * per page counts more than the last 3 %.
 */
const BROTLI_QUALITY = 10;
const gzipped = promisify(gzip);

/** Adds the page's brotli (quality 10) and gzip (level 9) bodies, made once, off the event loop. */
export async function compressCached(entry: CachedResponse): Promise<void> {
  const { bytes, etag } = entry.bodies.identity;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: zlibConstants.Z_BEST_COMPRESSION }),
  ]);
  // A strong validator names one representation: each encoding has its own.
  entry.bodies.br = { bytes: br, etag: etag.replace(/"$/, '-br"') };
  entry.bodies.gzip = { bytes: gz, etag: etag.replace(/"$/, '-gz"') };
}

/**
 * How much a client wants each encoding by its Accept-Encoding (RFC 9110 §12.5.3): a name's own
 * q, else the wildcard's; identity is acceptable unless refused by name or by `*;q=0`.
 */
export function acceptedEncodings(header: string | undefined): Record<Encoding, number> {
  const q = new Map<string, number>();
  for (const item of (header ?? "").split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    if (!name) continue;
    // An unreadable weight counts as a refusal.
    const weight = params.map((p) => /^\s*q=(.*)$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = weight === undefined ? 1 : /^\s*[0-9.]+\s*$/.test(weight) ? Number(weight) : 0;
    q.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  const of = (name: string, fallback: number) => q.get(name) ?? q.get("*") ?? fallback;
  return { br: of("br", 0), gzip: of("gzip", 0), identity: q.get("identity") ?? (q.get("*") === 0 ? 0 : 1) };
}

/**
 * The body to send for an Accept-Encoding header, by the client's preference (brotli, then gzip,
 * when it likes them as much), among those made; null when the client wants an encoding not made
 * yet. A client that refuses every encoding gets the plain bytes, as servers do.
 */
export function chooseBody(
  entry: CachedResponse,
  acceptEncoding: string | undefined,
): { encoding: Encoding; body: CachedBody } | null {
  const weights = acceptedEncodings(acceptEncoding);
  const ranked = (["br", "gzip", "identity"] as const)
    .filter((encoding) => weights[encoding] > 0)
    .sort((a, b) => weights[b] - weights[a]);
  const encoding = ranked[0] ?? "identity";
  const body = entry.bodies[encoding];
  return body ? { encoding, body } : null;
}

/** Whether If-None-Match names this body (the weak comparison, as RFC 9110 asks for this header). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export class RenderCache {
  readonly #entries = new Map<string, CachedResponse>();
  #generation = 0;
  constructor(readonly maxEntries: number) {}

  /** Which content the pages being rendered now read: taken before a render, given back to `set`. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Forgets every page, when content they state changed (the company's legal details): a page
   * whose render began before is not kept either, since it may state what was.
   */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
  }

  get(key: string): CachedResponse | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      // Refresh recency: Map keeps insertion order, so the first key is the least recently used.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: CachedResponse, generation = this.#generation): void {
    if (this.maxEntries <= 0 || generation !== this.#generation) return;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** Cookies that public pages may depend on; any other cookie (a session) bypasses the cache. */
export const CACHE_SAFE_COOKIES = new Set(["consent"]);
/**
 * A returning browser's device cookies (known-device.server.ts) and the forms' token change no
 * page: only the sign-in and enquiry actions read them.
 */
const isActionCookie = (name: string) => name.startsWith(DEVICE_COOKIE_PREFIX) || name === FORM_TOKEN_COOKIE;

/**
 * `pathAndQuery` is the request target as received, e.g. "/ro/blog?category=Industrial". The
 * back-office, accounts and better-auth's endpoints are never cached, under any spelling of their
 * paths, whatever their answer says.
 */
export function cacheKeyFor(method: string, pathAndQuery: string, cookieHeader: string | undefined): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (isPersonalArea(routeArea(splitTarget(pathAndQuery).pathname))) return null;
  // The same tolerant parser as the pages' (a value that is not valid percent-encoding is kept as sent).
  const cookies = parse(cookieHeader ?? "");
  for (const name of Object.keys(cookies)) if (!CACHE_SAFE_COOKIES.has(name) && !isActionCookie(name)) return null;
  return `${pathAndQuery}|consent=${cookies.consent ?? ""}`;
}

export function isCacheable(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  if (response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (/no-store|private/.test(cacheControl)) return false;
  const type = response.headers.get("content-type") ?? "";
  return type.startsWith("text/html") || type.startsWith("text/x-script");
}
