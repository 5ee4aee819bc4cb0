/**
 * Memory of the whole site: the production server (its supervisor and each worker) on PostgreSQL,
 * and PostgreSQL's own processes, as resident memory (VmRSS of /proc/PID/status, summed over each
 * process tree) and as proportional memory (Pss of /proc/PID/smaps_rollup: shared pages divided
 * among the processes sharing them, so the sum is not inflated by PostgreSQL's shared buffers).
 * Measured idle (15 s after start and a few page views), at the highest sample during bench/load.ts
 * against the server (every 500 ms), and 5 s after it.
 * The database: by default the embedded PostgreSQL the server starts in a fresh DATA_DIR (the
 * site as installed); with DATABASE_URL, a fresh database on that server; with --external and no
 * DATABASE_URL, a throwaway PostgreSQL from scripts/test-postgres.sh. WEB_CONCURRENCY is left to
 * its default unless --workers is given.
 * Usage: npx tsx bench/memory.ts [--external] [--workers N] [--duration 10] [--assert]
 * --assert: the supervisor under 60 MB and each worker under 120 MB idle; every Node and
 * PostgreSQL process together under 400 MB idle and under 600 MB during and after the load.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { clusterPaths } from "../app/server/db/embedded-postgres.server";
import { startServer, type RunningServer } from "../tests/support/server";

const LIMITS = { supervisor: 60, worker: 120, idle: 400, load: 600 };
const args = process.argv.slice(2);
const assert = args.includes("--assert");
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const workers = option("workers");
const duration = option("duration") ?? "10";
// Empty: the server's own default (one per core), which the test helper would otherwise set to one.
const concurrency = workers ?? "";

type Sample = { rss: number; pss: number };

/** VmRSS and Pss of one process, in KiB (zero once it has gone). */
function memoryOf(pid: number): Sample {
  try {
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    const pss = Number(/Pss:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0);
    return { rss, pss };
  } catch {
    return { rss: 0, pss: 0 };
  }
}

/** Every process's parent, from /proc. */
function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces: the parent follows its closing one.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** A process and all its descendants. */
function tree(root: number, children = parents()): number[] {
  const all = [root];
  for (let i = 0; i < all.length; i++) all.push(...(children.get(all[i]!) ?? []));
  return all;
}

const sum = (pids: number[]): Sample =>
  pids.map(memoryOf).reduce((a, b) => ({ rss: a.rss + b.rss, pss: a.pss + b.pss }), { rss: 0, pss: 0 });
const mb = (kib: number) => Math.round(kib / 1024);

let stopPostgres = () => {};
let cleanUp = async () => {};
let server: RunningServer;
let postmaster: number;
if (process.env.DATABASE_URL || args.includes("--external")) {
  // An external PostgreSQL: DATABASE_URL, or a throwaway one; a fresh database on it either way.
  let baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const started = execFileSync("bash", ["scripts/test-postgres.sh", "start"], { encoding: "utf8" });
    const env = Object.fromEntries([...started.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
    baseUrl = env.TEST_DATABASE_URL!;
    stopPostgres = () => void execFileSync("bash", ["scripts/test-postgres.sh", "stop", env.PG_TEST_DIR!]);
  }
  const name = `bench_memory_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dataDirectory = (
    await admin.query<{ setting: string }>("select setting from pg_settings where name = 'data_directory'")
  ).rows[0]!.setting;
  postmaster = Number(readFileSync(`${dataDirectory}/postmaster.pid`, "utf8").split("\n")[0]);
  server = await startServer({
    DATABASE_URL: baseUrl.replace(/\/[^/]*$/, `/${name}`),
    LOG_LEVEL: "info",
    WEB_CONCURRENCY: concurrency,
  });
  cleanUp = async () => {
    await admin.query(`drop database if exists ${name}`).catch(() => {});
    await admin.end();
    stopPostgres();
  };
} else {
  // The default: the embedded PostgreSQL the server starts in its own DATA_DIR.
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-memory-"));
  server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    WEB_CONCURRENCY: concurrency,
  });
  postmaster = Number(readFileSync(path.join(clusterPaths(dataDir).cluster, "postmaster.pid"), "utf8").split("\n")[0]);
  cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
}
type Row = { name: string; idle: Sample; load: Sample; after: Sample };
const rows = new Map<string, Row>();
const zero = { rss: 0, pss: 0 };
const record = (phase: "idle" | "load" | "after", name: string, sample: Sample) => {
  const row = rows.get(name) ?? { name, idle: zero, load: zero, after: zero };
  // During the load, the highest sample.
  row[phase] =
    phase === "load" ? { rss: Math.max(row.load.rss, sample.rss), pss: Math.max(row.load.pss, sample.pss) } : sample;
  rows.set(name, row);
};
try {
  const supervisor = server.process.pid!;
  // Every worker listening: the supervisor says how many it starts, each worker says it listens.
  const expected = Number(/"workers":(\d+)/.exec(server.output())?.[1] ?? 1);
  const deadline = Date.now() + 60_000;
  while ((server.output().match(/"server listening"/g) ?? []).length < expected) {
    if (Date.now() > deadline) throw new Error(`not every worker listens:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  // A few page views in each language, so that each worker has rendered pages.
  for (let i = 0; i < 4 * expected; i++)
    for (const path of ["/", "/ro", "/services", "/contact"]) await (await fetch(`${server.url}${path}`)).arrayBuffer();
  // Idle means left alone: V8 gives back what start-up and those views used after several quiet
  // seconds (the supervisor holds about 62 MB 5 s after them and 57 MB from about 10 s on), so the
  // idle sample is taken 15 s after the last view.
  await new Promise((r) => setTimeout(r, 15_000));

  const measure = (phase: "idle" | "load" | "after") => {
    const children = parents();
    // The embedded PostgreSQL is the supervisor's child too: counted as the database, not a worker.
    const nodeWorkers = (children.get(supervisor) ?? []).filter((pid) => pid !== postmaster).toSorted((a, b) => a - b);
    if (nodeWorkers.length) {
      record(phase, "supervisor", memoryOf(supervisor));
      nodeWorkers.forEach((pid, i) => record(phase, `worker ${i + 1}`, sum(tree(pid, children))));
    } else record(phase, "server (one process)", memoryOf(supervisor));
    record(phase, "PostgreSQL (every process)", sum(tree(postmaster, children)));
    record(phase, "whole site", sum([...new Set([...tree(supervisor, children), ...tree(postmaster, children)])]));
  };
  measure("idle");
  // The load: bench/load.ts against this server, sampled meanwhile.
  const load = spawn(
    process.execPath,
    ["--import", "tsx", "bench/load.ts", "--url", server.url, "--duration", duration],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  const loaded = new Promise<number | null>((resolve) => load.on("exit", resolve));
  const sampler = setInterval(() => measure("load"), 500);
  const code = await loaded;
  clearInterval(sampler);
  if (code !== 0) throw new Error(`bench/load.ts exited with ${code}`);
  await new Promise((r) => setTimeout(r, 5_000));
  measure("after");
} finally {
  await server.stop();
  await cleanUp();
}

console.log(`\nmemory in MB: resident (VmRSS) / proportional (Pss); load = the highest sample during bench/load.ts\n`);
console.log("| process | idle | during load | 5 s after |");
console.log("| --- | --: | --: | --: |");
const cell = (s: Sample) => `${mb(s.rss)} / ${mb(s.pss)}`;
for (const r of rows.values()) console.log(`| ${r.name} | ${cell(r.idle)} | ${cell(r.load)} | ${cell(r.after)} |`);

const misses: string[] = [];
for (const r of rows.values()) {
  if (r.name === "supervisor" && mb(r.idle.rss) >= LIMITS.supervisor)
    misses.push(`supervisor ${mb(r.idle.rss)} MB idle, not under ${LIMITS.supervisor}`);
  if (r.name.startsWith("worker") && mb(r.idle.rss) >= LIMITS.worker)
    misses.push(`${r.name} ${mb(r.idle.rss)} MB idle, not under ${LIMITS.worker}`);
  if (r.name === "whole site") {
    if (mb(r.idle.rss) >= LIMITS.idle) misses.push(`whole site ${mb(r.idle.rss)} MB idle, not under ${LIMITS.idle}`);
    const peak = Math.max(r.load.rss, r.after.rss);
    if (mb(peak) >= LIMITS.load) misses.push(`whole site ${mb(peak)} MB under load, not under ${LIMITS.load}`);
  }
}
for (const miss of misses) console.log(`MISS ${miss}`);
if (assert && misses.length) process.exit(1);
