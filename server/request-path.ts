import type { IncomingMessage } from "node:http";
import { routeArea, type RouteArea } from "../app/lib/paths";

/**
 * A request target's path and query: origin-form ("/about?x=1") as sent, "//admin" included (a
 * path, not a host), and an absolute-form target ("http://host/about") by its own path. The router
 * is handed this path, and every decision beside it reads the same one (docs/decisions/0025-one-reading-of-a-path.md).
 */
export function splitTarget(target: string): { pathname: string; search: string } {
  if (target.startsWith("/")) {
    const query = target.indexOf("?");
    return query === -1
      ? { pathname: target, search: "" }
      : { pathname: target.slice(0, query), search: target.slice(query) };
  }
  if (!URL.canParse(target)) return { pathname: "/", search: "" };
  const url = new URL(target);
  return { pathname: url.pathname, search: url.search };
}

const areas = new WeakMap<IncomingMessage, RouteArea>();

/** The part of the site a request reaches, as the router reads its path whatever its spelling; worked out once per request. */
export function requestArea(req: IncomingMessage): RouteArea {
  let area = areas.get(req);
  if (area === undefined) {
    area = routeArea(splitTarget(req.url ?? "/").pathname);
    areas.set(req, area);
  }
  return area;
}

/** Areas whose answers depend on who asks: never kept by a shared cache, nor served from the render cache. */
export function isPersonalArea(area: RouteArea): boolean {
  return area === "admin" || area === "account" || area === "auth-api";
}
