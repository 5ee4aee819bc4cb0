import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Env } from "../app/server/env.server";
import { routePath } from "../app/lib/paths";
import { requestArea, splitTarget } from "./request-path";

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

/** The limit of the route kind the router will hand the body to, whatever the spelling of its path. */
function limitFor(req: Request, limits: BodyLimits): number {
  const area = requestArea(req);
  if (area === "admin") return limits.admin;
  if (area === "auth-api") return limits.auth;
  return limits.form;
}

function mediaType(req: Request): string {
  return (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Reads a body into memory, up to `limit` bytes, without body-parser: body-parser answers an
 * over-long body only once the client has finished sending it (it drains the rest first), so a
 * declared 50 MB, or a slow body that never ends, held the connection for as long as the client
 * liked. Here a declared length over the limit is refused before a byte is read, and a body that
 * grows past it is refused as soon as it does; sendRefusal then closes the connection.
 */
function readBody(limit: number): RequestHandler {
  return (req, _res, next) => {
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > limit)
      return next(new RequestRefused(413, `declared body of ${declared.slice(0, 20)} bytes, over ${limit}`));
    const encoding = (req.get("content-encoding") ?? "identity").trim().toLowerCase();
    if (encoding !== "identity") return next(new RequestRefused(415, `content encoding ${encoding.slice(0, 30)}`));
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      if (error) return next(error);
      req.body = Buffer.concat(chunks, size);
      next();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.pause();
      chunks.length = 0;
      settle(new RequestRefused(413, `body over ${limit} bytes`));
    };
    const onEnd = () => settle();
    const onError = () => settle(new RequestRefused(400, "body could not be read"));
    // The client went away before the end of its body: nobody is left to answer.
    const onClose = () => {
      if (!req.complete) settled = true;
    };
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  };
}

/**
 * Reads the body of a state-changing request into memory, up to its route kind's limit: forms in
 * tens of kilobytes, the back-office's forms more, better-auth's JSON little. A larger body is
 * answered 413 as soon as its declared length (or, when chunked or slow, its running length)
 * passes the limit, and the connection is closed; the rest is never kept. Page actions take only
 * the types an HTML form sends; better-auth takes JSON. A form body that does not parse is a 400
 * here rather than an error in an action.
 */
export function readBodies(limits: BodyLimits): RequestHandler[] {
  return [
    (req, res, next) => {
      if (SAFE_METHODS.has(req.method)) return next();
      const type = mediaType(req);
      const auth = requestArea(req) === "auth-api";
      const accepted = auth ? type === "application/json" || type === "" : FORM_TYPES.includes(type);
      if (!accepted)
        return next(
          new RequestRefused(
            415,
            `content type ${type.slice(0, 60) || "(none)"} on ${auth ? "an auth endpoint" : "a form"}`,
          ),
        );
      readBody(limitFor(req, limits))(req, res, next);
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
  closeUnreadBody(req, res);
  res.setHeader("Cache-Control", "no-store");
  if (requestArea(req) === "auth-api") {
    res.status(status).json({ code: `HTTP_${status}`, message: MESSAGES[status]?.en[1] ?? "Bad request" });
    return;
  }
  res.status(status).type("html").send(refusalPage(status));
}

/** The longest a refused request's connection stays open once its answer is out. */
const CLOSE_WITHIN_MS = 2_000;

/**
 * Once the answer is out, a body still arriving is not read to its end: with Connection: close
 * Node ends the connection when the answer is written; should anything keep it open, it is
 * destroyed CLOSE_WITHIN_MS later. A client still sending then sees its writes fail, unless it
 * read the answer first.
 */
export function closeUnreadBody(req: IncomingMessage, res: ServerResponse) {
  res.on("finish", () => {
    if (req.complete) return;
    const socket = req.socket;
    const timer = setTimeout(() => socket.destroy(), CLOSE_WITHIN_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  });
}

/**
 * A Host header as a browser or a proxy sends it: a DNS name or IPv4 address, or an IPv6 address
 * in brackets, with an optional port. Anything else (spaces, `user@host`, paths) cannot be a URL's
 * host, and failed deep in the request's handling.
 */
const HOST_HEADER =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export function isValidHost(host: string): boolean {
  return (
    host.length <= 260 &&
    HOST_HEADER.test(host) &&
    // The URL parser the request's URL goes through has the last word (256.1.1.1, [zz::1], bad punycode).
    URL.canParse(`http://${host}/`)
  );
}

/**
 * Checked before anything else reads the request: a malformed Host is a 400 (logged at info: the
 * client's mistake, not ours), and an X-Forwarded-Host that is not one of the site's own hosts is
 * dropped, so that no URL the server builds names a host an attacker chose. True when answered.
 */
export function checkHost(
  siteHosts: readonly string[],
  log: { info: (details: object, message: string) => void },
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const allowed = new Set(siteHosts.map((host) => host.toLowerCase()));
  return (req, res) => {
    const forwarded = req.headers["x-forwarded-host"];
    if (forwarded !== undefined) {
      const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim().toLowerCase() ?? "";
      if (!allowed.has(first)) delete req.headers["x-forwarded-host"];
    }
    const host = req.headers.host;
    // HTTP/1.0 may leave Host out (Node refuses its absence on HTTP/1.1).
    if (host === undefined || isValidHost(host)) return false;
    log.info(
      { path: (req.url ?? "").slice(0, 300), method: req.method, host: host.slice(0, 100), status: 400 },
      "request refused: malformed Host header",
    );
    refuseEarly(req, res);
    return true;
  };
}

/**
 * A path that is not valid percent-encoding (`/%E0%A4%A`) names no page: the router would read it
 * undecoded, and the file server answered it with a bare "URI malformed". A 400 with the refusal
 * page, logged at info, before anything else reads the request. True when answered.
 */
export function checkPath(log: {
  info: (details: object, message: string) => void;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (routePath(splitTarget(req.url ?? "/").pathname) !== null) return false;
    log.info(
      { path: (req.url ?? "").slice(0, 300), method: req.method, status: 400 },
      "request refused: malformed percent-encoding in the path",
    );
    refuseEarly(req, res);
    return true;
  };
}

/** A 400 with the refusal page, answered before Express, its connection closed. */
function refuseEarly(req: IncomingMessage, res: ServerResponse) {
  res.statusCode = 400;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Connection", "close");
  closeUnreadBody(req, res);
  res.end(req.method === "HEAD" ? undefined : refusalPage(400));
}

export type { NextFunction };
