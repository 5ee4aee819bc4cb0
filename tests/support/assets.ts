/**
 * The files a page's HTML makes the browser fetch on a first visit: the entry script, every
 * modulepreload (in the head, or in the list the server's loader preloads after the first paint)
 * and the stylesheets. (Other /assets/ URLs in the HTML, such as those of React
 * Router's route manifest, are fetched only on a later navigation.)
 */
export function assetsOf(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)) js.add(m[1]!);
  const deferred = /\[((?:"\/assets\/[^"]+\.js",?)*)\]\.forEach/.exec(html)?.[1] ?? "";
  for (const m of deferred.matchAll(/"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]!);
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) js.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)) js.add(m[1]!);
  const css = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g)) css.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+href="(\/assets\/[^"]+\.css)"[^>]+rel="stylesheet"/g)) css.add(m[1]!);
  return { js: [...js], css: [...css] };
}

/**
 * The first-load JavaScript a public page may send, brotli KiB, over `base` (100): sign-in 10 KiB
 * more (its forms' rules), the parking-system selector 2 KiB more (its form asks the site, the
 * street's side and the design car, and its result is interactive; measured at Lighthouse 100).
 */
export function jsBudgetKb(path: string, base = 100): number {
  if (/^(\/ro)?\/auth$/.test(path)) return base + 10;
  if (/^(\/ro)?\/parking-selector$/.test(path)) return base + 2;
  return base;
}
