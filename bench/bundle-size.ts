/**
 * What each public route loads on first visit, from the production build: the JavaScript
 * (entry script and every modulepreload) and the CSS its HTML references, in raw, gzip and
 * brotli bytes (the server sends the precompressed .br copies).
 * Usage: npx tsx bench/bundle-size.ts [--assert] [--max-js-kb 100]
 * Every route of the sitemap plus the sign-in page, which is allowed 10 KiB more (its forms are
 * the page). Inline scripts (React Router's route manifest, the hydration data) are counted apart:
 * they travel inside the HTML.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { assetsOf, jsBudgetKb } from "../tests/support/assets";
import { startServer } from "../tests/support/server";

const args = process.argv.slice(2);
const assert = args.includes("--assert");
const maxAt = args.indexOf("--max-js-kb");
const maxJsKb = maxAt >= 0 ? Number(args[maxAt + 1]) : 100;
const budgetFor = (route: string) => jsBudgetKb(route, maxJsKb);
if (!Number.isFinite(maxJsKb)) throw new Error("--max-js-kb needs a number of KiB");
const clientDir = path.resolve("build/client");

type Size = { raw: number; gzip: number; brotli: number };
const sizeCache = new Map<string, Size>();

function sizeOf(url: string): Size {
  let size = sizeCache.get(url);
  if (!size) {
    const data = readFileSync(path.join(clientDir, url));
    size = { raw: data.length, gzip: gzipSync(data, { level: 9 }).length, brotli: brotliCompressSync(data).length };
    sizeCache.set(url, size);
  }
  return size;
}

function total(urls: string[]): Size {
  return urls
    .map(sizeOf)
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });
}

const kb = (n: number) => (n / 1024).toFixed(1);

type RouteEntry = { id: string; module: string; imports?: string[] };

/**
 * The JavaScript only the back-office uses: every module the admin routes import, less what any
 * other route (root, public pages, resources) also imports. None of it may load on a public page.
 */
export function adminOnlyModules(): Set<string> {
  const file = readdirSync(path.join(clientDir, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("no React Router manifest in build/client/assets: build first");
  const source = readFileSync(path.join(clientDir, "assets", file), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    routes: Record<string, RouteEntry>;
  };
  const admin = new Set<string>();
  const other = new Set<string>();
  for (const route of Object.values(manifest.routes)) {
    const target = route.id.startsWith("routes/admin/") ? admin : other;
    for (const url of [route.module, ...(route.imports ?? [])]) target.add(url);
  }
  return new Set([...admin].filter((url) => !other.has(url)));
}

const server = await startServer({ LOG_LEVEL: "warn" });
let failed = false;
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
    "/auth",
    "/ro/auth",
  ];
  const rows: string[] = [];
  const perModule = new Map<string, number>();
  const adminOnly = adminOnlyModules();
  const adminLeaks: string[] = [];
  for (const p of paths) {
    const html = await (await fetch(`${server.url}${p}`)).text();
    const { js, css } = assetsOf(html);
    const j = total(js);
    const c = total(css);
    // The stylesheet is inlined in the HTML: count it there.
    for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
      const data = Buffer.from(m[1]!, "utf8");
      c.raw += data.length;
      c.gzip += gzipSync(data, { level: 9 }).length;
      c.brotli += brotliCompressSync(data).length;
    }
    for (const u of js) perModule.set(u, (perModule.get(u) ?? 0) + 1);
    for (const u of js) if (adminOnly.has(u)) adminLeaks.push(`${p}: ${u}`);
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => Buffer.from(m[1]!, "utf8"));
    const inlineBrotli = inline.reduce((sum, data) => sum + brotliCompressSync(data).length, 0);
    if (j.brotli / 1024 > budgetFor(p)) failed = true;
    rows.push(
      `| ${p} | ${js.length} | ${kb(j.raw)} | ${kb(j.gzip)} | ${kb(j.brotli)} | ${kb(inlineBrotli)} | ${kb(c.gzip)} | ${kb(c.brotli)} |`,
    );
  }
  console.log(
    `First-load JavaScript and CSS per public route (KiB; budget: JS brotli <= ${maxJsKb} KiB, ${maxJsKb + 10} on /auth, ${maxJsKb + 2} on the selector)\n`,
  );
  console.log(
    "| route | JS files | JS raw | JS gzip | JS brotli (sent) | inline scripts brotli (in HTML) | CSS gzip | CSS brotli (inline in HTML) |",
  );
  console.log("| --- | --: | --: | --: | --: | --: | --: | --: |");
  console.log(rows.join("\n"));
  console.log("\nLargest first-load modules (brotli KiB, routes that load them):");
  const largest = [...perModule.keys()].sort((a, b) => sizeOf(b).brotli - sizeOf(a).brotli).slice(0, 8);
  for (const u of largest) console.log(`  ${kb(sizeOf(u).brotli).padStart(6)}  ${u}  (${perModule.get(u)} routes)`);
  console.log(
    `\nAdmin-only JavaScript: ${adminOnly.size} files, ${kb(total([...adminOnly]).brotli)} KiB brotli (charts load on demand, apart from these).`,
  );
  console.log(`Admin-only files in public routes' first load: ${adminLeaks.length}`);
  for (const leak of adminLeaks) console.log(`  ${leak}`);
  if (adminLeaks.length > 0) failed = true;
} finally {
  await server.stop();
}
if (assert && failed) {
  console.error(
    `\nA route loads more JavaScript than its budget (${maxJsKb} KiB, ${maxJsKb + 10} on /auth), or loads admin code.`,
  );
  process.exit(1);
}
