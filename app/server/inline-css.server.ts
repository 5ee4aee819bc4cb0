import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const cache = new Map<string, string>();

/**
 * The text of a built stylesheet (e.g. "/assets/app-123.css"), read once from the client build
 * beside the server bundle. Empty when there is no such file (the dev server serves CSS itself).
 */
export function builtCss(href: string): string {
  if (!href.startsWith("/assets/") || !href.endsWith(".css")) return "";
  let css = cache.get(href);
  if (css === undefined) {
    try {
      const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
      css = readFileSync(path.join(clientDir, href), "utf8");
    } catch {
      css = "";
    }
    cache.set(href, css);
  }
  return css;
}
