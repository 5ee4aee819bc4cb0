import { describe, expect, it } from "vitest";
import { RenderCache, cacheKeyFor, cachedBody, isCacheable, toCached } from "./render-cache";

const url = "/ro/blog?category=Industrial";
const entry = (body: string) => toCached(200, [], body, "@@");
const text = (e: ReturnType<typeof entry> | undefined) => (e ? cachedBody(e, "N").toString("utf8") : undefined);

describe("render cache", () => {
  it("keys on path, query and consent; any other cookie or a post bypasses it", () => {
    expect(cacheKeyFor("GET", url, undefined)).toBe("/ro/blog?category=Industrial|consent=");
    expect(cacheKeyFor("GET", url, "consent=accepted")).toBe("/ro/blog?category=Industrial|consent=accepted");
    expect(cacheKeyFor("GET", url, "consent=accepted; session=abc")).toBeNull();
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

  it("swaps every placeholder for the response's nonce, keeping multi-byte text intact", () => {
    const e = toCached(
      200,
      [
        ["content-type", "text/html"],
        ["content-length", "99"],
      ],
      '<script nonce="@@"></script>ș<link nonce="@@">',
      "@@",
    );
    expect(cachedBody(e, "abc").toString("utf8")).toBe('<script nonce="abc"></script>ș<link nonce="abc">');
    expect(e.headers).toEqual([["content-type", "text/html"]]);
  });

  it("fills form-token slots with one token per response, asked only when the page has one", () => {
    const e = toCached(
      200,
      [],
      '<i nonce="@@"></i><input value="1700000000000.abcdefghijklmnopqrstuv">',
      "@@",
      /\d{13}\.[a-z]{22}/,
    );
    expect(e.slots).toEqual(["nonce", "token"]);
    let issued = 0;
    const token = () => `T${++issued}`;
    expect(cachedBody(e, "N", token).toString("utf8")).toBe('<i nonce="N"></i><input value="T1">');
    expect(cachedBody(e, "N", token).toString("utf8")).toBe('<i nonce="N"></i><input value="T2">');
    const plain = toCached(200, [], "<p>x</p>", "@@", /\d{13}\.[a-z]{22}/);
    cachedBody(plain, "N", token);
    expect(issued).toBe(2);
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
