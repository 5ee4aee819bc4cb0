import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Env } from "../app/server/env.server";

/**
 * What the server refuses before any route reads a request (docs/decisions/0009-trust-boundaries.md): cross-site posts,
 * bodies over the size of their route kind, content types the route does not take, bodies that
 * do not parse, and URLs carrying a NUL. Each refusal is a 4xx with a short page in both
 * languages, never a 500 and never a body buffered beyond its limit.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export class RequestRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 413 | 415,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** Requests whose path or query holds a NUL (`%00`): no page has a use for one, and the database refuses it. */
export function refuseNul(): RequestHandler {
  return (req, _res, next) => {
    // eslint-disable-next-line no-control-regex -- matches control characters on purpose
    if (/%00|\u0000/i.test(req.originalUrl)) return next(new RequestRefused(400, "NUL in the URL"));
    next();
  };
}

/** The origins a state-changing request may come from: the public site, and the host it was sent to. */
function sameSite(req: Request, origin: string, siteUrl: string): boolean {
  if (origin === new URL(siteUrl).origin) return true;
  const host = req.host;
  return Boolean(host) && origin === `${req.protocol}://${host}`;
}

/**
 * Every request that can change something (every method but GET, HEAD and OPTIONS, page actions,
 * resource routes and better-auth's alike) must come from the site itself. Browsers send
 * `Origin` on such requests (or at least `Sec-Fetch-Site`); a request with neither is not a
 * browser's, so it cannot carry a victim's cookies on an attacker's behalf.
 */
export function checkOrigin(env: Env): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (origin !== undefined) {
      if (!sameSite(req, origin, env.SITE_URL))
        return next(new RequestRefused(403, `cross-site request from ${origin.slice(0, 100)}`));
      return next();
    }
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none")
      return next(new RequestRefused(403, `cross-site request (Sec-Fetch-Site: ${fetchSite.slice(0, 20)})`));
    next();
  };
}

export type BodyLimits = { form: number; admin: number; auth: number };

function limitFor(path: string, limits: BodyLimits): number {
  if (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.")) return limits.admin;
  if (path.startsWith("/api/auth/")) return limits.auth;
  return limits.form;
}

function mediaType(req: Request): string {
  return (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Reads the body of a state-changing request into memory, up to its route kind's limit: forms in
 * tens of kilobytes, the back-office's forms more, better-auth's JSON little. A larger body is
 * answered 413 as soon as its declared length (or, when chunked, its running length) passes the
 * limit; the rest is never kept. Page actions take only the types an HTML form sends; better-auth
 * takes JSON. A form body that does not parse is a 400 here rather than an error in an action.
 */
export function readBodies(limits: BodyLimits): RequestHandler[] {
  const readers = new Map<number, RequestHandler>();
  const reader = (limit: number) => {
    let handler = readers.get(limit);
    if (!handler) readers.set(limit, (handler = express.raw({ type: () => true, limit })));
    return handler;
  };
  return [
    (req, res, next) => {
      if (SAFE_METHODS.has(req.method)) return next();
      const type = mediaType(req);
      const auth = req.path.startsWith("/api/auth/");
      const accepted = auth ? type === "application/json" || type === "" : FORM_TYPES.includes(type);
      if (!accepted)
        return next(
          new RequestRefused(
            415,
            `content type ${type.slice(0, 60) || "(none)"} on ${auth ? "an auth endpoint" : "a form"}`,
          ),
        );
      reader(limitFor(req.path, limits))(req, res, next);
    },
    async (req, _res, next) => {
      if (SAFE_METHODS.has(req.method) || !Buffer.isBuffer(req.body)) return next();
      const type = req.get("content-type") ?? "";
      if (!FORM_TYPES.includes(mediaType(req))) return next();
      try {
        await new Response(new Uint8Array(req.body), { headers: { "content-type": type } }).formData();
        next();
      } catch {
        next(new RequestRefused(400, "form body that does not parse"));
      }
    },
  ];
}

const MESSAGES: Record<number, { en: [string, string]; ro: [string, string] }> = {
  400: {
    en: ["Bad request", "The request could not be read. Please go back and try again."],
    ro: ["Cerere greșită", "Cererea nu a putut fi citită. Vă rugăm să vă întoarceți și să încercați din nou."],
  },
  403: {
    en: ["Request refused", "This request did not come from this site, so it was not carried out."],
    ro: ["Cerere refuzată", "Această cerere nu a venit de pe acest site, așa că nu a fost executată."],
  },
  413: {
    en: ["Too much data", "What was sent is larger than this form accepts. Please shorten it and try again."],
    ro: [
      "Prea multe date",
      "Ce ați trimis depășește ce acceptă acest formular. Vă rugăm să scurtați și să încercați din nou.",
    ],
  },
  415: {
    en: ["Unsupported content", "This page accepts only what its own form sends."],
    ro: ["Conținut neacceptat", "Această pagină acceptă doar ce trimite propriul formular."],
  },
};

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A short page in both languages for a request refused before it reached a route. */
export function refusalPage(status: number): string {
  const m = MESSAGES[status] ?? MESSAGES[400]!;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(m.en[0])}</title></head><body style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${escape(m.en[0])}</h1><p>${escape(m.en[1])}</p><h2 lang="ro">${escape(m.ro[0])}</h2><p lang="ro">${escape(m.ro[1])}</p><p><a href="/">Home</a> · <a href="/ro" lang="ro">Acasă</a></p></body></html>`;
}

/** The status of an error that the client caused (ours, or body-parser's 4xx), or null for a server fault. */
export function clientErrorStatus(error: unknown): number | null {
  if (error instanceof RequestRefused) return error.status;
  const status = error && typeof error === "object" && "status" in error ? error.status : undefined;
  if (typeof status === "number" && status >= 400 && status < 500) return status;
  return null;
}

/** Answers a refused request: JSON for better-auth's endpoints, the short page elsewhere. */
export function sendRefusal(req: Request, res: Response, status: number) {
  // An unread body is not waited for: the connection closes once the answer is out.
  res.setHeader("Connection", "close");
  res.on("finish", () => {
    if (!req.complete) req.socket.destroy();
  });
  res.setHeader("Cache-Control", "no-store");
  if (req.path.startsWith("/api/auth/")) {
    res.status(status).json({ code: `HTTP_${status}`, message: MESSAGES[status]?.en[1] ?? "Bad request" });
    return;
  }
  res.status(status).type("html").send(refusalPage(status));
}

export type { NextFunction };
