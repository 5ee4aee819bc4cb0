import { parse } from "cookie";
import { DEVICE_COOKIE_PREFIX } from "../app/server/session-cookie";
import { routeArea } from "../app/lib/paths";
import { isPersonalArea, splitTarget } from "./request-path";

/**
 * Memoises rendered pages for anonymous visitors. Public pages depend only on their URL and
 * the cookie-consent choice, so one render serves every such request until the process ends
 * (content changes only with a new build). Bounded so random query strings cannot grow it.
 */
/** What a cached page needs per response: the CSP nonce, and a fresh form token (the time trap's). */
export type Slot = "nonce" | "token";

/**
 * A rendered answer, kept as the UTF-8 bytes between its per-response values, so a hit only
 * interleaves fresh values instead of re-encoding and re-scanning the whole page.
 */
export type CachedResponse = { status: number; headers: [string, string][]; parts: Buffer[]; slots: Slot[] };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `body` split at each `placeholder` (the nonce's) and at each match of `token` (a form token). */
export function toCached(
  status: number,
  headers: Iterable<[string, string]>,
  body: string,
  placeholder: string,
  token?: RegExp,
): CachedResponse {
  const pattern = new RegExp(escapeRegExp(placeholder) + (token ? `|${token.source}` : ""), "g");
  const parts: Buffer[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const match of body.matchAll(pattern)) {
    parts.push(Buffer.from(body.slice(last, match.index), "utf8"));
    slots.push(match[0] === placeholder ? "nonce" : "token");
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(body.slice(last), "utf8"));
  return {
    status,
    // The length changes with the nonce, and the server sets it per response.
    headers: [...headers].filter(([name]) => name !== "content-length" && name !== "set-cookie"),
    parts,
    slots,
  };
}

/**
 * The page's chunks with this response's values in its slots (`token` is asked only if a slot needs
 * it): the cached parts themselves, not a copy, for a gathered write.
 */
export function cachedChunks(entry: CachedResponse, nonce: string, token: () => string = () => ""): Buffer[] {
  if (entry.slots.length === 0) return entry.parts;
  const values: Record<Slot, Buffer | undefined> = { nonce: Buffer.from(nonce, "utf8"), token: undefined };
  const chunks: Buffer[] = [];
  entry.parts.forEach((part, i) => {
    if (i > 0) {
      const slot = entry.slots[i - 1]!;
      chunks.push((values[slot] ??= Buffer.from(token(), "utf8")));
    }
    chunks.push(part);
  });
  return chunks;
}

/** The page's bytes with this response's values in its slots. */
export function cachedBody(entry: CachedResponse, nonce: string, token?: () => string): Buffer {
  return Buffer.concat(cachedChunks(entry, nonce, token));
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
/** A returning browser's device cookies (known-device.server.ts) change no page: only the sign-in actions read them. */
const isDeviceCookie = (name: string) => name.startsWith(DEVICE_COOKIE_PREFIX);

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
  for (const name of Object.keys(cookies)) if (!CACHE_SAFE_COOKIES.has(name) && !isDeviceCookie(name)) return null;
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
