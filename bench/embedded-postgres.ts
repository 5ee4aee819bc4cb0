/**
 * The embedded database's costs on the production build: the first start on an empty DATA_DIR
 * (cluster created by initdb, then started and migrated), a second start on the existing cluster,
 * and the idle memory of the whole site: the server's processes (supervisor and workers) plus the
 * PostgreSQL processes (the postmaster runs detached, so it is found through postmaster.pid), each
 * process's VmRSS summed (shared pages count once per process, so the sum is an upper bound).
 * Usage: npx tsx bench/embedded-postgres.ts [--workers N]   (default: the server's own, one per core)
 */
import { readdirSync, readFileSync, rmSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { clusterPaths, runningPostmaster } from "../app/server/db/embedded-postgres.server";
import { logEntries } from "../tests/support/production";
import { startServer } from "../tests/support/server";

const { values } = parseArgs({ options: { workers: { type: "string" } } });

function rssKiB(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmRSS:"));
    return Number(line?.replace(/\D+/g, "") ?? 0);
  } catch {
    return 0;
  }
}

/** `pid` and every process descended from it. */
function tree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const all: number[] = [];
  const walk = (p: number) => {
    all.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return all;
}

const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-embedded-"));
const env = { DATA_DIR: dataDir, LOG_LEVEL: "info", ...(values.workers ? { WEB_CONCURRENCY: values.workers } : {}) };
try {
  let started = performance.now();
  let server = await startServer(env);
  const firstStart = performance.now() - started;
  const created = logEntries(server.output()).find((e) =>
    String(e.msg).startsWith("embedded PostgreSQL cluster created"),
  );
  await server.stop();

  started = performance.now();
  server = await startServer(env);
  const secondStart = performance.now() - started;
  const entries = logEntries(server.output());
  const t0 = Date.parse(String(entries[0]?.time));
  const running = entries.find((e) => e.msg === "embedded PostgreSQL running");
  // Idle: a few page views to load what a visit loads, then a pause.
  for (const page of ["/", "/about", "/quote", "/ro"]) await (await fetch(`${server.url}${page}`)).arrayBuffer();
  await new Promise((r) => setTimeout(r, 10_000));
  const node = tree(server.process.pid!);
  const postgres = tree(runningPostmaster(dataDir)!);
  const nodeKiB = node.reduce((sum, p) => sum + rssKiB(p), 0);
  const postgresKiB = postgres.reduce((sum, p) => sum + rssKiB(p), 0);
  console.log(`cluster created (initdb):            ${String(created?.msg).replace(/\D+/g, "")} ms`);
  console.log(`first start, until /healthz answers: ${firstStart.toFixed(0)} ms`);
  console.log(
    `second start, cluster running after: ${Date.parse(String(running?.time)) - t0} ms from the first log line`,
  );
  console.log(`second start, until /healthz answers: ${secondStart.toFixed(0)} ms`);
  console.log(`idle RSS, ${node.length} Node processes:       ${mib(nodeKiB)}`);
  console.log(`idle RSS, ${postgres.length} PostgreSQL processes:  ${mib(postgresKiB)}`);
  console.log(`idle RSS, whole site:                 ${mib(nodeKiB + postgresKiB)}`);
  await server.stop();
  console.log(
    `cluster stopped with the site: ${runningPostmaster(dataDir) === null} (${clusterPaths(dataDir).cluster})`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
