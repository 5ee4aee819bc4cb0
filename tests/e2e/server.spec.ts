import { spawnSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { expect, test } from "../support/test";
import { assetsOf, jsBudgetKb } from "../support/assets";
import { startServer } from "../support/server";
import { FILLING_TIME_MS, at } from "../support/clock";
import { HttpClient, quoteFields } from "../support/http";
import { uniqueEmail } from "../support/outbox";
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

test.describe("HTTP", () => {
  test("security headers; a kept page's inline scripts are allowed by their hashes, a page rendered for one request by its nonce", async ({
    request,
  }) => {
    /** The inline scripts of a page, less the structured data, which runs nothing. */
    const inlineScripts = (html: string) =>
      [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (m) => !m[1]!.includes("application/ld+json") && m[2] !== "",
      );
    const nonces: string[] = [];
    for (const cookie of ["", "better-auth.session_token=not-a-session", ""]) {
      const response = await request.get("/", { headers: cookie ? { Cookie: cookie } : {} });
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["strict-transport-security"]).toBeUndefined(); // plain http here
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const html = await response.text();
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(1);
      const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
      if (cookie) {
        // A session cookie: rendered for this request, every inline script with its nonce.
        expect(nonce).toBeTruthy();
        for (const m of scripts.filter((m) => !m[1]!.includes("text/x-deferred-module")))
          expect(m[1]).toContain(`nonce="${nonce}"`);
        nonces.push(nonce!);
      } else {
        // Kept for everyone: no nonce anywhere; each inline script's hash in the policy, and no other.
        expect(nonce).toBeUndefined();
        expect(html).not.toContain(' nonce="');
        const hashes = new Set(scripts.map((m) => `'sha256-${createHash("sha256").update(m[2]!).digest("base64")}'`));
        const listed = new Set(csp.match(/'sha256-[^']+'/g));
        expect(listed).toEqual(hashes);
      }
    }
    const again = await request.get("/", { headers: { Cookie: "better-auth.session_token=not-a-session" } });
    expect(again.headers()["content-security-policy"]).not.toContain(nonces[0]);
  });

  test("HSTS is sent when the request came over https through a trusted proxy", async () => {
    const server = await startServer({ TRUST_PROXY: "1" });
    try {
      const response = await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      await server.stop();
    }
  });

  test("hashed assets are cached for a year and served precompressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/framework-[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const br = await request.get(asset!, { headers: { "Accept-Encoding": "br" } });
    expect(br.status()).toBe(200);
    expect(br.headers()["content-encoding"]).toBe("br");
    expect(br.headers()["cache-control"]).toContain("max-age=31536000");
    expect(br.headers()["cache-control"]).toContain("immutable");
    const missing = await request.get("/assets/does-not-exist.js");
    expect(missing.status()).toBe(404);
  });

  test("files carry only the headers a file needs; an SVG is a document that runs nothing", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = html.match(/\/assets\/[^"]+\.js/)![0];
    for (const path of [script, "/favicon.svg", "/illustrations/hero.svg"]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "br" } });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      for (const pageOnly of [
        "x-frame-options",
        "referrer-policy",
        "permissions-policy",
        "cross-origin-opener-policy",
        "x-dns-prefetch-control",
        "origin-agent-cluster",
      ])
        expect(headers[pageOnly], `${path} ${pageOnly}`).toBeUndefined();
      const csp = headers["content-security-policy"];
      if (path.endsWith(".svg")) expect(csp).toContain("default-src 'none'");
      else expect(csp, path).toBeUndefined();
      const headerBytes = Object.entries(headers).reduce(
        (sum, [name, value]) => sum + name.length + value.length + 4,
        0,
      );
      expect(headerBytes, `${path}: ${JSON.stringify(headers)}`).toBeLessThan(450);
    }
  });

  test("HTML is compressed when the client accepts it", async ({ request }) => {
    const response = await request.get("/ro", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(await response.text()).toContain('<html lang="ro"');
  });

  test("/healthz answers ok", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect((await response.json()).status).toBe("ok");
  });

  test("robots.txt points to the sitemap, which lists every page in both languages with alternates", async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${baseURL}/`);
    expect(locs).toContain(`${baseURL}/ro`);
    expect(xml).toContain(`hreflang="x-default" href="${baseURL}/"`);
    for (const loc of locs) {
      const page = await request.get(loc.replace(baseURL!, ""));
      expect(page.status(), loc).toBe(200);
      expect(await page.text()).toContain(`<link rel="canonical" href="${loc}"/>`);
    }
  });

  test("a consent cookie changes the page, and a session-like cookie bypasses the shared render", async ({
    request,
  }) => {
    const undecided = await (await request.get("/", { headers: { Cookie: "" } })).text();
    const accepted = await (await request.get("/", { headers: { Cookie: "consent=accepted" } })).text();
    expect(undecided).toContain('id="cookie-banner-title"');
    expect(accepted).not.toContain('id="cookie-banner-title"');
    const other = await (await request.get("/", { headers: { Cookie: "consent=accepted; something=else" } })).text();
    expect(other).not.toContain('id="cookie-banner-title"');
    // A page asked for the first time is rendered and kept; asked again it is served from the
    // shared render; with any cookie but consent (a session) it is rendered for that request alone.
    const url = `/blog?render-cache-test=${Date.now()}`;
    const cacheOf = async (cookie: string) =>
      (await request.get(url, { headers: { Cookie: cookie } })).headers()["x-render-cache"];
    expect(await cacheOf("")).toBe("miss");
    expect(await cacheOf("")).toBe("hit");
    expect(await cacheOf("consent=accepted")).toBe("miss");
    expect(await cacheOf("consent=accepted")).toBe("hit");
    expect(await cacheOf("consent=accepted; something=else")).toBe("bypass");
    expect(await cacheOf("better-auth.session_token=abc")).toBe("bypass");
  });
});

/** A GET or HEAD with only the headers given (no Accept-Encoding, unlike fetch and Playwright). */
function rawRequest(url: string, method: "GET" | "HEAD", headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
    bytes: Buffer;
  }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("render cache fast path", () => {
  test("a kept page is the same bytes for every anonymous visitor, compressed once, with ETags and 304s, from the fast path as from the full stack", async ({
    baseURL,
  }) => {
    const url = `${baseURL}/contact?fast-path-test=${Date.now()}`;
    const first = await rawRequest(url, "GET");
    expect(first.headers["x-render-cache"]).toBe("miss");
    const second = await rawRequest(url, "GET");
    expect(second.headers["x-render-cache"]).toBe("hit");
    // Two visitors, the same bytes: no nonce, no form token in the page (the form's image sets it).
    expect(second.body).toBe(first.body);
    expect(first.body).not.toMatch(/ nonce="|\d{13}\.[A-Za-z0-9_-]{12}\.[A-Za-z0-9_-]{22}/);
    expect(first.body).toContain('src="/form-token"');
    expect(second.headers["content-length"]).toBe(String(Buffer.byteLength(second.body)));
    const plainTag = String(second.headers.etag);
    expect(plainTag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers.etag).toBe(plainTag);
    // Shared caches may keep it; it varies by encoding and by the cookie (the consent banner).
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=86400");
    expect(second.headers.vary).toBe("Accept-Encoding, Cookie");

    // A browser's Accept-Encoding: compressed on the way at first, then the brotli body made once.
    const browser = { "Accept-Encoding": "gzip, deflate, br, zstd" };
    await expect.poll(async () => (await rawRequest(url, "GET", browser)).headers.etag).toMatch(/-br"$/);
    const br = await rawRequest(url, "GET", browser);
    expect(brotliDecompressSync(br.bytes).toString("utf8")).toBe(first.body);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-length"]).toBe(String(br.bytes.length));
    const brTag = String(br.headers.etag);
    expect(brTag).not.toBe(plainTag);
    const gz = await rawRequest(url, "GET", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.bytes).toString("utf8")).toBe(first.body);
    expect(new Set([plainTag, brTag, String(gz.headers.etag)]).size).toBe(3);

    // Asked again with the validator: 304, no body, the same validator and caching headers.
    const unchanged = await rawRequest(url, "GET", { ...browser, "If-None-Match": brTag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.bytes.length).toBe(0);
    expect(unchanged.headers.etag).toBe(brTag);
    expect(unchanged.headers["cache-control"]).toBe(second.headers["cache-control"]);
    // Another encoding's validator is another representation: the page itself.
    expect((await rawRequest(url, "GET", { ...browser, "If-None-Match": plainTag })).status).toBe(200);

    // Through the whole stack (a forwarded protocol, not trusted here, takes that path): the same answer.
    const full = await rawRequest(url, "GET", { ...browser, "X-Forwarded-Proto": "http" });
    expect(full.headers["x-render-cache"]).toBe("hit");
    expect(full.bytes.equals(br.bytes)).toBe(true);
    const names = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((name) => name !== "date")
        .sort();
    expect(names(full.headers)).toEqual(names(br.headers));
    for (const name of names(br.headers)) expect(full.headers[name], name).toEqual(br.headers[name]);
    const fullUnchanged = await rawRequest(url, "GET", {
      ...browser,
      "X-Forwarded-Proto": "http",
      "If-None-Match": brTag,
    });
    expect(fullUnchanged.status).toBe(304);

    // HEAD: the same status and length, no body.
    const head = await rawRequest(url, "HEAD");
    expect(head.headers["x-render-cache"]).toBe("hit");
    expect(head.headers["content-length"]).toBe(second.headers["content-length"]);
    expect(head.body).toBe("");
    // A session cookie still bypasses the cache, private and without a validator, in any encoding.
    for (const headers of [{}, browser]) {
      const personal = await rawRequest(url, "GET", { ...headers, Cookie: "better-auth.session_token=abc" });
      expect(personal.headers["x-render-cache"]).toBe("bypass");
      expect(personal.headers["cache-control"]).toBe("private, no-store");
      expect(personal.headers.etag).toBeUndefined();
    }
  });

  test("the form's image sets the time trap's token once, and a browser holding a genuine one keeps it", async ({
    baseURL,
  }) => {
    const image = await rawRequest(`${baseURL}/form-token`, "GET", at(Date.UTC(2026, 5, 1, 9, 0)));
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/gif");
    expect(image.headers["cache-control"]).toBe("private, no-store");
    const cookie = ([image.headers["set-cookie"]].flat()[0] ?? "").split(";")[0]!;
    expect(cookie).toMatch(new RegExp(`^form_token=${Date.UTC(2026, 5, 1, 9, 0)}\\.`));
    // Another tab a minute later: the token stays, so the first tab's clock is not restarted.
    const kept = await rawRequest(`${baseURL}/form-token`, "GET", {
      ...at(Date.UTC(2026, 5, 1, 9, 1)),
      Cookie: cookie,
    });
    expect(kept.headers["set-cookie"]).toBeUndefined();
    // A forged one is replaced.
    const forged = await rawRequest(`${baseURL}/form-token`, "GET", { Cookie: `${cookie.slice(0, -2)}xx` });
    expect(String(forged.headers["set-cookie"])).toMatch(/^form_token=/);
    // A browser that lost the answer to its stored enquiry still holds the spent token: its next
    // form gets a new one, or that enquiry would be taken for a repeat.
    const visitor = new HttpClient(baseURL!);
    const spent = await visitor.formToken("/quote");
    const stored = await visitor.post(
      "/quote",
      quoteFields({
        formToken: spent,
        name: "Lost Answer",
        email: uniqueEmail("spent-token"),
        message: "The answer never arrived.",
      }),
      at(Date.now() + FILLING_TIME_MS),
    );
    expect(stored.status).toBe(200);
    const renewed = await rawRequest(`${baseURL}/form-token`, "GET", { Cookie: `form_token=${spent}` });
    expect(String(renewed.headers["set-cookie"])).toMatch(/^form_token=/);
    expect(String(renewed.headers["set-cookie"])).not.toContain(spent);
    // The cookie does not keep a page from the shared render.
    const page = await rawRequest(`${baseURL}/contact`, "GET", { Cookie: cookie });
    expect(page.headers["cache-control"]).toContain("public");
  });
});

test.describe("server process", () => {
  test("logs an unknown path as an error, in JSON; without ENABLE_TEST_ROUTES the test routes are unknown", async () => {
    const server = await startServer();
    try {
      // The routes that write an administrator or read stored rows exist only for the tests.
      const signedIn = await fetch(`${server.url}/__test/admin`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams({ email: "intruder@example.ro", password: "secret-pass-123", role: "super_admin" }),
      });
      expect(signedIn.status).toBe(404);
      expect(signedIn.headers.getSetCookie()).toEqual([]);
      expect((await fetch(`${server.url}/__test/rows?table=quote_requests&email=a@b.ro`)).status).toBe(404);
      expect((await fetch(`${server.url}/no/such/page?x=1`)).status).toBe(404);
      await expect.poll(() => server.output()).toContain("page not found");
      const line = server
        .output()
        .split("\n")
        .find((l) => l.includes("page not found") && l.includes("/no/such/page"))!;
      const entry = JSON.parse(line);
      expect(entry.level).toBe("error");
      expect(entry.path).toBe("/no/such/page?x=1");
    } finally {
      await server.stop();
    }
  });

  test("logs a thrown error with its path and stack", async () => {
    const server = await startServer({ ENABLE_TEST_ROUTES: "1" });
    try {
      expect((await fetch(`${server.url}/__test/error`)).status).toBe(500);
      await expect.poll(() => server.output()).toContain("Deliberate failure");
      const entry = JSON.parse(
        server
          .output()
          .split("\n")
          .find((l) => l.includes("Deliberate failure"))!,
      );
      expect(entry.level).toBe("error");
      expect(entry.path).toBe("/__test/error");
      expect(entry.err.stack).toContain("Error");
    } finally {
      await server.stop();
    }
  });

  test("finishes an open request and exits 0 on SIGTERM", async () => {
    // A server of its own on a fresh embedded database: its first start migrates, slow on a busy machine.
    test.setTimeout(60_000);
    const server = await startServer();
    // A form post whose body is still arriving when the signal comes: the server must answer it.
    const { port } = new URL(server.url);
    const answered = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/consent",
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "36" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write("choice=accepted&");
      setTimeout(() => {
        server.process.kill("SIGTERM");
        setTimeout(() => req.end("redirectTo=%2Fro1234"), 300);
      }, 200);
    });
    expect(await answered).toBe(302);
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain("shutting down");
  });

  test("renders with React's production build when started with no NODE_ENV", async () => {
    const probe = path.resolve("tests/fixtures/react-build-probe.cjs");
    const server = await startServer({ NODE_OPTIONS: `--require ${probe}` });
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect(server.output()).toContain("react-dom-server build: production");
      expect(server.output()).not.toContain("react-dom-server build: development");
    } finally {
      await server.stop();
    }
  });

  test("refuses to start on a bad configuration, saying which value is wrong", () => {
    const result = spawnSync(process.execPath, ["build/server/index.js"], {
      env: { ...process.env, PORT: "not-a-port", SITE_URL: "ftp://x" },
      encoding: "utf8",
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("SITE_URL");
  });
});

test("every public page's first-load JavaScript stays within its budget as sent (100 KiB; sign-in 110, the selector 102), without Zod or admin code", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
    "/auth",
    "/ro/auth",
  ];
  expect(paths.length).toBeGreaterThan(40);
  const sizes = new Map<string, number>();
  const over: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const scripts = assetsOf(html).js;
    expect(scripts.length, path).toBeGreaterThan(2);
    // Sent whole: no part waits behind a script to be moved into place (a browser without JavaScript would never show it).
    expect(html, path).not.toMatch(/<!--\$\?-->|\$RC\(/);
    let bytes = 0;
    for (const src of scripts) {
      if (!sizes.has(src)) {
        const response = await request.get(src, { headers: { "Accept-Encoding": "br" } });
        // Bytes on the wire (the client here decompresses bodies); files under 512 bytes are not precompressed.
        const sent = Number(response.headers()["content-length"]);
        expect(sent, src).toBeGreaterThan(0);
        if (sent >= 512) expect(response.headers()["content-encoding"], src).toBe("br");
        const code = await (await request.get(src)).text();
        // Zod (form rules) and the admin area load only where they are used.
        expect(code, src).not.toContain("jitless");
        expect(code, src).not.toContain("Admin Panel");
        sizes.set(src, sent);
      }
      bytes += sizes.get(src)!;
    }
    const budget = jsBudgetKb(path);
    if (bytes / 1024 > budget) over.push(`${path}: ${(bytes / 1024).toFixed(1)} KiB > ${budget}`);
  }
  expect(over).toEqual([]);
});
