import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  RenderCache,
  acceptedEncodings,
  cacheKeyFor,
  chooseBody,
  compressCached,
  inlineScriptHashes,
  isCacheable,
  notModified,
  toCached,
} from "./render-cache";

const url = "/ro/blog?category=Industrial";
const entry = (body: string) => toCached(200, [], body, "@@");
const text = (e: ReturnType<typeof entry> | undefined) => e?.bodies.identity.bytes.toString("utf8");
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("render cache", () => {
  it("keys on path, query and consent; any other cookie or a post bypasses it", () => {
    expect(cacheKeyFor("GET", url, undefined)).toBe("/ro/blog?category=Industrial|consent=");
    expect(cacheKeyFor("GET", url, "consent=accepted")).toBe("/ro/blog?category=Industrial|consent=accepted");
    expect(cacheKeyFor("GET", url, "consent=accepted; session=abc")).toBeNull();
    // The forms' token and a device cookie change no page.
    expect(cacheKeyFor("GET", url, "form_token=1.2.3; device_ab=x; consent=refused")).toBe(
      "/ro/blog?category=Industrial|consent=refused",
    );
    expect(cacheKeyFor("POST", url, undefined)).toBeNull();
    // Another site's malformed cookie on the domain is no error, and no reason to skip the cache.
    expect(cacheKeyFor("GET", url, "consent=%ZZ")).toBe("/ro/blog?category=Industrial|consent=%ZZ");
  });

  it("never keys the back-office, an account or better-auth's endpoints, however their paths are spelled", () => {
    for (const target of [
      "/admin",
      "/ADMIN",
      "/Admin/",
      "/%61dmin?x=1",
      "/ADMIN.data",
      "/admin//invoices",
      "/x/%2e%2e/admin",
      "/ACCOUNT",
      "/RO/Account/",
      "/account.data",
      "/API/AUTH/verify-email?token=x",
      "http://127.0.0.1/Admin",
    ])
      expect(cacheKeyFor("GET", target, undefined), target).toBeNull();
    expect(cacheKeyFor("GET", "/ABOUT", undefined)).toBe("/ABOUT|consent=");
    expect(cacheKeyFor("GET", "//admin", undefined)).toBe("//admin|consent=");
  });

  it("keeps at most its size, dropping the least recently used", () => {
    const cache = new RenderCache(2);
    cache.set("a", entry("A"));
    cache.set("b", entry("B"));
    expect(text(cache.get("a"))).toBe("A");
    cache.set("c", entry("C"));
    expect(cache.get("b")).toBeUndefined();
    expect(text(cache.get("a"))).toBe("A");
    expect(cache.size).toBe(2);
  });

  it("forgets every page when content changes, and does not keep a page whose render began before", () => {
    const cache = new RenderCache(4);
    cache.set("a", entry("A"));
    const before = cache.generation;
    cache.invalidate();
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", entry("B"), before);
    expect(cache.get("b")).toBeUndefined();
    cache.set("b", entry("B"), cache.generation);
    expect(text(cache.get("b"))).toBe("B");
  });

  it("keeps a page without its nonce, the same bytes for everyone, its inline scripts allowed by their hashes", () => {
    const e = toCached(
      200,
      [
        ["content-type", "text/html"],
        ["content-length", "99"],
        ["cache-control", "max-age=1"],
      ],
      '<script nonce="@@">a()</script>ș<link nonce="@@"><script nonce="@@" src="/x.js"></script>' +
        '<script type="text/x-deferred-module" id="m">import("/y")</script><script>a()</script><script></script>' +
        '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
      "@@",
    );
    expect(text(e)).toBe(
      '<script>a()</script>ș<link><script src="/x.js"></script>' +
        '<script type="text/x-deferred-module" id="m">import("/y")</script><script>a()</script><script></script>' +
        '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
    );
    // Each inline script once, the deferred module too (its text is run by the page); none for a file,
    // an empty one or structured data.
    expect(e.scriptSources).toBe(`${sha256("a()")} ${sha256('import("/y")')}`);
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
    // Set per response: length, caching, the policy.
    expect(e.headers).toEqual([["content-type", "text/html"]]);
    // The same page rendered again is the same bytes, with the same validator.
    const again = toCached(200, [], '<script nonce="@@">a()</script>ș<link nonce="@@">', "@@");
    const twice = toCached(200, [], '<script nonce="@@">a()</script>ș<link nonce="@@">', "@@");
    expect(again.bodies.identity.etag).toBe(twice.bodies.identity.etag);
    expect(again.bodies.identity.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(again.bodies.identity.etag).not.toBe(e.bodies.identity.etag);
  });

  it("compresses a page once, with brotli and gzip, each with its own validator", async () => {
    const page = `<p>${"Parcare automată ".repeat(500)}</p>`;
    const e = entry(page);
    expect(chooseBody(e, "gzip, deflate, br, zstd")).toBeNull();
    expect(chooseBody(e, undefined)?.encoding).toBe("identity");
    await compressCached(e);
    expect(brotliDecompressSync(e.bodies.br!.bytes).toString("utf8")).toBe(page);
    expect(gunzipSync(e.bodies.gzip!.bytes).toString("utf8")).toBe(page);
    expect(e.bodies.br!.bytes.length).toBeLessThan(e.bodies.gzip!.bytes.length);
    const tags = [e.bodies.identity.etag, e.bodies.br!.etag, e.bodies.gzip!.etag];
    expect(new Set(tags).size).toBe(3);
    expect(chooseBody(e, "gzip, deflate, br, zstd")?.encoding).toBe("br");
    expect(chooseBody(e, "gzip")?.encoding).toBe("gzip");
    expect(chooseBody(e, "br;q=0.5, gzip")?.encoding).toBe("gzip");
    expect(chooseBody(e, "deflate")?.encoding).toBe("identity");
    expect(chooseBody(e, "*")?.encoding).toBe("br");
  });

  it("reads Accept-Encoding's weights, wildcard and refusals", () => {
    expect(acceptedEncodings(undefined)).toEqual({ br: 0, gzip: 0, identity: 1 });
    expect(acceptedEncodings("gzip;q=0.8, BR, identity;q=0")).toEqual({ br: 1, gzip: 0.8, identity: 0 });
    expect(acceptedEncodings("*;q=0")).toEqual({ br: 0, gzip: 0, identity: 0 });
    expect(acceptedEncodings("x-gzip, *;q=0.1")).toEqual({ br: 0.1, gzip: 1, identity: 1 });
    expect(acceptedEncodings("gzip;q=nonsense, br;q=7")).toEqual({ br: 1, gzip: 0, identity: 1 });
  });

  it("answers If-None-Match by weak comparison, in a list or as *", () => {
    expect(notModified('"abc"', '"abc"')).toBe(true);
    expect(notModified('W/"abc"', '"abc"')).toBe(true);
    expect(notModified('"x", "abc"', '"abc"')).toBe(true);
    expect(notModified("*", '"abc"')).toBe(true);
    expect(notModified('"abc-br"', '"abc"')).toBe(false);
    expect(notModified(undefined, '"abc"')).toBe(false);
  });

  it("stores nothing when its size is 0", () => {
    const cache = new RenderCache(0);
    cache.set("a", entry("A"));
    expect(cache.get("a")).toBeUndefined();
  });

  it("only keeps anonymous HTML or data answers with status 200 or 404", () => {
    const html = { "content-type": "text/html; charset=utf-8" };
    expect(isCacheable(new Response("x", { status: 200, headers: html }))).toBe(true);
    expect(isCacheable(new Response("x", { status: 404, headers: html }))).toBe(true);
    expect(isCacheable(new Response("x", { status: 500, headers: html }))).toBe(false);
    expect(isCacheable(new Response("x", { status: 200, headers: { ...html, "set-cookie": "a=1" } }))).toBe(false);
    expect(
      isCacheable(new Response("x", { status: 200, headers: { ...html, "cache-control": "private, no-store" } })),
    ).toBe(false);
    expect(isCacheable(new Response("x", { status: 200, headers: { "content-type": "application/json" } }))).toBe(
      false,
    );
  });
});
