/**
 * Throughput of the home page as our production server sends it to anonymous visitors (from its
 * render cache), against the same HTML served as a plain file by Debian's nginx (one worker process,
 * sendfile) and by express.static in a child process; and the same page rendered on every request.
 * Each target gets a 2 s warm-up, then a measured autocannon run; one target at a time, 127.0.0.1 only.
 * Raw results go to bench/results/load.json.
 * With --workers N our server runs N worker processes (N > 1 needs DATABASE_URL).
 * With --url BASE it loads a server already running there (our two targets only, no comparison):
 * bench/memory.ts measures the processes' memory meanwhile.
 * Usage: npx tsx bench/load.ts [--duration 10] [--connections 50] [--workers 1] [--path /] [--assert]
 *        npx tsx bench/load.ts --url http://127.0.0.1:PORT [--duration 10] [--connections 50] [--path /]
 * (target: ours / nginx >= 0.70)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
const pagePath = args.includes("--path") ? args[args.indexOf("--path") + 1]! : "/";
const running = args.includes("--url") ? args[args.indexOf("--url") + 1]! : null;
if (running && assert) throw new Error("--assert compares with nginx, which --url leaves out");

function run(url: string, seconds: number, headers?: Record<string, string>): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** express.static over `dir` in a child process (its own event loop); resolves with its URL. */
function startStaticServer(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const expressPath = fileURLToPath(import.meta.resolve("express"));
  const script = `
    const express = require(${JSON.stringify(expressPath)});
    const app = express();
    app.disable("x-powered-by");
    app.use(express.static(${JSON.stringify(dir)}));
    const server = app.listen(0, "127.0.0.1", () => process.stdout.write("PORT " + server.address().port + "\\n"));
    process.on("SIGTERM", () => { server.close(() => process.exit(0)); server.closeAllConnections(); });`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("static server did not start")), 10_000);
    child.on("exit", (code) => reject(new Error(`static server exited with ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${m[1]}`, child });
      }
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

const tempDir = mkdtempSync(path.join(tmpdir(), "bench-load-"));
let ours: RunningServer | undefined;
let staticChild: ChildProcess | undefined;
let nginx: Nginx | undefined;
const results: { target: string; url: string; bytes: number; result: AutocannonResult }[] = [];
try {
  if (!running) ours = await startServer({ LOG_LEVEL: "warn", WEB_CONCURRENCY: String(workers) });
  const base = running ?? ours!.url;
  const home = await fetch(`${base}${pagePath}`);
  if (!home.ok) throw new Error(`GET ${pagePath} answered ${home.status}`);
  const html = await home.text();
  const cached = {
    target: running
      ? `ours: GET ${pagePath} (render cache)`
      : `ours: GET ${pagePath} (render cache, ${workers} worker${workers > 1 ? "s" : ""})`,
    url: `${base}${pagePath}`,
  };
  // A cookie the cache does not know makes every request a full React render (as a signed-in
  // visitor's page is): what a cache miss costs.
  const rendered = {
    target: `ours: GET ${pagePath} rendered on every request (a cookie skips the cache)`,
    url: `${base}${pagePath}`,
    headers: { cookie: "bench=1" },
  };
  const targets: { target: string; url: string; headers?: Record<string, string> }[] = [cached, rendered];
  if (!running) {
    writeFileSync(path.join(tempDir, "index.html"), html);
    const stat = await startStaticServer(tempDir);
    staticChild = stat.child;
    nginx = await startStaticNginx(tempDir);
    targets.splice(
      1,
      0,
      { target: "nginx, 1 worker process: index.html", url: `${nginx.url}/index.html` },
      { target: "express.static: index.html", url: `${stat.url}/index.html` },
    );
  }
  for (const { target, url, headers } of targets) {
    const check = await fetch(url, { headers });
    if (!check.ok) throw new Error(`${url} answered ${check.status}`);
    const bytes = (await check.arrayBuffer()).byteLength;
    process.stderr.write(
      `${target}: warm-up ${WARMUP_SECONDS} s, then ${duration} s with ${connections} connections\n`,
    );
    await run(url, WARMUP_SECONDS, headers);
    results.push({ target, url, bytes, result: await run(url, duration, headers) });
  }
} finally {
  if (staticChild) await stopChild(staticChild);
  await nginx?.stop();
  await ours?.stop();
  rmSync(tempDir, { recursive: true, force: true });
}

const [mine, nginxResult, express] = running
  ? [results[0]!, undefined, undefined]
  : (results as [(typeof results)[number], (typeof results)[number], (typeof results)[number]]);
const ratio = nginxResult ? mine.result.requests.average / nginxResult.result.requests.average : NaN;
console.log(
  `\nautocannon, ${connections} connections, ${duration} s per target after a ${WARMUP_SECONDS} s warm-up (no compression requested)\n`,
);
console.log("| target | requests/s (average) | p50 latency ms | p99 latency ms | non-2xx | errors | body bytes |");
console.log("| --- | --: | --: | --: | --: | --: | --: |");
for (const { target, bytes, result: r } of results) {
  const errors = r.errors + (r.timeouts ? ` (${r.timeouts} timeouts)` : "");
  console.log(
    `| ${target} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${errors} | ${bytes} |`,
  );
}
if (nginxResult && express) {
  console.log(`\nours / nginx = ${ratio.toFixed(2)} (target >= ${TARGET_RATIO.toFixed(2)})`);
  console.log(`ours / express.static = ${(mine.result.requests.average / express.result.requests.average).toFixed(2)}`);
}

const outDir = path.resolve("bench/results");
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, "load.json"),
  JSON.stringify(
    { date: new Date().toISOString(), connections, duration, warmup: WARMUP_SECONDS, ratio, results },
    null,
    2,
  ),
);
console.log(`Raw results: ${path.relative(process.cwd(), path.join(outDir, "load.json"))}`);

const failed = results.some((r) => r.result.errors > 0 || r.result.non2xx > 0);
if (failed) console.error("\nSome requests failed (errors or non-2xx answers); the figures are not comparable.");
if (assert && (ratio < TARGET_RATIO || failed)) {
  console.error(`\nours / nginx = ${ratio.toFixed(3)} is below the ${TARGET_RATIO} target, or requests failed.`);
  process.exit(1);
}
