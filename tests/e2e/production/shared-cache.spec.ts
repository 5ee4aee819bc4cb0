import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "../../support/test";
import { HttpClient, signedInClient } from "../../support/http";
import { uniqueEmail } from "../../support/outbox";
import { startCachingNginx } from "../../support/production";
import { freePort, startServer } from "../../support/server";

const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };
const SIGNED_IN = 'data-testid="user-initials"';
const BANNER = 'id="cookie-banner-title"';

/**
 * README's nginx shared cache in front of the server: anonymous pages are kept and served from
 * it, the same bytes for every anonymous visitor; a signed-in visitor never gets a kept page, and
 * what a signed-in visitor was sent is never kept for anyone else. The consent cookie keeps its
 * own copy.
 */
test("through nginx's proxy_cache, anonymous visitors share kept pages and a signed-in visitor never meets one", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-shared-cache-"));
  const port = await freePort();
  const nginxPort = await freePort();
  const siteUrl = `http://127.0.0.1:${nginxPort}`;
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    SITE_URL: siteUrl,
    TRUST_PROXY: "1",
    ENABLE_TEST_ROUTES: "1",
  });
  const nginx = await startCachingNginx(port, nginxPort);
  const anonymous = async (target: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${siteUrl}${target}`, { headers: { ...BROWSER, ...headers } });
    return { response, cache: response.headers.get("x-cache-status"), text: await response.text() };
  };
  try {
    // Asked twice anonymously: kept, then served by nginx, the same page.
    const first = await anonymous("/about");
    expect(first.response.status).toBe(200);
    expect(first.cache).toBe("MISS");
    expect(first.response.headers.get("cache-control")).toContain("s-maxage=");
    const second = await anonymous("/about");
    expect(second.cache).toBe("HIT");
    expect(second.text).toBe(first.text);
    expect(second.text).not.toContain(SIGNED_IN);
    // The server's validator reaches the browser, which then asks with it (the server answers 304).
    expect(second.response.headers.get("etag")).toBe(first.response.headers.get("etag"));

    // A signed-in visitor gets their own page, never the kept one, and it is not kept.
    const member = await signedInClient(siteUrl, dataDir, {
      email: uniqueEmail("shared-cache"),
      password: "secret-pass-123",
      fullName: "Cache Member",
    });
    const theirs = await member.get("/about", BROWSER);
    expect(theirs.headers.get("x-cache-status")).toBe("BYPASS");
    expect(theirs.headers.get("cache-control")).toBe("private, no-store");
    expect(await theirs.text()).toContain(SIGNED_IN);
    const after = await anonymous("/about");
    expect(after.cache).toBe("HIT");
    expect(after.text).not.toContain(SIGNED_IN);

    // A page a signed-in visitor asks first is not kept from their answer.
    const fresh = `/blog?shared-cache=${Date.now()}`;
    const personal = await member.get(fresh, BROWSER);
    expect(personal.headers.get("x-cache-status")).toBe("BYPASS");
    expect(await personal.text()).toContain(SIGNED_IN);
    const stranger = await anonymous(fresh);
    expect(stranger.cache).toBe("MISS");
    expect(stranger.text).not.toContain(SIGNED_IN);
    expect((await anonymous(fresh)).cache).toBe("HIT");
    // And the member still gets their own page of it.
    expect(await (await member.get(fresh, BROWSER)).text()).toContain(SIGNED_IN);

    // The consent choice changes the page (no banner): its own copy, never the undecided one.
    const decided = await anonymous("/about", { Cookie: "consent=accepted" });
    expect(decided.cache).toBe("MISS");
    expect(decided.text).not.toContain(BANNER);
    expect((await anonymous("/about", { Cookie: "consent=accepted" })).cache).toBe("HIT");
    const undecided = await anonymous("/about");
    expect(undecided.cache).toBe("HIT");
    expect(undecided.text).toContain(BANNER);

    // An answer that sets a cookie (a sign-in refused, a form's token) is never kept.
    const refused = new HttpClient(siteUrl);
    const signIn = await refused.post("/auth", {
      intent: "signin",
      email: "nobody@example.ro",
      password: "wrong-pass-1",
    });
    expect(signIn.headers.get("x-cache-status")).not.toBe("HIT");
    for (let i = 0; i < 2; i++) {
      const image = await fetch(`${siteUrl}/form-token`);
      expect(image.headers.get("x-cache-status")).toBe("MISS");
      expect(image.headers.getSetCookie().join("")).toMatch(/^form_token=/);
    }
  } finally {
    await nginx.stop();
    await server.stop();
  }
});
