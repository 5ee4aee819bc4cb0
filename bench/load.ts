/**
 * Throughput of public pages as our production server sends them to anonymous visitors (from its
 * render cache), asked as a browser asks (`Accept-Encoding: gzip, deflate, br, zstd`), against the
 * same bytes served by Debian's nginx (one worker process, sendfile, the page precompressed beside
 * it for `gzip_static`). For the home page also: asked without compression, and rendered on every
 * request (a cookie skips the cache: what a signed-in page or a cache miss costs).
 * Each target gets a 2 s warm-up, then a measured autocannon run; one target at a time, 127.0.0.1 only.
 * Raw results go to bench/results/load.json.
 * With --workers N our server runs N worker processes (N > 1 needs DATABASE_URL).
 * With --url BASE it loads a server already running there (ours only, no comparison):
 * bench/memory.ts measures the processes' memory meanwhile.
 * Usage: npx tsx bench/load.ts [--duration 10] [--connections 50] [--workers 1] [--paths /,/ro] [--assert]
 *        npx tsx bench/load.ts --url http://127.0.0.1:PORT [--duration 10] [--connections 50] [--paths /]
 * (target, each page: ours / nginx >= 0.70, ours p99 < 50 ms)
 * The default pages: /, /ro, /contact and the newest blog article.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { startStaticNginx, type Nginx } from "../tests/support/production";
import { startServer, type RunningServer } from "../tests/support/server";

/** The parts of autocannon's result used here (the package ships no types). */
type Histogram = {
  average: number;
  mean: number;
  stddev: number;
  min: number;
  max: number;
  p50: number;
  p90: number;
  p99: number;
};
type AutocannonResult = {
  url: string;
  connections: number;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  latency: Histogram;
  requests: Histogram & { total: number; sent: number };
  throughput: Histogram;
};
type AutocannonOptions = { url: string; connections: number; duration: number; headers?: Record<string, string> };
type Autocannon = (opts: AutocannonOptions, cb: (err: Error | null, result: AutocannonResult) => void) => unknown;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const args = process.argv.slice(2);
function option(name: string, fallback: number): number {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const raw = args[i]!.includes("=") ? args[i]!.split("=")[1] : args[i + 1];
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number, got ${raw}`);
  return value;
}
const assert = args.includes("--assert");
const duration = option("duration", 10);
const connections = Math.round(option("connections", 50));
const workers = Math.round(option("workers", 1));
const WARMUP_SECONDS = 2;
const TARGET_RATIO = 0.7;
const P99_LIMIT_MS = 50;
/** What every current browser sends. */
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
const pathsArg = args.includes("--paths") ? args[args.indexOf("--paths") + 1]!.split(",") : null;
const running = args.includes("--url") ? args[args.indexOf("--url") + 1]! : null;
if (running && assert) throw new Error("--assert compares with nginx, which --url leaves out");

function run(url: string, seconds: number, headers?: Record<string, string>): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const tempDir = mkdtempSync(path.join(tmpdir(), "bench-load-"));
let ours: RunningServer | undefined;
let nginx: Nginx | undefined;
type Target = {
  target: string;
  page: string;
  kind: "ours" | "nginx" | "other";
  url: string;
  headers?: Record<string, string>;
};
type Measured = Target & { bytes: string; encoding: string; result: AutocannonResult };
const results: Measured[] = [];
try {
  if (!running) ours = await startServer({ LOG_LEVEL: "warn", WEB_CONCURRENCY: String(workers) });
  const base = running ?? ours!.url;
  const blog = await (await fetch(`${base}/blog`)).text();
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  if (!pathsArg && !article) throw new Error("no article linked from /blog");
  const pages = pathsArg ?? ["/", "/ro", "/contact", article!];
  if (!running) nginx = await startStaticNginx(tempDir);
  const targets: Target[] = [];
  for (const [i, page] of pages.entries()) {
    const answer = await fetch(`${base}${page}`, { headers: { "accept-encoding": "identity" } });
    if (!answer.ok) throw new Error(`GET ${page} answered ${answer.status}`);
    targets.push({
      target: `ours: GET ${page} (render cache)`,
      page,
      kind: "ours",
      url: `${base}${page}`,
      headers: BROWSER,
    });
    if (nginx) {
      // The same bytes as a file, and gzip's best beside it, as gzip_static wants.
      const bytes = Buffer.from(await answer.arrayBuffer());
      writeFileSync(path.join(tempDir, `page-${i}.html`), bytes);
      writeFileSync(path.join(tempDir, `page-${i}.html.gz`), gzipSync(bytes, { level: 9 }));
      targets.push({
        target: `nginx: the same page (gzip_static)`,
        page,
        kind: "nginx",
        url: `${nginx.url}/page-${i}.html`,
        headers: BROWSER,
      });
    }
    if (i === 0) {
      targets.push(
        // As the old benchmark asked (fetch would add gzip when asked for nothing).
        {
          target: `ours: GET ${page} without compression`,
          page,
          kind: "other",
          url: `${base}${page}`,
          headers: { "accept-encoding": "identity" },
        },
        // A cookie the cache does not know makes every request a full React render.
        {
          target: `ours: GET ${page} rendered on every request (a cookie skips the cache)`,
          page,
          kind: "other",
          url: `${base}${page}`,
          headers: { ...BROWSER, cookie: "bench=1" },
        },
      );
    }
  }
  for (const target of targets) {
    process.stderr.write(
      `${target.target}: warm-up ${WARMUP_SECONDS} s, then ${duration} s with ${connections} connections\n`,
    );
    // After the warm-up, as a page asked again is sent (a kept page is compressed on its second request).
    await run(target.url, WARMUP_SECONDS, target.headers);
    const check = await fetch(target.url, { headers: target.headers });
    if (!check.ok) throw new Error(`${target.url} answered ${check.status}`);
    await check.arrayBuffer();
    const encoding = check.headers.get("content-encoding") ?? "identity";
    const length = check.headers.get("content-length");
    const bytes = length === null ? "streamed" : `${length} bytes`;
    results.push({ ...target, bytes, encoding, result: await run(target.url, duration, target.headers) });
  }
} finally {
  await nginx?.stop();
  await ours?.stop();
  rmSync(tempDir, { recursive: true, force: true });
}

console.log(
  `\nautocannon, ${connections} connections, ${duration} s per target after a ${WARMUP_SECONDS} s warm-up; asked as a browser asks unless said\n`,
);
console.log("| target | page | requests/s (average) | p50 latency ms | p99 latency ms | non-2xx | errors | sent as |");
console.log("| --- | --- | --: | --: | --: | --: | --: | --- |");
for (const { target, page, bytes, encoding, result: r } of results) {
  const errors = r.errors + (r.timeouts ? ` (${r.timeouts} timeouts)` : "");
  console.log(
    `| ${target} | ${page} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${errors} | ${bytes}, ${encoding} |`,
  );
}
const comparisons = results
  .filter((r) => r.kind === "ours")
  .map((mine) => {
    const reference = results.find((r) => r.kind === "nginx" && r.page === mine.page);
    return {
      page: mine.page,
      ratio: reference ? mine.result.requests.average / reference.result.requests.average : NaN,
      p99: mine.result.latency.p99,
    };
  });
console.log("");
for (const { page, ratio, p99 } of comparisons)
  console.log(
    `${page}: ours / nginx = ${ratio.toFixed(2)} (target >= ${TARGET_RATIO.toFixed(2)}), ours p99 = ${p99} ms (target < ${P99_LIMIT_MS})`,
  );

const outDir = path.resolve("bench/results");
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, "load.json"),
  JSON.stringify(
    { date: new Date().toISOString(), connections, duration, warmup: WARMUP_SECONDS, comparisons, results },
    null,
    2,
  ),
);
console.log(`Raw results: ${path.relative(process.cwd(), path.join(outDir, "load.json"))}`);

const failed = results.some((r) => r.result.errors > 0 || r.result.non2xx > 0);
if (failed) console.error("\nSome requests failed (errors or non-2xx answers); the figures are not comparable.");
const missed = comparisons.filter(({ ratio, p99 }) => !(ratio >= TARGET_RATIO) || p99 >= P99_LIMIT_MS);
if (assert && (missed.length > 0 || failed)) {
  console.error(
    `\nBelow target: ${missed.map((m) => m.page).join(", ") || "none"}${failed ? "; requests failed" : ""}.`,
  );
  process.exit(1);
}
