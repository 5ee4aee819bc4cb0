import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import compression from "compression";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import expressStaticGzip from "express-static-gzip";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Env } from "../app/server/env.server";
import type { Logger } from "pino";
import { NONCE_PLACEHOLDER, newNonce } from "../app/server/nonce.server";
import { refreshFormTokens } from "../app/server/leads/form-token.server";
import { RenderCache, cacheKeyFor, cachedBody, isCacheable, parseCookies, toCached, type CachedResponse } from "./render-cache";
import { securityHeaders } from "./security";

type AppOptions = { build: ServerBuild; env: Env; log: Logger; clientDir: string };

const ONE_YEAR = 365 * 24 * 60 * 60;

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(url, init);
}

function sendHeaders(res: ExpressResponse, status: number, headers: Iterable<[string, string]>, setCookies: string[]) {
  res.status(status);
  for (const [name, value] of headers) {
    // Set-Cookie goes below; the length changes when the nonce is swapped in, so res.send sets it.
    if (name === "set-cookie" || name === "content-length") continue;
    res.append(name, value);
  }
  // Every Set-Cookie header must reach the browser, not only the last one.
  if (setCookies.length) res.setHeader("Set-Cookie", setCookies);
}

export function createApp({ build, env, log, clientDir }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Pages carry a fresh nonce in every response, so an ETag over the body would never match.
  app.set("etag", false);
  app.set("trust proxy", env.TRUST_PROXY === "false" ? false : env.TRUST_PROXY);
  const cache = new RenderCache(env.RENDER_CACHE_SIZE);
  const handle = createRequestHandler(build, env.NODE_ENV);

  app.use((_req, res, next) => {
    res.locals.nonce = newNonce();
    next();
  });
  app.use(securityHeaders());

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok", uptime: Math.round(process.uptime()) });
  });

  // Hashed build assets never change: cache them for a year. Precompressed .br/.gz are served when accepted.
  app.use(
    "/assets",
    expressStaticGzip(path.join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: ONE_YEAR * 1000 },
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
      serveStatic: { maxAge: "1d", redirect: false },
    }),
  );

  app.use(compression());

  app.all("/{*path}", async (req, res, next) => {
    try {
      const nonce = res.locals.nonce as string;
      const key = cacheKeyFor(req.method, req.originalUrl, parseCookies(req.headers.cookie));
      let cached: CachedResponse | undefined = key ? cache.get(key) : undefined;
      if (!cached) {
        const response = await handle(toFetchRequest(req, res), { clientIp: req.ip ?? "unknown" });
        const setCookies = response.headers.getSetCookie();
        const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
        if (key && isCacheable(response) && response.body) {
          cached = toCached(response.status, response.headers, await response.text(), NONCE_PLACEHOLDER);
          cache.set(key, cached);
        } else if (isHtml && response.body) {
          const body = (await response.text()).replaceAll(NONCE_PLACEHOLDER, nonce);
          sendHeaders(res, response.status, response.headers, setCookies);
          logNotFound(req, response.status);
          res.send(body);
          return;
        } else {
          sendHeaders(res, response.status, response.headers, setCookies);
          logNotFound(req, response.status);
          if (!response.body || req.method === "HEAD") {
            res.end();
            return;
          }
          await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
          return;
        }
      }
      sendHeaders(res, cached.status, cached.headers, []);
      logNotFound(req, cached.status);
      // A cached page's lead forms carry the time trap's moment of its first render: give them now.
      const body = Buffer.from(refreshFormTokens(cachedBody(cached, nonce).toString("utf8")), "utf8");
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      next(error);
    }
  });

  function logNotFound(req: ExpressRequest, status: number) {
    // SPEC.md: an unknown path is logged as an error.
    if (status === 404) log.error({ path: req.originalUrl, method: req.method }, "page not found");
  }

  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, _next: express.NextFunction) => {
    log.error({ err: error, path: req.originalUrl, method: req.method }, "unhandled server error");
    if (res.headersSent) return res.end();
    res.status(500).type("html").send(FALLBACK_ERROR_PAGE);
  });

  return { app, cache };
}

/** Shown only when the React error page itself cannot render. */
const FALLBACK_ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong</title></head><body style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Something went wrong</h1><p>An unexpected error occurred. Please try again in a moment.</p><p lang="ro">A apărut o eroare neașteptată. Vă rugăm să încercați din nou.</p><p><a href="/">Home</a></p></body></html>`;
