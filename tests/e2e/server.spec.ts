import { spawnSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { expect, test } from "../support/test";
import { assetsOf, jsBudgetKb } from "../support/assets";
import { startServer } from "../support/server";
import { at } from "../support/clock";
import { TOKEN_IN_PAGE } from "../../app/server/form-token.server";

test.describe("HTTP", () => {
  test("security headers, and a CSP nonce that matches the page's scripts and changes per response", async ({
    request,
  }) => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get("/");
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["strict-transport-security"]).toBeUndefined(); // plain http here
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeTruthy();
      const html = await response.text();
      const scriptNonces = [...html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(scriptNonces.length).toBeGreaterThan(0);
      for (const n of scriptNonces) expect(n).toBe(nonce);
      // Every inline script carries the nonce.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(
        // Data blocks (structured data, the module code that waits for the first paint) run nothing.
        (m) => !m[1]!.includes("application/ld+json") && !m[1]!.includes("text/x-deferred-module"),
      );
      for (const m of inline) expect(m[1]).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
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
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

test.describe("render cache fast path", () => {
  test("a cached page asked without compression has the full path's headers, fresh nonce and form token", async ({
    request,
    baseURL,
  }) => {
    // The contact page carries the time trap's token, issued when the page was first rendered.
    const url = `/contact?fast-path-test=${Date.now()}`;
    const first = await request.get(url);
    expect(first.headers()["x-render-cache"]).toBe("miss");
    const renderedToken = TOKEN_IN_PAGE.exec(await first.text())?.[0];
    expect(renderedToken).toBeTruthy();
    // Through the whole stack (compression asked), then from the fast path (none asked).
    const full = await request.get(url);
    expect(full.headers()["x-render-cache"]).toBe("hit");
    // Asked a minute after the first render: its token must carry that moment, not the render's.
    const askedAt = Number(renderedToken!.split(".")[0]) + 60_000;
    const fast = await rawRequest(`${baseURL}${url}`, "GET", at(askedAt));
    expect(fast.status).toBe(200);
    expect(fast.headers["x-render-cache"]).toBe("hit");
    const perResponse = new Set([
      "date",
      "content-length",
      "content-encoding",
      "transfer-encoding",
      "content-security-policy",
    ]);
    const names = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((name) => !perResponse.has(name))
        .sort();
    expect(names(fast.headers)).toEqual(names(full.headers()));
    for (const name of names(fast.headers)) expect(fast.headers[name], name).toEqual(full.headers()[name]);
    expect(fast.headers["content-length"]).toBe(String(Buffer.byteLength(fast.body)));
    // Its own nonce, in the CSP and on every script; a form token issued for this response.
    const nonce = /'nonce-([^']+)'/.exec(String(fast.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(/'nonce-([^']+)'/.exec(full.headers()["content-security-policy"] ?? "")?.[1]);
    const scriptNonces = [...fast.body.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    for (const n of scriptNonces) expect(n).toBe(nonce);
    const token = TOKEN_IN_PAGE.exec(fast.body)?.[0];
    expect(token).toBeTruthy();
    expect(token).not.toBe(renderedToken);
    expect(token!.split(".")[0]).toBe(String(askedAt));
    // HEAD: the same status and length, no body.
    const head = await rawRequest(`${baseURL}${url}`, "HEAD");
    expect(head.headers["x-render-cache"]).toBe("hit");
    expect(head.body).toBe("");
    // A session cookie still bypasses the cache, asked without compression too.
    const personal = await rawRequest(`${baseURL}${url}`, "GET", { Cookie: "better-auth.session_token=abc" });
    expect(personal.headers["x-render-cache"]).toBe("bypass");
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
        body: new URLSearchParams({ email: "intruder@example.ro", password: "secret-123", role: "super_admin" }),
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
