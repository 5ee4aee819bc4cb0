import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import compression from "compression";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import expressStaticGzip from "express-static-gzip";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Env } from "../app/server/env.server";
import type { Logger } from "pino";
import { NONCE_PLACEHOLDER, newNonce } from "../app/server/nonce.server";
import {
  RenderCache,
  cacheKeyFor,
  chooseBody,
  compressCached,
  isCacheable,
  notModified,
  toCached,
  type CachedResponse,
} from "./render-cache";
import { CLIENT_IP_HEADER } from "../app/server/context";
import { TEST_NOW_HEADER, requestTime } from "../app/server/request-time.server";
import { hasSessionCookie } from "../app/server/session-cookie";
import { deferHydration } from "./defer-hydration";
import { isPersonalArea, requestArea, splitTarget } from "./request-path";
import {
  checkHost,
  checkOrigin,
  checkPath,
  clientErrorStatus,
  readBodies,
  refuseNul,
  sendRefusal,
} from "./request-guards";
import { contentSecurityPolicy, fileHeaders, nonceOf, nonceSource, securityHeaders, setHsts } from "./security";
import { databaseReady } from "../app/server/db/db.server";
import { httpDuration, httpRequests, routeKind } from "../app/server/metrics.server";

type AppOptions = { build: ServerBuild; env: Env; log: Logger; clientDir: string };

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * A kept anonymous page: a browser asks again each time (answered 304 while it is unchanged); a
 * shared cache (nginx, a CDN) keeps it five minutes and may give it stale for a day while it asks
 * again. Its bytes depend on the encoding and on the consent cookie, so a shared cache gives it
 * only to requests with the same Cookie header as the one it was fetched with (none, mostly).
 */
export const KEPT_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
export const KEPT_PAGE_VARY = "Accept-Encoding, Cookie";
const READINESS_TIMEOUT_MS = 2_000;

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // Behind a trusted proxy, the protocol and host the visitor used (X-Forwarded-Proto, -Host).
  const url = new URL(`${req.protocol}://${req.host ?? "localhost"}`);
  // The path as sent: resolved against the site, "//admin" would name a host "admin".
  const { pathname, search } = splitTarget(req.originalUrl);
  url.pathname = pathname;
  url.search = search;
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // The client's address as decided here (socket, or TRUST_PROXY's hops), for every limiter
  // downstream, better-auth's included; whatever a client sent under this name is dropped above.
  headers.set(CLIENT_IP_HEADER, req.ip ?? "");
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  // Bodies were read, within their limit, by readBodies (request-guards.ts).
  if (req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body)) init.body = new Uint8Array(req.body);
  return new Request(url, init);
}

/**
 * The headers a page's answer takes from where it is, read as the router reads the path (every
 * spelling of /admin is the back-office): a response that carries a person's data or depends on
 * their session (a signed-in page or its .data, the account and back-office, a response setting a
 * cookie) is never kept by a shared cache; nothing but the public pages is indexed.
 */
function setAreaHeaders(req: IncomingMessage, res: ServerResponse, setCookies: string[]) {
  const area = requestArea(req);
  if (area !== "public") res.setHeader("X-Robots-Tag", "noindex");
  if (setCookies.length || isPersonalArea(area) || hasSessionCookie(req.headers.cookie ?? ""))
    res.setHeader("Cache-Control", "private, no-store");
}

/** Counts every answer by route kind, with its time (the metrics, off unless METRICS_PORT is set). */
function countRequest(req: IncomingMessage, res: ServerResponse) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const kind = routeKind(splitTarget(req.url ?? "/").pathname);
    httpRequests.inc({ kind, method: req.method ?? "GET", status: `${Math.floor(res.statusCode / 100)}xx` });
    httpDuration.observe({ kind }, Number(process.hrtime.bigint() - started) / 1e9);
  });
}

function sendHeaders(
  req: ExpressRequest,
  res: ExpressResponse,
  status: number,
  headers: Iterable<[string, string]>,
  setCookies: string[],
) {
  res.status(status);
  for (const [name, value] of headers) {
    // Set-Cookie goes below; the length changes when the nonce is swapped in, so res.send sets it.
    if (name === "set-cookie" || name === "content-length") continue;
    res.append(name, value);
  }
  // Every Set-Cookie header must reach the browser, not only the last one.
  if (setCookies.length) res.setHeader("Set-Cookie", setCookies);
  setAreaHeaders(req, res, setCookies);
}

export function createApp({ build, env, log, clientDir }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Kept pages have their own ETags (render-cache.ts); no other answer is worth one.
  app.set("etag", false);
  app.set("trust proxy", env.TRUST_PROXY === "false" ? false : env.TRUST_PROXY);
  const cache = new RenderCache(env.RENDER_CACHE_SIZE);
  const handle = createRequestHandler(build, env.NODE_ENV);
  const siteIsHttps = env.SITE_URL.startsWith("https://");
  const guardHost = checkHost([new URL(env.SITE_URL).host], log);
  const guardPath = checkPath(log);
  /** Whether the shared render served a page: said only when asked (RENDER_CACHE_DEBUG), for operators and the tests. */
  const renderCacheHeader = (res: ServerResponse, state: "hit" | "miss" | "bypass") => {
    if (env.RENDER_CACHE_DEBUG) res.setHeader("X-Render-Cache", state);
  };

  // Every answer counted by route kind, with its time (the metrics, off unless METRICS_PORT is set).
  app.use((req, res, next) => {
    countRequest(req, res);
    next();
  });

  // Liveness: the process answers. Readiness: the database answers too (503 while it does not).
  app.get("/healthz", (req, res) => {
    setHsts(siteIsHttps, req, res);
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok", uptime: Math.round(process.uptime()) });
  });
  app.get("/readyz", async (req, res) => {
    setHsts(siteIsHttps, req, res);
    res.setHeader("Cache-Control", "no-store");
    const ready = await databaseReady(READINESS_TIMEOUT_MS);
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "database unavailable" });
  });

  const setSecurityHeaders = securityHeaders(siteIsHttps);

  // Files get only the few headers a file needs (fileHeaders); pages get the full set below.
  const setHeaders = fileHeaders(siteIsHttps);
  // Hashed build assets never change: cache them for a year. Precompressed .br/.gz are served when accepted.
  app.use(
    "/assets",
    expressStaticGzip(path.join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: ONE_YEAR * 1000, setHeaders },
    }),
  );
  // A missing build asset is a plain 404, not a page.
  app.use("/assets", (_req, res) => {
    res.status(404).type("text").send("Not found");
  });
  app.use(
    expressStaticGzip(clientDir, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { maxAge: "1d", redirect: false, setHeaders },
    }),
  );

  app.use((req, res, next) => {
    res.locals.nonce = newNonce();
    setSecurityHeaders(req, res, nonceSource(nonceOf(res)));
    next();
  });

  app.use(
    refuseNul(),
    checkOrigin(env),
    ...readBodies({ form: env.FORM_BODY_LIMIT_KB * 1024, admin: env.ADMIN_BODY_LIMIT_KB * 1024, auth: 16 * 1024 }),
  );
  // A kept page comes compressed already, with the ETag of the bytes it is sent as.
  app.use(compression({ filter: (req, res) => !res.hasHeader("ETag") && compression.filter(req, res) }));

  app.all("/{*path}", async (req, res, next) => {
    try {
      const nonce = nonceOf(res);
      const key = cacheKeyFor(req.method, req.originalUrl, req.headers.cookie);
      let cached: CachedResponse | undefined = key ? cache.get(key) : undefined;
      renderCacheHeader(res, !key ? "bypass" : cached ? "hit" : "miss");
      if (cached) compressWhenAsked(cached, req.headers["accept-encoding"]);
      if (!cached) {
        const generation = cache.generation;
        const response = await handle(toFetchRequest(req, res), {
          clientIp: req.ip ?? "unknown",
          now: requestTime(req.headers[TEST_NOW_HEADER]),
        });
        const setCookies = response.headers.getSetCookie();
        const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
        if (key && isCacheable(response) && response.body) {
          const text = await response.text();
          const body = isHtml ? deferHydration(text) : text;
          cached = toCached(response.status, response.headers, body, NONCE_PLACEHOLDER);
          cache.set(key, cached, generation);
        } else if (isHtml && response.body) {
          const body = deferHydration(await response.text()).replaceAll(NONCE_PLACEHOLDER, nonce);
          sendHeaders(req, res, response.status, response.headers, setCookies);
          logNotFound(req, response.status);
          res.send(body);
          return;
        } else {
          sendHeaders(req, res, response.status, response.headers, setCookies);
          logNotFound(req, response.status);
          if (!response.body || req.method === "HEAD") {
            res.end();
            return;
          }
          // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the DOM lib's ReadableStream type lacks the async iterator of node:stream/web's; at run time the body is Node's own web stream
          await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
          return;
        }
      }
      writeCached(req, res, cached);
    } catch (error) {
      next(error);
    }
  });

  /**
   * Makes a kept page's compressed bodies, once, when it is asked for again by a client that wants
   * one: an address asked once (a query string of its own) never pays for them. Meanwhile the
   * compression middleware compresses the plain page on the way.
   */
  const compressing = new WeakSet<CachedResponse>();
  function compressWhenAsked(cached: CachedResponse, acceptEncoding: string | undefined) {
    if (compressing.has(cached) || chooseBody(cached, acceptEncoding)) return;
    compressing.add(cached);
    void compressCached(cached).catch((error: unknown) => log.error({ err: error }, "kept page not compressed"));
  }

  /**
   * A kept page, the same bytes for everyone: in the encoding the client prefers among those made
   * (or plain, left to the compression middleware, while they are being made), with its ETag, and
   * 304 when the client holds those bytes already.
   */
  function writeCached(
    req: IncomingMessage,
    res: ServerResponse,
    cached: CachedResponse,
    chosen = chooseBody(cached, req.headers["accept-encoding"]),
  ) {
    res.statusCode = cached.status;
    for (const [name, value] of cached.headers) res.appendHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(cached.scriptSources));
    res.setHeader("Cache-Control", KEPT_PAGE_CACHE_CONTROL);
    res.setHeader("Vary", KEPT_PAGE_VARY);
    setAreaHeaders(req, res, []);
    logNotFound(req, cached.status);
    const body = chosen?.body ?? cached.bodies.identity;
    if (chosen) {
      res.setHeader("ETag", body.etag);
      if (chosen.encoding !== "identity") res.setHeader("Content-Encoding", chosen.encoding);
      if (cached.status === 200 && notModified(req.headers["if-none-match"], body.etag)) {
        res.statusCode = 304;
        res.removeHeader("Content-Encoding");
        res.removeHeader("Content-Type");
        return void res.end();
      }
    }
    res.setHeader("Content-Length", body.bytes.length);
    if (req.method === "HEAD") return void res.end();
    res.end(body.bytes);
  }

  /**
   * Answers an anonymous page already rendered straight from the cache, before Express and its
   * file lookups: the same headers as the full path (security headers, Vary, cache state), the
   * same count in the metrics. False when the request needs the full path: not cached, asks for
   * an encoding not made yet, or arrives over https on a site configured as http (HSTS then
   * depends on the trusted proxy, which Express decides).
   */
  function serveFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if (!siteIsHttps && (req.headers["x-forwarded-proto"] !== undefined || "encrypted" in req.socket)) return false;
    const key = cacheKeyFor(req.method ?? "", req.url ?? "/", req.headers.cookie);
    const cached = key ? cache.get(key) : undefined;
    if (!cached) return false;
    const chosen = chooseBody(cached, req.headers["accept-encoding"]);
    if (!chosen) {
      compressWhenAsked(cached, req.headers["accept-encoding"]);
      return false;
    }
    countRequest(req, res);
    setSecurityHeaders(req, res, cached.scriptSources);
    renderCacheHeader(res, "hit");
    writeCached(req, res, cached, chosen);
    return true;
  }

  /** The server's request listener: a cached page from the fast path, anything else through Express. */
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (guardHost(req, res) || guardPath(req, res)) return;
    try {
      if (serveFromCache(req, res)) return;
    } catch (error) {
      log.error({ err: error, path: req.url }, "cached page failed");
      if (res.headersSent) return void res.end();
    }
    app(req, res);
  };

  function logNotFound(req: IncomingMessage, status: number) {
    // An unknown path is logged as an error.
    if (status === 404) log.error({ path: req.url, method: req.method }, "page not found");
  }

  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, _next: express.NextFunction) => {
    const clientStatus = clientErrorStatus(error);
    if (clientStatus !== null) {
      log.warn(
        {
          path: req.originalUrl.slice(0, 300),
          method: req.method,
          status: clientStatus,
          reason: error instanceof Error ? error.message : String(error),
          clientIp: req.ip,
        },
        "request refused",
      );
      if (res.headersSent) return res.end();
      return sendRefusal(req, res, clientStatus);
    }
    log.error({ err: error, path: req.originalUrl, method: req.method }, "unhandled server error");
    if (res.headersSent) return res.end();
    res.status(500).type("html").send(FALLBACK_ERROR_PAGE);
  });

  return { app, cache, handler };
}

/** Shown only when the React error page itself cannot render. */
const FALLBACK_ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong</title></head><body style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Something went wrong</h1><p>An unexpected error occurred. Please try again in a moment.</p><p lang="ro">A apărut o eroare neașteptată. Vă rugăm să încercați din nou.</p><p><a href="/">Home</a></p></body></html>`;
