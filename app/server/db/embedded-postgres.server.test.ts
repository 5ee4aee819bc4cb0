import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import {
  clusterOwner,
  clusterPaths,
  DatabaseBusyError,
  embeddedDatabaseUrl,
  leaseEmbeddedCluster,
  runningPostmaster,
  type ClusterLease,
} from "./embedded-postgres.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "embedded-pg-"));
const leases: ClusterLease[] = [];
afterAll(async () => {
  for (const lease of leases.reverse()) await lease.release();
  rmSync(dataDir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function lease(role: "server" | "command", exclusive = false): Promise<ClusterLease> {
  const taken = await leaseEmbeddedCluster(dataDir, { role, exclusive });
  leases.push(taken);
  return taken;
}

/** The owner file as a server killed with SIGKILL leaves it: naming a process that is gone. */
function ownerKilled(): void {
  writeFileSync(clusterPaths(dataDir).owner, "2147483646 server\n");
}

// One cluster for the file, in order: each test starts from the state the previous one left.
describe.sequential("the embedded PostgreSQL cluster", () => {
  it("is created and started by the server, private to its owner, and serves the site's database", async () => {
    const server = await lease("server");
    expect(server.owner).toBe(true);
    const { cluster, owner } = clusterPaths(dataDir);
    expect(statSync(cluster).mode & 0o777).toBe(0o700);
    expect(statSync(owner).mode & 0o777).toBe(0o600);
    expect(clusterOwner(dataDir)).toEqual({ pid: process.pid, role: "server" });
    await query("create extension pg_trgm");
    await query("create extension unaccent");
    const [row] = await query<{ db: string; trgm: string }>(
      "select current_database() as db, unaccent('Ștefan Élan') as trgm",
    );
    expect(row).toEqual({ db: "site", trgm: "Stefan Elan" });
    // Sorting follows ICU's rules, the same on every machine: accents beside their letter.
    const sorted = await query<{ x: string }>(
      "select x from (values ('Zeta'), ('Ștefan'), ('apple'), ('Éclair')) v(x) order by x",
    );
    expect(sorted.map((r) => r.x)).toEqual(["apple", "Éclair", "Ștefan", "Zeta"]);
  });

  it("runs no background process a small site does not need (I/O workers, replication launcher)", () => {
    const postmaster = runningPostmaster(dataDir)!;
    const children = readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .flatMap((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
          if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) !== postmaster) return [];
          return [readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim()];
        } catch {
          return []; // gone meanwhile
        }
      });
    // Sessions are "postgres: USER DATABASE ..." and autovacuum workers come and go; a session
    // ending this moment has no command line left. The rest are the server's standing processes.
    const background = children
      .filter((name) => name && !name.startsWith("postgres: postgres ") && !name.includes("autovacuum worker"))
      .toSorted();
    expect(background).toEqual([
      "postgres: autovacuum launcher",
      "postgres: background writer",
      "postgres: checkpointer",
      "postgres: walwriter",
    ]);
  });

  it("refuses a second server, lets a command in as a guest, and refuses a restore while the server runs", async () => {
    await expect(leaseEmbeddedCluster(dataDir, { role: "server" })).rejects.toThrow(DatabaseBusyError);
    await expect(leaseEmbeddedCluster(dataDir, { role: "server" })).rejects.toThrow(
      /in use by process \d+ \(another server\)/,
    );
    await expect(leaseEmbeddedCluster(dataDir, { role: "command", exclusive: true })).rejects.toThrow(
      /in use by process \d+ \(the running server\)\. Stop the site first/,
    );
    const postmaster = runningPostmaster(dataDir);
    const guest = await leaseEmbeddedCluster(dataDir, { role: "command" });
    expect(guest.owner).toBe(false);
    await query("create table kept (n int)");
    await query("insert into kept values (1)");
    await guest.release();
    // The guest leaves the server's cluster running.
    expect(runningPostmaster(dataDir)).toBe(postmaster);
  });

  it("reuses the postmaster a killed server left running, and takes over its stale owner file", async () => {
    const postmaster = runningPostmaster(dataDir);
    leases.pop(); // the first server is "killed": its lease is never released
    ownerKilled();
    const next = await lease("server");
    expect(next.owner).toBe(true);
    expect(runningPostmaster(dataDir)).toBe(postmaster);
    expect(clusterOwner(dataDir)).toEqual({ pid: process.pid, role: "server" });
    expect(await query("select n from kept")).toEqual([{ n: 1 }]);
  });

  it("starts the database again when it is killed, with every committed row", async () => {
    const server = leases.at(-1)!;
    const events: string[] = [];
    server.watch((event) => events.push(event));
    await query("insert into kept values (2)");
    const before = runningPostmaster(dataDir)!;
    process.kill(before, "SIGKILL");
    await expect.poll(() => events, { timeout: 30_000 }).toContain("restarted");
    expect(events[0]).toBe("died");
    expect(runningPostmaster(dataDir)).not.toBe(before);
    expect(await query("select n from kept order by n")).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("stops the cluster when its owner releases it; a command then owns it for its run and stops it after", async () => {
    await leases.pop()!.release();
    expect(runningPostmaster(dataDir)).toBeNull();
    expect(clusterOwner(dataDir)).toBeNull();
    const command = await lease("command");
    expect(command.owner).toBe(true);
    expect(await query("select count(*)::int as n from kept")).toEqual([{ n: 2 }]);
    // A server started meanwhile waits for the command instead of stopping or sharing its cluster.
    let serverStarted = false;
    const server = leaseEmbeddedCluster(dataDir, { role: "server" }).then((taken) => {
      serverStarted = true;
      leases.push(taken);
      return taken;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(serverStarted).toBe(false);
    await leases.splice(leases.indexOf(command), 1)[0]!.release();
    expect((await server).owner).toBe(true);
    expect(runningPostmaster(dataDir)).not.toBeNull();
  });

  it("starts over a stale postmaster.pid (the machine stopped with the database running)", async () => {
    await leases.pop()!.release();
    const { cluster } = clusterPaths(dataDir);
    // A pid file naming a process that is not PostgreSQL (this test's own parent, for example).
    writeFileSync(
      path.join(cluster, "postmaster.pid"),
      `${process.ppid}\n${cluster}\n0\n5432\n${cluster}\n\n0 0\nready\n`,
    );
    const server = await lease("server");
    expect(server.owner).toBe(true);
    expect(await query("select count(*)::int as n from kept")).toEqual([{ n: 2 }]);
  });
});

it("is created and started without loading a database client (the supervisor that owns it stays small)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "embedded-pg-client-"));
  try {
    const script = `
      import { createRequire } from "node:module";
      const { leaseEmbeddedCluster } = await import(${JSON.stringify(path.resolve(import.meta.dirname, "embedded-postgres.server.ts"))});
      const lease = await leaseEmbeddedCluster(${JSON.stringify(dir)}, { role: "server" });
      await lease.release();
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes("/node_modules/"));
      console.log(JSON.stringify(loaded.map((file) => file.replace(/.*\\/node_modules\\//, ""))));
    `;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const loaded = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as string[];
    expect(loaded.filter((file) => /^pg(-[a-z]+)?\//.test(file))).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
