/**
 * The embedded database's costs on the production build: the first start on an empty DATA_DIR
 * (cluster created by initdb, then started and migrated), a second start on the existing cluster,
 * and the idle memory of the whole site: the server's processes (supervisor and workers) plus the
 * PostgreSQL processes (the postmaster runs detached, so it is found through postmaster.pid), each
 * process's VmRSS summed (shared pages count once per process, so the sum is an upper bound).
 * Usage: npx tsx bench/embedded-postgres.ts [--workers N]   (default: the server's own, one per core)
 */
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { leaseEmbeddedCluster, runningPostmaster } from "../app/server/db/embedded-postgres.server";
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

/** The program a process runs ("node", "postgres"). */
function program(pid: number): string {
  try {
    return path.basename(readlinkSync(`/proc/${pid}/exe`));
  } catch {
    return "";
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
  // Idle: a few page views to load what a visit loads, then a pause.
  for (const page of ["/", "/about", "/quote", "/ro"]) await (await fetch(`${server.url}${page}`)).arrayBuffer();
  await new Promise((r) => setTimeout(r, 10_000));
  // The postmaster is the supervisor's child (in a session of its own): count each program apart.
  const node = tree(server.process.pid!).filter((p) => program(p) === "node");
  const postgres = tree(runningPostmaster(dataDir)!).filter((p) => program(p) === "postgres");
  const nodeKiB = node.reduce((sum, p) => sum + rssKiB(p), 0);
  const postgresKiB = postgres.reduce((sum, p) => sum + rssKiB(p), 0);
  console.log(`cluster created (initdb):            ${String(created?.msg).replace(/\D+/g, "")} ms`);
  console.log(`first start, until /healthz answers: ${firstStart.toFixed(0)} ms`);
  console.log(`second start, until /healthz answers: ${secondStart.toFixed(0)} ms`);
  console.log(`idle RSS, ${node.length} Node processes:       ${mib(nodeKiB)}`);
  console.log(`idle RSS, ${postgres.length} PostgreSQL processes:  ${mib(postgresKiB)}`);
  console.log(`idle RSS, whole site:                 ${mib(nodeKiB + postgresKiB)}`);
  await server.stop();
  console.log(`cluster stopped with the site:        ${runningPostmaster(dataDir) === null}`);
  // The database alone, on the existing cluster: what a command pays when the site is stopped.
  started = performance.now();
  const lease = await leaseEmbeddedCluster(dataDir, { role: "command" });
  const clusterStart = performance.now() - started;
  started = performance.now();
  await lease.release();
  console.log(`cluster start (existing cluster):     ${clusterStart.toFixed(0)} ms`);
  console.log(`cluster stop:                         ${(performance.now() - started).toFixed(0)} ms`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
