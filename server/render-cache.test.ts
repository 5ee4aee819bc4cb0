import { describe, expect, it } from "vitest";
import { RenderCache, cacheKeyFor, isCacheable, parseCookies } from "./render-cache";

const url = new URL("http://x/ro/blog?category=Industrial");
const entry = (body: string) => ({ status: 200, headers: [] as [string, string][], body });

describe("render cache", () => {
  it("keys on path, query and consent; any other cookie or a post bypasses it", () => {
    expect(cacheKeyFor("GET", url, new Map())).toBe("/ro/blog?category=Industrial|consent=");
    expect(cacheKeyFor("GET", url, parseCookies("consent=accepted"))).toBe("/ro/blog?category=Industrial|consent=accepted");
    expect(cacheKeyFor("GET", url, parseCookies("consent=accepted; session=abc"))).toBeNull();
    expect(cacheKeyFor("POST", url, new Map())).toBeNull();
  });

  it("keeps at most its size, dropping the least recently used", () => {
    const cache = new RenderCache(2);
    cache.set("a", entry("A"));
    cache.set("b", entry("B"));
    expect(cache.get("a")?.body).toBe("A");
    cache.set("c", entry("C"));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.body).toBe("A");
    expect(cache.size).toBe(2);
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
    expect(isCacheable(new Response("x", { status: 200, headers: { ...html, "cache-control": "private, no-store" } }))).toBe(false);
    expect(isCacheable(new Response("x", { status: 200, headers: { "content-type": "application/json" } }))).toBe(false);
  });
});
