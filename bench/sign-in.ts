/**
 * Sign-in throughput: 20 concurrent clients post the sign-in form (real password hashing,
 * a session row per success) for 10 s to the production server, on the embedded PostgreSQL by
 * default or on the PostgreSQL server in DATABASE_URL, with 1 or more worker processes. The rate limits are raised
 * for the run. Meanwhile 2 other clients ask for the home page, whose latency shows how much a
 * burst of sign-ins slows every page (50 page views a second, from a process of their own), and
 * the event loop's delay over the run (from the metrics port) tells whether pages waited for it.
 * Usage: npx tsx bench/sign-in.ts [--duration 10] [--connections 20] [--workers 1]
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort, startServer } from "../tests/support/server";

type Result = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
};
type PageResult = Result & { latency: { max: number }; non2xx: number };
type Autocannon = (opts: Record<string, unknown>, cb: (err: Error | null, result: Result) => void) => unknown;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** Page views at 50 a second from 2 connections, by autocannon in a child process (its JSON report). */
async function pageViews(url: string, seconds: number): Promise<PageResult> {
  const bin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
  const args = ["-c", "2", "-d", String(seconds), "-R", "50", "--json", `${url}/`];
  const { stdout } = await promisify(execFile)(process.execPath, [bin, ...args], { maxBuffer: 1 << 24 });
  return JSON.parse(stdout) as PageResult;
}

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const duration = option("duration", 10);
const connections = option("connections", 20);
const workers = option("workers", 1);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-signin-"));
const database = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PostgreSQL";
const metricsPort = await freePort();
const server = await startServer({
  METRICS_PORT: String(metricsPort),
  DATA_DIR: dataDir,
  AUTH_RATE_LIMIT: "1000000",
  AUTH_ACCOUNT_RATE_LIMIT: "1000000",
  LOG_LEVEL: "warn",
  WEB_CONCURRENCY: String(workers),
});
const email = `bench.${Date.now()}@example.ro`;
const password = "bench-password-1";
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const headers = { "content-type": "application/x-www-form-urlencoded", origin: server.url };

try {
  // One verified account: sign up through the form, then open the mailed link.
  const signUp = await fetch(`${server.url}/auth`, {
    method: "POST",
    headers,
    body: form({ intent: "signup", fullName: "Bench User", email, password, confirmPassword: password }),
    redirect: "manual",
  });
  if (signUp.status !== 302) throw new Error(`sign-up answered ${signUp.status}`);
  const outbox = path.join(dataDir, "outbox");
  const mail = JSON.parse(readFileSync(path.join(outbox, readdirSync(outbox)[0]!), "utf8")) as { text: string };
  const link = mail.text.match(/https?:\/\/\S+/)![0];
  await fetch(link, { redirect: "manual" });
  const check = await fetch(`${server.url}/auth`, {
    method: "POST",
    headers,
    body: form({ intent: "signin", email, password }),
    redirect: "manual",
  });
  if (check.status !== 302) throw new Error(`sign-in before the run answered ${check.status}`);

  const run = (options: Record<string, unknown>) =>
    new Promise<Result>((resolve, reject) => autocannon(options, (err, res) => (err ? reject(err) : resolve(res))));
  const [result, pages, pagesInProcess] = await Promise.all([
    run({
      url: `${server.url}/auth`,
      method: "POST",
      headers,
      body: form({ intent: "signin", email, password }),
      connections,
      duration,
    }),
    // Visitors reading pages meanwhile: 50 page views a second, not a flood that would take a core
    // itself, from a process of their own as real visitors are. The same load from this process,
    // which also drives the sign-ins, is kept for comparison: its figures include this process's
    // own delays (on 2026-11-26 its p99 was 150-250 ms while a separate client's was about 20 ms).
    pageViews(server.url, duration),
    run({ url: `${server.url}/`, connections: 2, duration, overallRate: 50 }),
  ]);
  // The event loop's delay over the run (prom-client's histogram, summed over workers): a page
  // slower than this waited for the CPU, not for the loop.
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const lag = (name: string) => {
    const value = metrics.match(new RegExp(`^nodejs_eventloop_lag_${name}_seconds(?:\\{[^}]*\\})? (\\S+)$`, "m"))?.[1];
    return value === undefined ? "?" : `${Math.round(Number(value) * 1000)} ms`;
  };
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(", ");
  console.log(
    `Sign-in (POST /auth, ${connections} connections, ${duration} s, ${database}, ${workers} worker${workers > 1 ? "s" : ""}, real password hashing)\n`,
  );
  console.log(
    "| workers | sign-ins/s | p50 | p99 | total | status codes | errors | GET / during it: p50 | p99 | max | non-2xx | p99 measured in this process | event loop delay p99 | max |",
  );
  console.log("| --: | --: | --: | --: | --: | --- | --: | --: | --: | --: | --: | --: | --: | --: |");
  console.log(
    `| ${workers} | ${result.requests.average.toFixed(1)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.total} | ${codes} | ${result.errors + result.timeouts} | ${pages.latency.p50} ms | ${pages.latency.p99} ms | ${pages.latency.max} ms | ${pages.non2xx + pages.errors} | ${pagesInProcess.latency.p99} ms | ${lag("p99")} | ${lag("max")} |`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
