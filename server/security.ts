import type { Response } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";

/** Third parties the pages embed (only after consent or a click). */
export const FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://www.google.com"];

const CSP_AFTER_NONCE = [
  // Radix and sonner set inline styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src ${FRAME_SOURCES.join(" ")}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(";");

/**
 * Only what the pages use. Inline scripts need `scripts`: this response's nonce (`'nonce-…'`) on a
 * page rendered for it, or the hashes of its scripts on a kept page (render-cache.ts).
 */
export function contentSecurityPolicy(scripts: string): string {
  return `default-src 'self';script-src 'self' ${scripts};${CSP_AFTER_NONCE}`;
}

/** The script-src source of a nonce. */
export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

/** This response's nonce for inline scripts, set in res.locals by the server's first page middleware. */
export function nonceOf(res: Response): string {
  const nonce: unknown = res.locals.nonce;
  return typeof nonce === "string" ? nonce : "";
}

/**
 * Security headers for every page: a CSP that allows only what the pages use, with the sources its
 * inline scripts need, and HSTS when the site is https. Synchronous, so the render cache's
 * fast path sets exactly the same headers as the full middleware stack.
 */
export function securityHeaders(
  siteIsHttps: boolean,
): (req: IncomingMessage & { secure?: boolean }, res: ServerResponse, scripts: string) => void {
  const base = helmet({
    // Set below from a precomputed template: only the nonce changes per response.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  const done = () => undefined;
  return (req, res, scripts) => {
    // Helmet's middleware sets its headers and calls `next` synchronously.
    base(req, res, done);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(scripts));
    // The public site is https (SITE_URL): every answer tells the browser to stay on https.
    setHsts(siteIsHttps, req, res);
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  };
}

const HSTS = "max-age=31536000; includeSubDomains";

/** HSTS on an answer of an https site, or one reached over https through a trusted proxy: pages, files and health checks alike. */
export function setHsts(siteIsHttps: boolean, req: { secure?: boolean }, res: ServerResponse) {
  if (siteIsHttps || req.secure) res.setHeader("Strict-Transport-Security", HSTS);
}

/**
 * The headers a static file needs, and only those: a page's CSP, frame and referrer policies mean
 * nothing on a script or an image and cost about 1 KB on every file of a first visit. An SVG is a
 * document when opened on its own, so it gets a policy that runs nothing.
 */
export function fileHeaders(siteIsHttps: boolean): (res: ServerResponse, filePath: string) => void {
  return (res, filePath) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (siteIsHttps) res.setHeader("Strict-Transport-Security", HSTS);
    if (/\.svg(\.br|\.gz)?$/.test(filePath))
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  };
}
