import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/** Third parties the pages embed (only after consent or a click, DECISIONS.md D4). */
export const FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://www.google.com"];

/**
 * Security headers for every response: a CSP that allows only what the pages use, with a
 * per-response nonce for inline scripts (res.locals.nonce), and HSTS only over https.
 */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as Response).locals.nonce as string}'`],
          // Radix and sonner set inline styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: FRAME_SOURCES,
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
    }),
    (req, res, next) => {
      if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
      next();
    },
  ];
}
